import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

// The compiled test runs from <outDir>/test; the sources are two levels up.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The project's prose: the README and every Markdown page under docs/. */
function markdownFiles(): string[] {
  const found = [join(ROOT, 'README.md')];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) found.push(path);
    }
  };
  walk(join(ROOT, 'docs'));
  return found;
}

/** The text outside fenced code blocks and inline code, where a link is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of markdown.replace(/^```[\s\S]*?^```/gm, '').split('\n')) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading === null) continue;
    const text = (heading[1] ?? '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Every relative link target of a Markdown text (external and mail links left out). */
function relativeLinks(markdown: string): string[] {
  const targets: string[] = [];
  for (const match of prose(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1] ?? '';
    if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) targets.push(target);
  }
  return targets;
}

/** Why a link from `from` to `target` does not resolve, or null when it does. */
function brokenReason(from: string, target: string): string | null {
  const [pathPart = '', anchor] = target.split('#', 2);
  const file = pathPart === '' ? from : join(dirname(from), decodeURIComponent(pathPart));
  if (!existsSync(file)) return 'no such file';
  if (anchor === undefined) return null;
  if (statSync(file).isDirectory() || !file.endsWith('.md')) return 'an anchor into a file that is not Markdown';
  return headingAnchors(readFileSync(file, 'utf8')).has(decodeURIComponent(anchor)) ? null : `no heading #${anchor}`;
}

describe('documentation links', () => {
  it('finds the README and the docs pages it links to', () => {
    const files = markdownFiles().map((file) => relative(ROOT, file));
    for (const page of ['api', 'operations', 'cli-and-library', 'pages', 'development', 'benchmarks']) {
      assert.ok(files.includes(join('docs', `${page}.md`)), `docs/${page}.md is missing`);
    }
  });

  it('resolves every relative link and anchor in the README and docs/', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const file of markdownFiles()) {
      for (const target of relativeLinks(readFileSync(file, 'utf8'))) {
        checked += 1;
        const reason = brokenReason(file, target);
        if (reason !== null) broken.push(`${relative(ROOT, file)}: (${target}) ${reason}`);
      }
    }
    assert.ok(checked > 20, `only ${checked} links were found: is the link pattern still right?`);
    assert.deepEqual(broken, []);
  });

  it('computes anchors as GitHub does, and sees a broken one', () => {
    const anchors = headingAnchors('# A b\n## `pwgen-service check`\n## A b\n```\n# not a heading\n```\n');
    assert.deepEqual([...anchors], ['a-b', 'pwgen-service-check', 'a-b-1']);
    assert.deepEqual(relativeLinks('[x](a.md#b) [y](https://e.org) `[z](c.md)` [w](#a-b)'), ['a.md#b', '#a-b']);
  });

  it('keeps the README a front door of at most 300 lines', () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n').length;
    assert.ok(lines <= 300, `README.md has ${lines} lines`);
  });

  it('names only files that exist: every path under src/, test/, bench/, scripts/, deploy/ or docs/', () => {
    const missing: string[] = [];
    for (const file of markdownFiles()) {
      for (const path of namedPaths(readFileSync(file, 'utf8'))) {
        if (!existsSync(join(ROOT, path))) missing.push(`${relative(ROOT, file)}: ${path}`);
      }
    }
    assert.deepEqual(missing, []);
    // The check can fail: it sees a path, skips patterns, and a moved file is missing.
    assert.deepEqual(namedPaths('see `src/api/contract/errors.ts`, src/i18n/pages/*.ts and (test/foo.test.ts).'), [
      'src/api/contract/errors.ts',
      'test/foo.test.ts',
    ]);
  });
});

/** The repository paths a text names (patterns with `*` or `{}` left out), as written. */
function namedPaths(text: string): string[] {
  const paths: string[] = [];
  for (const match of text.matchAll(/(?<![\w./-])((?:src|test|bench|scripts|deploy|docs)\/[\w./*{}-]*[\w*}])/g)) {
    const path = match[1] as string;
    if (!/[*{}]/.test(path)) paths.push(path);
  }
  return paths;
}
