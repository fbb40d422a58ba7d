/**
 * The zxcvbn-ts language packs as published (npm, MIT), in the checker's compact format with nothing left out: the
 * reference the built dictionaries are held against (src/checker/dictionary-shadow.test.ts, bench/dictionary-format.ts).
 */
import { createRequire } from 'node:module';
import { DICTIONARY_HEADER } from '../../src/checker/compact-dictionary.js';

const require = createRequire(import.meta.url);

/** One pack as published: every list, every word in its order (normalised as the checker compares). */
export function publishedPackText(pack: string): { text: string; words: Map<string, string[]> } {
  const loaded = require(`@zxcvbn-ts/language-${pack}`);
  const dictionary: Record<string, (string | number)[]> = loaded.dictionary ?? {};
  const lines = [DICTIONARY_HEADER];
  if (loaded.translations !== undefined) {
    const { warnings, suggestions } = loaded.translations;
    lines.push(`\u0002${JSON.stringify({ warnings, suggestions })}`);
  }
  const words = new Map<string, string[]>();
  for (const [list, entries] of Object.entries(dictionary)) {
    const name = list.endsWith(`-${pack}`) ? list : `${list}-${pack}`;
    const normalised = entries.map((entry) => String(entry).normalize('NFKC').toLowerCase());
    words.set(name, normalised);
    lines.push(`\u0001${name} 1`, ...normalised);
  }
  return { text: `${lines.join('\n')}\n`, words };
}
