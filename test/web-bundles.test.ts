import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { describe, it } from 'node:test';
import type { Metafile } from 'esbuild';

// The compiled test runs from dist/test; the build writes dist/src/web/assets.
const METAFILE: Metafile = JSON.parse(
  readFileSync(new URL('../src/web/assets/metafile.json', import.meta.url), 'utf8'),
);
const NODE_BUILTINS = new Set(builtinModules);

/** Every Node module a bundle's inputs are or import, by output file. */
function nodeModulesIn(metafile: Metafile): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
    const names = new Set<string>();
    for (const input of Object.keys(inputs)) {
      if (input.startsWith('node:')) names.add(input);
      for (const imported of metafile.inputs[input]?.imports ?? []) {
        if (imported.path.startsWith('node:') || NODE_BUILTINS.has(imported.path)) names.add(imported.path);
      }
    }
    found[output] = [...names];
  }
  return found;
}

const outputNamed = (prefix: string): Metafile['outputs'][string] => {
  const entry = Object.entries(METAFILE.outputs).find(([path]) => path.split('/').pop()?.startsWith(prefix));
  assert.ok(entry, `no output ${prefix}`);
  return entry[1];
};

describe('the browser bundles (esbuild metafile of npm run build)', () => {
  it('are the two page scripts, the two workers, the stylesheet, the service worker with its registration, and twelve chunks', () => {
    const names = Object.keys(METAFILE.outputs).map((path) => path.split('/').pop()?.split('.')[0]);
    // The sites' database and the eleven word lists, one chunk each.
    assert.deepEqual(names.sort(), [
      'checker-page',
      'checker-worker',
      ...new Array<string>(12).fill('chunk'),
      'generator-page',
      'generator-worker',
      'pages',
      'register-service-worker',
      'service-worker',
    ]);
  });

  it('pull in no node: module and no Node built-in', () => {
    const found = nodeModulesIn(METAFILE);
    assert.equal(Object.keys(found).length, 19);
    for (const [output, modules] of Object.entries(found)) assert.deepEqual(modules, [], output);
  });

  it('the check above catches a bundle that pulls one in (it has teeth)', () => {
    const bad: Metafile = {
      inputs: {
        'src/a.ts': { bytes: 1, imports: [{ path: 'node:crypto', kind: 'import-statement', external: true }] },
        'src/b.ts': { bytes: 1, imports: [{ path: 'fs', kind: 'require-call', external: true }] },
      },
      outputs: {
        'out.js': {
          bytes: 1,
          inputs: { 'src/a.ts': { bytesInOutput: 1 }, 'src/b.ts': { bytesInOutput: 1 } },
          imports: [],
          exports: [],
        },
      },
    };
    assert.deepEqual(nodeModulesIn(bad), { 'out.js': ['node:crypto', 'fs'] });
  });

  it('the generator page runs the service core and the one request reader, and no Ajv runtime (it needs eval)', () => {
    const inputs = Object.keys(outputNamed('generator-page').inputs);
    for (const module of [
      'src/core/generator.ts',
      'src/core/alphabet.ts',
      'src/core/analysis.ts',
      'src/core/crack-time.ts',
      'src/options/read-options.ts',
      'src/engine/recipe-request.ts',
    ]) {
      assert.ok(inputs.includes(module), module);
    }
    for (const output of Object.values(METAFILE.outputs)) {
      assert.deepEqual(
        Object.keys(output.inputs).filter((input) => /node_modules\/ajv/.test(input)),
        [],
      );
    }
  });

  it("the word lists and the sites' database are chunks of their own, which the generator page loads only when asked", () => {
    const generator = outputNamed('generator-page');
    const inputs = Object.keys(generator.inputs);
    for (const data of ['src/wordlists/eff-large.ts', 'src/wordlists/eff-short.ts', 'src/data/password-rules.json']) {
      assert.ok(!inputs.includes(data), `${data} is in the page script`);
      const chunk = Object.entries(METAFILE.outputs).find(([, output]) => Object.hasOwn(output.inputs, data));
      assert.ok(chunk?.[0].split('/').pop()?.startsWith('chunk.'), data);
      const loaded = generator.imports.find((i) => chunk?.[0].endsWith(i.path.split('/').pop() ?? '-'));
      assert.equal(loaded?.kind, 'dynamic-import', data);
    }
    // No chunk is imported statically: what the page needs at once is in the page script alone.
    assert.deepEqual(
      generator.imports.filter((i) => i.kind !== 'dynamic-import'),
      [],
    );
  });

  it('zxcvbn-ts is only in the worker: an estimate can never run on the page main thread', () => {
    const zxcvbn = (prefix: string) =>
      Object.keys(outputNamed(prefix).inputs).filter((input) => input.includes('@zxcvbn-ts/'));
    assert.deepEqual(zxcvbn('checker-page'), []);
    assert.deepEqual(zxcvbn('generator-page'), []);
    assert.ok(zxcvbn('checker-worker').some((input) => input.includes('@zxcvbn-ts/core')));
    // The dictionaries are not bundled: the worker imports their compact form, its page language's only. Only the
    // keyboard graphs of the common pack are.
    assert.deepEqual(
      zxcvbn('checker-worker').filter(
        (input) => input.includes('@zxcvbn-ts/language-') && !input.includes('adjacencyGraphs'),
      ),
      [],
    );
  });
});
