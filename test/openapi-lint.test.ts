/**
 * The served OpenAPI document through three linters integrators use, each
 * with 0 errors and 0 warnings: Redocly CLI (recommended rules, and the rule
 * Spectral's spectral:oas added: every operation has tags) as its CLI with the
 * repository's configuration, and two validator libraries. Each also lints a document with known defects in
 * the same run, to show that it does report problems.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { RunningService } from '../src/main.js';
import { rawRequest } from './support/raw-http.js';
import { startTestService } from './support/service.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const REPO = fileURLToPath(new URL('../../', import.meta.url));
const REDOCLY = join(require.resolve('@redocly/cli/package.json'), '..', 'bin', 'cli.js');

/** A copy of the document with defects every linter reports: no license, an operation without tags or id, a broken example. */
function withDefects(doc: any): any {
  const broken = structuredClone(doc);
  delete broken.info.license;
  delete broken.paths['/healthz'].get.tags;
  delete broken.paths['/healthz'].get.operationId;
  broken.paths['/v1/generate'].post.responses['200'].content['application/json'].examples.defaults.value.passwords = 7;
  return broken;
}

// Redocly prints one JSON object per file, one after the other.
function redoclyReports(stdout: string): { totals: { errors: number; warnings: number }; problems: any[] }[] {
  return JSON.parse(`[${stdout.trim().replace(/\}\s*\{\s*"totals"/g, '},{"totals"')}]`);
}

// The linters only read the files written before them, so they run side by side.
describe('the OpenAPI document passes the linters with 0 errors and 0 warnings', { concurrency: true }, () => {
  let service: RunningService;
  let doc: any;
  let dir: string;

  before(async () => {
    // A developer's default base URL, so that the configured-off server rule is exercised too.
    service = await startTestService({ PUBLIC_BASE_URL: 'http://localhost:8080' });
    doc = (await rawRequest(`${service.url}/openapi.json`)).body;
    dir = await mkdtemp(join(tmpdir(), 'pwgen-openapi-lint-'));
    await writeFile(join(dir, 'openapi.json'), JSON.stringify(doc));
    await writeFile(join(dir, 'broken.json'), JSON.stringify(withDefects(doc)));
    await copyFile(join(REPO, 'redocly.yaml'), join(dir, 'redocly.yaml'));
  });
  after(async () => {
    await service.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('Redocly CLI lint (recommended, redocly.yaml)', async () => {
    const { stdout } = await run(process.execPath, [REDOCLY, 'lint', 'openapi.json', 'broken.json', '--format=json'], {
      cwd: dir,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    }).catch((error) => error);
    const [served, broken] = redoclyReports(stdout);
    assert.deepEqual(served?.totals, { errors: 0, warnings: 0, ignored: 0 }, JSON.stringify(served?.problems, null, 1));
    const rules = new Set(broken?.problems.map((problem) => problem.ruleId));
    for (const rule of [
      'info-license',
      'operation-operationId',
      'no-invalid-media-type-examples',
      'rule/operation-tags',
    ]) {
      assert.ok(rules.has(rule), `the defective copy is reported for ${rule}: ${[...rules]}`);
    }
  });

  it('@seriousme/openapi-schema-validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    assert.equal(result.valid, true, JSON.stringify(result.errors, null, 1)?.slice(0, 3000));
    assert.equal(validator.version, '3.1');
    const broken = structuredClone(doc);
    broken.paths['/v1/generate'].post.responses['200'] = { content: 'nope' };
    assert.equal((await new Validator().validate(broken)).valid, false);
  });

  it('@apidevtools/swagger-parser validate (with $ref resolution)', async () => {
    const api: any = await SwaggerParser.validate(join(dir, 'openapi.json'));
    assert.equal(api.openapi, '3.1.0');
    const dangling = structuredClone(doc);
    dangling.paths['/'].get.responses['200'].content['application/json'].schema = { $ref: '#/components/schemas/Nope' };
    await assert.rejects(() => SwaggerParser.validate(dangling));
  });

  it('every operation but the unimplemented POST /v1/check has a 2xx (the rule configured off for it)', () => {
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const [method, operation] of Object.entries<any>(item)) {
        const success = Object.keys(operation.responses).some((status) => /^2/.test(status));
        assert.equal(success, path !== '/v1/check', `${method} ${path}`);
      }
    }
  });
});
