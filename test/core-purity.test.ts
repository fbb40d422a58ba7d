import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// The compiled test runs from <outDir>/test; the sources are two levels up.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CORE = join(ROOT, 'src', 'core');
const FORBIDDEN_GLOBALS = new Set([
  'process',
  'Date',
  'crypto',
  'require',
  'Buffer',
  'globalThis',
  'setTimeout',
  'fetch',
]);

/** Every way a core file reaches outside itself: non-relative imports, forbidden globals, Math.random. */
function impurities(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier !== undefined) {
      const specifier = (node.moduleSpecifier as ts.StringLiteral).text;
      if (!specifier.startsWith('./')) found.push(`imports ${specifier}`);
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) found.push('dynamic import');
    if (ts.isIdentifier(node) && FORBIDDEN_GLOBALS.has(node.text)) {
      const parent = node.parent;
      const isPropertyName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        (ts.isPropertySignature(parent) && parent.name === node);
      if (!isPropertyName) found.push(`uses ${node.text}`);
    }
    if (ts.isPropertyAccessExpression(node) && node.getText(file) === 'Math.random') found.push('uses Math.random');
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const coreFiles = () => readdirSync(CORE).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

describe('the core is pure', () => {
  it('has source files to check', () => {
    assert.ok(coreFiles().includes('generator.ts'));
    assert.ok(coreFiles().length >= 5);
  });

  it('no file in src/core imports node: modules or anything outside the core, or uses process, Date, crypto, Math.random', () => {
    const problems = coreFiles().flatMap((name) =>
      impurities(name, readFileSync(join(CORE, name), 'utf8')).map((problem) => `${name}: ${problem}`),
    );
    assert.deepEqual(problems, []);
  });

  it('the checker catches each kind of impurity (it has teeth)', () => {
    assert.deepEqual(impurities('a.ts', "import { randomBytes } from 'node:crypto';"), ['imports node:crypto']);
    assert.deepEqual(impurities('a.ts', "import { x } from '../i18n/x.js';"), ['imports ../i18n/x.js']);
    assert.deepEqual(impurities('a.ts', 'export const t = Date.now();'), ['uses Date']);
    assert.deepEqual(impurities('a.ts', 'export const r = Math.random();'), ['uses Math.random']);
    assert.deepEqual(impurities('a.ts', 'export const e = process.env.X;'), ['uses process']);
    assert.deepEqual(impurities('a.ts', 'crypto.getRandomValues(new Uint8Array(1));'), ['uses crypto']);
    assert.deepEqual(impurities('a.ts', "const m = await import('node:fs');"), ['dynamic import']);
    assert.deepEqual(impurities('a.ts', '// Date and crypto in a comment\nexport const o = { process: 1 };'), []);
  });

  it('compiles alone without Node types (tsc -p tsconfig.core.json)', () => {
    const tsc = join(ROOT, 'node_modules', '.bin', 'tsc');
    const result = spawnSync(tsc, ['-p', join(ROOT, 'tsconfig.core.json')], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(result.status, 0, `${result.stdout}${result.stderr}`);
  });
});
