/**
 * What the README says about the body of POST /v1/generate, held against the
 * service: `no_repeats` forbids adjacent repeats only, and the quota's null.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { RunningService } from '../src/main.js';
import { ROOT } from './support/package.js';
import { injectJson, startTestService } from './support/service.js';

const README = readFileSync(join(ROOT, 'README.md'), 'utf8').replaceAll('\n', ' ');

describe('the README on the body of POST /v1/generate', () => {
  let service: RunningService;

  before(async () => {
    service = await startTestService({ RATE_LIMIT_MAX: '100000' });
  });
  after(() => service.close());

  it('no_repeats forbids adjacent repeats only: aa never, aba allowed', async () => {
    assert.match(README, /`no_repeats` forbids adjacent repeats only: no character directly after itself \(`aa`\)/);
    const { body } = await injectJson(service.app, '/v1/generate', { no_repeats: true, length: 64, count: 20 });
    const passwords: string[] = body.passwords;
    assert.deepEqual(
      passwords.filter((password) => /(.)\1/s.test(password)),
      [],
    );
    // About 62 × 20 / 88 ≈ 14 characters equal to the one two places back are expected.
    assert.ok(
      passwords.some((password) => /(.).\1/s.test(password)),
      'aba should occur',
    );
  });

  it('the quota is null because no daily quota exists, and resets at the next midnight UTC', async () => {
    assert.match(README, /`quota\.limit` and `quota\.remaining` are `null` because no daily quota exists/);
    const before = Date.now();
    const { body } = await injectJson(service.app, '/v1/generate', {});
    const { limit, remaining, reset } = body._meta.quota;
    assert.deepEqual([limit, remaining], [null, null]);
    assert.match(reset, /T00:00:00\.000Z$/);
    const until = Date.parse(reset) - before;
    assert.ok(until > 0 && until <= 86_400_000, reset);
  });
});
