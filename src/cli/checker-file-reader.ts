/**
 * The checker's files for `check`, read as data: the build writes each as an ES module whose text is a template
 * literal (scripts/checker-dictionaries.mjs, `dictionaryModule`); reading the file and undoing its three escapes
 * takes about half the time of importing it, and the hash tables come ready in the index the build writes beside
 * each module (compact-dictionary.ts, `compactIndexOf`; docs/benchmarks.md). The modules are in `checker/dictionary-data`,
 * beside this folder in the compiled tree (dist/src) and in the package, whose `check` is bundled into
 * `cli/check-command.js`.
 */
import { readFile } from 'node:fs/promises';
import type { ReadCheckerFile } from '../checker/checker-from-files.js';

const DATA = new URL('../checker/dictionary-data/', import.meta.url);
const PREFIX = 'export default `';
const SUFFIX = '`;\n';

/** The text a dictionary module holds, from the module's source; throws when the source is not such a module. */
export function textOfDictionaryModule(source: string): string {
  if (!source.startsWith(PREFIX) || !source.endsWith(SUFFIX)) throw new Error('not a checker dictionary module');
  const body = source.slice(PREFIX.length, source.length - SUFFIX.length);
  return body.includes('\\') ? body.replace(/\\([\\`$])/g, '$1') : body;
}

/** The index beside a module, or undefined without one (the checker then builds the tables). */
async function indexOf(file: URL): Promise<Uint8Array | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** A reader of the checker's files in `folder` (a `file:` URL ending in `/`). */
export function checkerFileReader(folder: URL): ReadCheckerFile {
  return async (asset) => {
    const name = asset.replace(/\.txt$/, '');
    const [source, index] = await Promise.all([
      readFile(new URL(`${name}.js`, folder), 'utf8'),
      indexOf(new URL(`${name}.index`, folder)),
    ]);
    const text = textOfDictionaryModule(source);
    return index === undefined ? { text } : { text, index };
  };
}

/** Reads one of the checker's files by its asset name (`checker-de-1.txt`), with its index (`checker-de-1.index`). */
export const readCheckerFile: ReadCheckerFile = checkerFileReader(DATA);
