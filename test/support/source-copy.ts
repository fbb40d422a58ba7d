import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// The compiled support module runs from <outDir>/test/support; the sources are three levels up.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * A copy of src without its tests, in a new folder under dist/ named after `name`: inside the project, so
 * that the copy resolves the project's node_modules. The caller removes it.
 */
export function copySources(name: string): string {
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, 'dist', `${name}-`));
  cpSync(join(ROOT, 'src'), join(dir, 'src'), { recursive: true, filter: (path) => !path.endsWith('.test.ts') });
  return dir;
}

/**
 * Type-checks a copy of src in `dir` as `npm run lint` checks the original: the Node side with the project's
 * options, and the browser entries with the DOM and without Node. Fails with the compiler's output.
 */
export function assertCopyTypeChecks(dir: string): void {
  const configs = {
    'tsconfig.json': {
      extends: join(ROOT, 'tsconfig.json'),
      include: ['src/**/*.ts'],
      exclude: ['src/web/browser/**'],
    },
    'tsconfig.web.json': {
      extends: join(ROOT, 'tsconfig.web.json'),
      include: ['src/web/browser/**/*.ts'],
      exclude: [],
    },
  };
  const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
  for (const [name, config] of Object.entries(configs)) {
    const compilerOptions = { noEmit: true, incremental: false, rootDir: '.' };
    writeFileSync(join(dir, name), JSON.stringify({ ...config, compilerOptions }));
    const result = spawnSync(process.execPath, [tsc, '-p', join(dir, name)], { encoding: 'utf8' });
    assert.equal(result.status, 0, `${name}: ${result.stdout}${result.stderr}`);
  }
}

/**
 * Writes `entry` (TypeScript re-exporting from `./src/...`) as `dir/entry.ts` and bundles it with the copy's
 * sources into `dir/out/entry.js` for Node, the packages left external; returns the bundle's path.
 */
export async function bundleCopyEntry(dir: string, entry: string): Promise<string> {
  writeFileSync(join(dir, 'entry.ts'), entry);
  const outfile = join(dir, 'out/entry.js');
  await build({
    entryPoints: [join(dir, 'entry.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
  return outfile;
}
