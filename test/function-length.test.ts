import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// The compiled test runs from <outDir>/test; the sources are two levels up.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The house's limit: no function over this many lines, blank lines left out. */
const MAX_LINES = 80;

/**
 * Every function of a source longer than `maxLines` lines (blank lines left out), its nested
 * functions counted in: Biome's noExcessiveLinesPerFunction counts a nested function apart,
 * so a factory made of closures passes it at any length.
 */
function longFunctions(source: string, fileName: string, maxLines: number): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const lines = source.split('\n');
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
      const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const last = file.getLineAndCharacterOfPosition(node.end).line;
      const count = lines.slice(first, last + 1).filter((line) => line.trim() !== '').length;
      const name = node.name === undefined ? '(anonymous)' : node.name.getText(file);
      if (count > maxLines) found.push(`${fileName}:${first + 1} ${name} (${count} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('function length', () => {
  it(`src/ has no function over ${MAX_LINES} lines, nested functions included (tests aside)`, () => {
    const long: string[] = [];
    const src = join(ROOT, 'src');
    for (const entry of readdirSync(src, { withFileTypes: true, recursive: true })) {
      const { name } = entry;
      if (!entry.isFile() || !name.endsWith('.ts') || name.endsWith('.test.ts') || name.endsWith('.d.ts')) continue;
      const path = join(entry.parentPath, name);
      long.push(...longFunctions(readFileSync(path, 'utf8'), relative(ROOT, path), MAX_LINES));
    }
    assert.deepEqual(long, []);
  });

  it('counts nested functions in, and blank lines out (the check can fail)', () => {
    const body = (lines: number) => Array.from({ length: lines }, (_, at) => `  const v${at} = ${at};`).join('\n');
    const outer = `export function outer() {\n${body(2)}\n\n\n  function inner() {\n${body(3)}\n  }\n  return inner;\n}\n`;
    // outer: its two lines, inner's five, its own first, return and closing lines: 10; inner: 5.
    assert.deepEqual(longFunctions(outer, 'a.ts', 9), ['a.ts:1 outer (10 lines)']);
    assert.deepEqual(longFunctions(outer, 'a.ts', 10), []);
    assert.deepEqual(longFunctions(outer, 'a.ts', 4), ['a.ts:1 outer (10 lines)', 'a.ts:6 inner (5 lines)']);
  });
});
