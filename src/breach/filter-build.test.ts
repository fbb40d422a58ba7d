import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { FILTER_HEADER_BYTES } from '../checker/breach-filter-format.js';
import { BreachError } from './breach-error.js';
import { buildFilterFile } from './filter-build.js';
import { lookupFilterFile, openBreachFilter } from './filter-file.js';

const dir = mkdtempSync(join(tmpdir(), 'pwgen-breach-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const sha1 = (text: string): Buffer => createHash('sha1').update(text).digest();
const hex = (text: string): string => sha1(text).toString('hex').toUpperCase();

// `count` passwords "pw-0", "pw-1", ... as the downloader writes them: SHA1:COUNT, CRLF, sorted by hash.
function hashList(count: number): string {
  const lines = Array.from({ length: count }, (_, index) => `${hex(`pw-${index}`)}:${index + 1}`);
  return `${lines.sort().join('\r\n')}\r\n`;
}

function codeOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    assert.ok(error instanceof BreachError, String(error));
    return error.code;
  }
  return undefined;
}

describe('breach build and the filter file', () => {
  const source = join(dir, 'pwned.txt');
  const filterPath = join(dir, 'pwned.filter');
  writeFileSync(source, hashList(20_000));

  it('builds in several segments; every listed password is found and absent ones at about 1/256', () => {
    const report = buildFilterFile({ from: source, out: filterPath, segmentKeys: 3000 });
    assert.deepEqual(
      { ...report, bytes: undefined },
      {
        format: 'sha1',
        lines: 20_000,
        entries: 20_000,
        segments: report.segments,
        bytes: undefined,
      },
    );
    assert.ok(report.segments >= 7, `${report.segments} segments`);
    assert.deepEqual(readdirSync(dir).sort(), ['pwned.filter', 'pwned.txt'], 'no temporary file is left');
    const filter = openBreachFilter(filterPath);
    try {
      assert.equal(filter.header.entries, 20_000);
      assert.equal(filter.header.falsePositiveRate, 1 / 256);
      for (let index = 0; index < 20_000; index++) assert.ok(filter.has(sha1(`pw-${index}`)), `pw-${index}`);
      let positives = 0;
      for (let index = 0; index < 20_000; index++) if (filter.has(sha1(`absent-${index}`))) positives++;
      // 78 expected; 40 and 130 are more than 4 standard deviations away.
      assert.ok(positives > 40 && positives < 130, `${positives} false positives in 20,000`);
    } finally {
      filter.close();
    }
  });

  it('many keys of one first byte go through their spill buffer several times, and all are found', () => {
    // 12,000 hashes that all begin with AB: one spill file takes them all (its buffer holds 5,461).
    const hashes = Array.from({ length: 12_000 }, (_, index) => `AB${hex(`same-${index}`).slice(2)}`);
    const same = join(dir, 'same.txt');
    writeFileSync(same, `${hashes.join('\n')}\n`);
    const out = join(dir, 'same.filter');
    assert.equal(buildFilterFile({ from: same, out, segmentKeys: 5000 }).entries, 12_000);
    const filter = openBreachFilter(out);
    try {
      for (const hash of hashes) assert.ok(filter.has(Buffer.from(hash, 'hex')), hash);
    } finally {
      filter.close();
    }
    rmSync(same);
    rmSync(out);
  });

  it('the header names the source by the hash of its name and size', () => {
    const expected = createHash('sha256')
      .update(`pwned.txt\n${readFileSync(source).byteLength}`)
      .digest();
    const filter = openBreachFilter(filterPath);
    filter.close();
    assert.deepEqual(Buffer.from(filter.header.sourceHash), expected);
  });

  it('reads a list of passwords (auto-detected), skips blank lines and counts duplicates once', async () => {
    const passwords = join(dir, 'passwords.txt');
    writeFileSync(passwords, 'hunter2\n\ncorrect horse\r\nhunter2\nji32k7au4a83');
    const out = join(dir, 'passwords.filter');
    const report = buildFilterFile({ from: passwords, out });
    assert.deepEqual(report.format, 'passwords');
    assert.equal(report.lines, 4);
    assert.equal(report.entries, 3);
    for (const password of ['hunter2', 'correct horse', 'ji32k7au4a83']) {
      assert.equal((await lookupFilterFile(password, out)).status, 'found', password);
    }
    assert.deepEqual(await lookupFilterFile('not in the list at all', out), {
      status: 'not_found',
      source: 'filter',
      false_positive_rate: 1 / 256,
    });
  });

  it('an empty source makes a filter that finds nothing', async () => {
    const empty = join(dir, 'empty.txt');
    writeFileSync(empty, '');
    const out = join(dir, 'empty.filter');
    assert.equal(buildFilterFile({ from: empty, out }).entries, 0);
    assert.equal((await lookupFilterFile('anything', out)).status, 'not_found');
  });

  it('a malformed line in a hash list is refused by its number, never its text', () => {
    const bad = join(dir, 'bad.txt');
    writeFileSync(bad, `${hex('a')}:1\n${hex('b')}:2\nsecret-password\n`);
    let refused: unknown;
    try {
      buildFilterFile({ from: bad, out: join(dir, 'bad.filter') });
    } catch (error) {
      refused = error;
    }
    assert.ok(refused instanceof BreachError);
    assert.equal(refused.code, 'breach_source_malformed');
    assert.match(refused.message, /^Line 3 /);
    assert.doesNotMatch(refused.message, /secret/);
    assert.ok(!readdirSync(dir).some((name) => name.startsWith('bad.filter')), 'nothing is left behind');
  });

  it('a missing source is breach_source_unreadable; a missing output folder breach_output_unwritable', () => {
    assert.equal(
      codeOf(() => buildFilterFile({ from: join(dir, 'none.txt'), out: join(dir, 'x.filter') })),
      'breach_source_unreadable',
    );
    assert.equal(
      codeOf(() => buildFilterFile({ from: source, out: join(dir, 'no', 'x.filter') })),
      'breach_output_unwritable',
    );
  });

  it('a truncated, corrupt, foreign or missing filter file is refused with its code', () => {
    const bytes = readFileSync(filterPath);
    const variant = (name: string, content: Uint8Array): string => {
      const path = join(dir, name);
      writeFileSync(path, content);
      return path;
    };
    const cut = variant('cut.filter', bytes);
    truncateSync(cut, bytes.byteLength - 1);
    assert.equal(
      codeOf(() => openBreachFilter(cut)),
      'breach_filter_truncated',
    );
    assert.equal(
      codeOf(() => openBreachFilter(variant('header.filter', bytes.subarray(0, 60)))),
      'breach_filter_truncated',
    );
    const longer = variant('longer.filter', Buffer.concat([bytes, Buffer.from([0])]));
    assert.equal(
      codeOf(() => openBreachFilter(longer)),
      'breach_filter_corrupt',
    );
    const flipped = Buffer.from(bytes);
    flipped[FILTER_HEADER_BYTES + 9] = (flipped[FILTER_HEADER_BYTES + 9] as number) ^ 1;
    assert.equal(
      codeOf(() => openBreachFilter(variant('flipped.filter', flipped))),
      'breach_filter_corrupt',
    );
    const count = Buffer.from(bytes);
    count[16] = (count[16] as number) ^ 1;
    assert.equal(
      codeOf(() => openBreachFilter(variant('count.filter', count))),
      'breach_filter_corrupt',
    );
    const version = Buffer.from(bytes);
    version[8] = 2;
    assert.equal(
      codeOf(() => openBreachFilter(variant('version.filter', version))),
      'breach_filter_invalid',
    );
    assert.equal(
      codeOf(() => openBreachFilter(source)),
      'breach_filter_invalid',
    );
    assert.equal(
      codeOf(() => openBreachFilter(join(dir, 'missing.filter'))),
      'breach_filter_unreadable',
    );
  });
});
