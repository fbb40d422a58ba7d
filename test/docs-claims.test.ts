/**
 * What the README and docs/ claim of the code and of the tests, held against the code and the tests: the locale
 * variables `check` reads; the container tests' packages in the README, .ci/run, docs/operations.md and the skip
 * message, and the cases docs/operations.md says test/container-deploy.test.ts runs; and the measured figures of
 * the suite, which belong to docs/benchmarks.md only.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from './support/package.js';
import { PODMAN_PACKAGES } from './support/podman.js';

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
/** Packages the other tests need, beside the container tests'. */
const OTHER_TESTS = new Set(['redis-server', 'chromium']);
const sorted = (names: Iterable<string>) => [...new Set(names)].filter((name) => !OTHER_TESTS.has(name)).sort();

/** The paragraph of a Markdown text that starts with `start`, lines joined. */
function paragraph(markdown: string, start: string): string {
  const at = markdown.indexOf(start);
  assert.ok(at >= 0, start);
  return markdown.slice(at, markdown.indexOf('\n\n', at)).replaceAll('\n', ' ');
}

describe('what the docs claim', () => {
  it("docs/cli-and-library.md says that check reads the locale, in src/cli/locale.ts's order", () => {
    const choices = paragraph(read('docs/cli-and-library.md'), '- **Help, usage errors and the prompt wording');
    assert.doesNotMatch(choices, /does not read `LANG`/);
    assert.match(choices, /`check`[^.]*`LC_ALL`, then `LC_MESSAGES`, then `LANG`/);
    assert.match(read('src/cli/locale.ts'), /\['LC_ALL', 'LC_MESSAGES', 'LANG'\]/);
  });

  it('the container tests need the same packages in the README, .ci/run, docs/operations.md and the skip message', () => {
    const expected = sorted(PODMAN_PACKAGES);
    const readme = /`sudo apt-get install ([a-z0-9 -]+)`/.exec(read('README.md').replaceAll('\n', ' '))?.[1];
    assert.ok(readme !== undefined, 'the README names an apt-get install');
    assert.deepEqual(sorted(readme.split(/\s+/)), expected, 'README.md');
    const ci = [...read('.ci/run').matchAll(/\|\| missing\+=\(([^)]*)\)/g)].flatMap((m) => (m[1] ?? '').split(/\s+/));
    assert.deepEqual(sorted(ci), expected, '.ci/run');
    const operations = paragraph(read('docs/operations.md'), '**Machines without a container registry.**');
    const installs = /`\.ci\/run` installs (.*)$/.exec(operations)?.[1] ?? '';
    assert.deepEqual(sorted([...installs.matchAll(/`([a-z0-9-]+)`/g)].map((m) => m[1] ?? '')), expected, 'operations');
  });

  it('docs/operations.md names the cases test/container-deploy.test.ts runs as a user would', () => {
    const tested = paragraph(read('docs/operations.md'), '**How this is tested.**');
    const test = read('test/container-deploy.test.ts');
    for (const [named, run] of [
      ['`--no-healthcheck`', "'--no-healthcheck'"],
      ['`podman-compose`', "runCommand('podman-compose'"],
      ['`npm run kube:up`', "'scripts/kube.mjs'"],
      ['`npm run kube:down`', "kube('down')"],
    ] as const) {
      assert.ok(tested.includes(named), `docs/operations.md: ${named}`);
      assert.ok(test.includes(run), `test/container-deploy.test.ts: ${run}`);
    }
  });

  it('the README gives no measured figure of the suite but a range, and links docs/benchmarks.md for them', () => {
    const readme = read('README.md').replaceAll('\n', ' ');
    assert.doesNotMatch(readme, /\b\d[\d,]* tests\b/, 'a count of tests belongs to docs/benchmarks.md');
    assert.match(readme, /`npm test` takes about \d+ to \d+ minutes[^.]*\(docs\/benchmarks\.md#[\w-]+\)/);
    // Skips show in the test report (t.skip and a suite's skip option); a suite alone also writes to stderr.
    assert.doesNotMatch(readme, /skipped, saying why on standard error/);
  });
});
