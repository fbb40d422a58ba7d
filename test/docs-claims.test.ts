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

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

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
});
