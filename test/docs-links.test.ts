import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

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

/** The repository's files under `dirs` whose names end with one of `endings`, relative to the root with `/`. */
function repositoryFiles(dirs: readonly string[], endings: readonly string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && endings.some((ending) => entry.name.endsWith(ending)))
      .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split(sep).join('/')),
  );
}

/** The text of every comment of a TypeScript or JavaScript source, in order. */
function commentsOf(source: string, fileName: string): string[] {
  const kind = fileName.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const found = new Map<number, string>();
  const add = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) found.set(range.pos, source.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node): void => {
    add(ts.getLeadingCommentRanges(source, node.pos));
    add(ts.getTrailingCommentRanges(source, node.end));
    ts.forEachChild(node, visit);
  };
  visit(file);
  add(ts.getLeadingCommentRanges(source, file.endOfFileToken.pos));
  return [...found.entries()].sort(([a], [b]) => a - b).map(([, text]) => text);
}

/**
 * The `.ts` and `.mjs` files a comment names, as written: `checker.ts`, `cli/flags.ts`,
 * `./en.ts`, `src/core/recipe.ts`. Patterns (`openapi*.ts`, `{code}.ts`), extensions alone
 * (`.d.ts`) and names inside a URL or a package name are left out.
 */
function namedSourceFiles(comment: string): string[] {
  const pattern = /(?<![\w./*{}@-])((?:\.\.?\/)*(?:[\w.-]+\/)*\w[\w.-]*\.(?:ts|mjs))(?![\w*{}/-])/g;
  return [...comment.matchAll(pattern)].map((match) => match[1] as string);
}

/** Whether a name written in `from` names a file: `./` and `../` from its folder, else any path that ends so. */
function namesAFile(name: string, from: string, files: ReadonlySet<string>, suffixes: ReadonlySet<string>): boolean {
  if (name.startsWith('.'))
    return files.has(
      relative(ROOT, join(ROOT, dirname(from), name))
        .split(sep)
        .join('/'),
    );
  return files.has(name) || suffixes.has(name);
}

describe('file names in code comments', () => {
  const files = new Set(repositoryFiles(['src', 'test', 'bench', 'scripts', 'deploy', 'docs'], ['']));
  // Every tail of every path: `checker.ts`, `checker/checker.ts`, `src/checker/checker.ts`.
  const suffixes = new Set(
    [...files].flatMap((file) => file.split('/').map((_, at, parts) => parts.slice(at).join('/'))),
  );

  it('names only files that exist, in every comment under src/, bench/ and scripts/', () => {
    const missing: string[] = [];
    let named = 0;
    for (const file of repositoryFiles(['src', 'bench', 'scripts'], ['.ts', '.mjs'])) {
      for (const comment of commentsOf(readFileSync(join(ROOT, file), 'utf8'), file)) {
        for (const name of namedSourceFiles(comment)) {
          named += 1;
          if (!namesAFile(name, file, files, suffixes)) missing.push(`${file}: ${name}`);
        }
      }
    }
    assert.ok(named > 100, `only ${named} file names were found in comments: is the pattern still right?`);
    assert.deepEqual(missing, []);
  });

  it('reads comments only, and sees a name that is gone (the check can fail)', () => {
    const source = [
      '/** Reads the table (options/options.ts) and ./checker-files.ts. */',
      "const url = 'see missing-in-a-string.ts'; // the old request-validator.ts",
      '/* https://example.org/blob/main/src/upstream.ts, openapi*.ts, {code}.ts, any .d.ts */',
    ].join('\n');
    const comments = commentsOf(source, 'src/checker/example.ts');
    assert.equal(comments.length, 3);
    const names = comments.flatMap(namedSourceFiles);
    assert.deepEqual(names, ['options/options.ts', './checker-files.ts', 'request-validator.ts']);
    const gone = names.filter((name) => !namesAFile(name, 'src/checker/example.ts', files, suffixes));
    assert.deepEqual(gone, ['./checker-files.ts', 'request-validator.ts']);
    assert.ok(namesAFile('./checker.ts', 'src/checker/example.ts', files, suffixes));
    assert.ok(namesAFile('src/cli/flags.ts', 'bench/run.ts', files, suffixes));
  });
});
