// @ts-check
/**
 * `npm pack` and `npm publish`: the package.json inside the tarball carries no
 * `scripts`. Every one of them (build, test, start, prepare, ...) needs files
 * that are not shipped, and npm warns about `prepare` on every install of the
 * tarball. `strip` (the last step of prepack) keeps the project's package.json
 * aside and writes it without scripts; `restore` (postpack) puts it back. A
 * pack interrupted in between is repaired by the next `strip` or `restore`.
 *
 * Usage: node scripts/package-manifest.mjs strip|restore
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const MANIFEST = fileURLToPath(new URL('../package.json', import.meta.url));
/** The project's own package.json while a pack runs (ignored by git). */
export const KEPT = fileURLToPath(new URL('../package.json.prepack', import.meta.url));

/** Puts the kept package.json back, if one was kept. */
export function restore() {
  if (existsSync(KEPT)) renameSync(KEPT, MANIFEST);
}

/** Keeps the package.json aside and writes the one the tarball gets: the same, without `scripts`. */
export function strip() {
  restore();
  const text = readFileSync(MANIFEST, 'utf8');
  const { scripts: _scripts, ...packed } = JSON.parse(text);
  writeFileSync(KEPT, text);
  writeFileSync(MANIFEST, `${JSON.stringify(packed, null, 2)}\n`);
}

const command = process.argv[2];
if (command === 'strip') strip();
else if (command === 'restore') restore();
else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stderr.write('usage: node scripts/package-manifest.mjs strip|restore\n');
  process.exit(2);
}
