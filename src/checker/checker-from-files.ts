/**
 * A page language's checker from its files, wherever they come from: the library imports them as modules
 * (language-checker.ts), the CLI reads the same modules' files as data (cli/checker-file-reader.ts), the page's worker
 * loads them as scripts. The files are those the build writes (scripts/checker-dictionaries.mjs): every part of
 * the language's dictionaries and the passphrase word lists. Pure: the reading is given.
 */
import type { Language } from '../i18n/languages.js';
import { WORD_LIST_NAMES, type WordListName } from '../wordlists/word-list-names.js';
import { type Checker, type CheckerOptions, createChecker, dictionariesOf } from './checker.js';
import type { CompactDictionaries } from './compact-dictionary.js';
import {
  CHECKER_LANGUAGES,
  CHECKER_PACKS,
  type CheckerPack,
  DICTIONARY_PARTS,
  dictionaryAssetName,
} from './language-dictionaries.js';
import { mergedDictionaries } from './merged-dictionaries.js';
import type { PassphraseList } from './passphrase-fit.js';
import { passphraseListsOf } from './passphrase-lists.js';
import { wordListAssetName } from './word-list-assets.js';

/** One of the checker's files: its compact text, and the text's index where the build wrote one (compact-dictionary.ts). */
export interface CheckerFile {
  readonly text: string;
  readonly index?: Uint8Array;
}

/** Reads one of the checker's files by its asset name (`checker-de-1.txt`, `checker-words-eff_large.txt`). */
export type ReadCheckerFile = (asset: string) => Promise<CheckerFile>;

/** Every dictionary file of `lang`, both parts, as pack code, text and index (first parts first within each pack). */
export function languageDictionaryFiles(
  lang: Language,
  read: ReadCheckerFile,
): Promise<(readonly [CheckerPack, string, Uint8Array?])[]> {
  return packFiles(CHECKER_LANGUAGES[lang].packs, read);
}

/** Every dictionary file of `packs`, both parts, as pack code, text and index (first parts first within each pack). */
async function packFiles(
  packs: readonly CheckerPack[],
  read: ReadCheckerFile,
): Promise<(readonly [CheckerPack, string, Uint8Array?])[]> {
  const wanted = packs.flatMap((pack) => DICTIONARY_PARTS.map((part) => ({ pack, part })));
  const files = await Promise.all(wanted.map(({ pack, part }) => read(dictionaryAssetName(pack, part))));
  return wanted.map(({ pack }, at) => {
    const { text, index } = files[at] as CheckerFile;
    return [pack, text, index] as const;
  });
}

/** The passphrase word lists `names` (every built-in list by default), read from their files. */
export async function readWordLists(
  read: ReadCheckerFile,
  names: readonly WordListName[] = WORD_LIST_NAMES,
): Promise<PassphraseList[]> {
  const files = await Promise.all(names.map((name) => read(wordListAssetName(name))));
  return files.flatMap(({ text, index }) => passphraseListsOf(text, index));
}

/** A checker of `lang` with all of its dictionaries and every built-in passphrase word list. */
export function createCheckerFromFiles(
  lang: Language,
  read: ReadCheckerFile,
  options: Omit<CheckerOptions, 'dictionaries'> = {},
): Promise<Checker> {
  return checkerOfPacks(CHECKER_LANGUAGES[lang].packs, read, options, (dictionaries) => dictionaries);
}

/**
 * A checker of every bundled language: the dictionaries of every pack, each kind of list merged across the packs
 * (merged-dictionaries.ts), and every built-in passphrase word list. `checkPassword` without `lang` uses it.
 */
export function createEveryLanguageChecker(
  read: ReadCheckerFile,
  options: Omit<CheckerOptions, 'dictionaries'> = {},
): Promise<Checker> {
  return checkerOfPacks(CHECKER_PACKS, read, options, (read) => mergedDictionaries(read, CHECKER_PACKS));
}

// A checker of the dictionaries of `packs`, as `shape` makes them, and the word lists.
async function checkerOfPacks(
  packs: readonly CheckerPack[],
  read: ReadCheckerFile,
  options: Omit<CheckerOptions, 'dictionaries'>,
  shape: (dictionaries: CompactDictionaries) => CompactDictionaries,
): Promise<Checker> {
  const [files, wordLists] = await Promise.all([packFiles(packs, read), options.wordLists ?? readWordLists(read)]);
  return createChecker({ ...options, wordLists, dictionaries: shape(dictionariesOf(files)) });
}
