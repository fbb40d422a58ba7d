import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { importCycles, importGraph, typeScriptFiles } from './support/import-graph.js';

// The compiled test runs from <outDir>/test; the sources are two levels up.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function cyclesIn(files: Record<string, string>): string[][] {
  const dir = mkdtempSync(join(tmpdir(), 'pwgen-import-cycles-'));
  try {
    for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);
    return importCycles(importGraph(typeScriptFiles(dir)), dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The arrows from files of `layer` (tests left out) to files outside `allowedLayers`, as `from -> to`. */
function arrowsOut(
  graph: ReadonlyMap<string, readonly string[]>,
  src: string,
  layer: string,
  allowedLayers: readonly string[],
): string[] {
  const allowed = allowedLayers.map((name) => join(src, name) + sep);
  const arrows: string[] = [];
  for (const [file, targets] of graph) {
    if (!file.startsWith(join(src, layer) + sep) || file.endsWith('.test.ts')) continue;
    for (const target of targets) {
      if (!allowed.some((dir) => target.startsWith(dir)))
        arrows.push(`${relative(src, file)} -> ${relative(src, target)}`);
    }
  }
  return arrows;
}

/** The arrows from files of `layer` (tests left out) into `forbidden`, as `from -> to`. */
function arrowsInto(graph: ReadonlyMap<string, readonly string[]>, src: string, layer: string, forbidden: string) {
  const into = join(src, forbidden) + sep;
  return arrowsOut(graph, src, layer, [layer])
    .filter((arrow) => join(src, arrow.split(' -> ')[1] ?? '').startsWith(into))
    .sort();
}

describe('layers', () => {
  // Each layer imports only the layers below it. The analysis in words (the body every surface sends)
  // sits on the core and the catalogues; the contract describes the service without loading its
  // adapters (a Redis client, the HTTP server, the CLI); the option table and its problems serve every
  // surface, so they know none of them; the local engine serves the library, the CLI and the pages,
  // and imports none of them. Word lists are data.
  const LAYERS: Readonly<Record<string, readonly string[]>> = {
    analysis: ['analysis', 'core', 'i18n'],
    options: ['options', 'core', 'i18n', 'wordlists'],
    api: ['api', 'analysis', 'options', 'core', 'i18n', 'wordlists'],
    engine: ['engine', 'analysis', 'options', 'core', 'i18n', 'wordlists'],
  };
  const src = join(ROOT, 'src');
  const graph = importGraph(typeScriptFiles(src));
  for (const [layer, allowedLayers] of Object.entries(LAYERS)) {
    it(`src/${layer} imports only ${allowedLayers.join(', ')}`, () => {
      assert.deepEqual(arrowsOut(graph, src, layer, allowedLayers), []);
    });
  }

  // api/ is the HTTP and MCP contract only: the surfaces beside it (the engine, the pages, the CLI)
  // and the checker they share use what lies below it, never the contract itself.
  for (const layer of ['engine', 'web', 'cli', 'checker']) {
    it(`src/${layer} does not import src/api`, () => {
      assert.deepEqual(arrowsInto(graph, src, layer, 'api'), []);
    });
  }

  it('sees an arrow out of a layer and into a forbidden one (the check can fail)', () => {
    const arrow = (from: string[], to: string[]) => `${join(...from)} -> ${join(...to)}`;
    const fake = new Map([
      [join(src, 'web', 'page.ts'), [join(src, 'api', 'contract', 'x.ts'), join(src, 'core', 'y.ts')]],
      [join(src, 'web', 'page.test.ts'), [join(src, 'api', 'contract', 'x.ts')]],
    ]);
    assert.deepEqual(arrowsOut(fake, src, 'web', ['web', 'core']), [
      arrow(['web', 'page.ts'], ['api', 'contract', 'x.ts']),
    ]);
    assert.deepEqual(arrowsInto(fake, src, 'web', 'api'), [arrow(['web', 'page.ts'], ['api', 'contract', 'x.ts'])]);
    assert.deepEqual(arrowsInto(fake, src, 'web', 'core'), [arrow(['web', 'page.ts'], ['core', 'y.ts'])]);
  });
});

describe('import cycles', () => {
  it('src/ has none, type-only imports included', () => {
    const files = typeScriptFiles(join(ROOT, 'src'));
    const graph = importGraph(files);
    assert.ok(graph.size > 30, `found ${graph.size} modules in src/`);
    const ratelimit = [...graph.keys()].filter((file) => file.includes('ratelimit'));
    assert.ok(ratelimit.length >= 6, 'the rate-limit modules are read');
    assert.deepEqual(importCycles(graph, ROOT), []);
  });

  it('are found through type-only imports, re-exports and dynamic imports (the check can fail)', () => {
    assert.deepEqual(
      cyclesIn({
        'a.ts': "import type { B } from './b.js';\nexport interface A { b?: B }\n",
        'b.ts': "import { c } from './c.js';\nexport interface B { c: typeof c }\n",
        'c.ts': "export { type A } from './a.js';\nexport const c = 1;\n",
        'd.ts': "import { c } from './c.js';\nexport const d = c;\n",
      }),
      [['a.ts', 'b.ts', 'c.ts', 'a.ts']],
    );
    assert.deepEqual(
      cyclesIn({
        'e.ts': "export async function e() { return import('./f.js'); }\n",
        'f.ts': "import { e } from './e.js';\nexport const f = e;\n",
      }),
      [['e.ts', 'f.ts', 'e.ts']],
    );
    assert.deepEqual(cyclesIn({ 'g.ts': "import type { G } from './g.js';\nexport type G = string;\n" }), [
      ['g.ts', 'g.ts'],
    ]);
    assert.deepEqual(
      cyclesIn({ 'h.ts': "import { i } from './i.js';\nexport const h = i;\n", 'i.ts': 'export const i = 1;\n' }),
      [],
    );
  });
});
