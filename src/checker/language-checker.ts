/**
 * The checker of a page language with every part of its dictionaries and every built-in passphrase word list, for
 * the library and the CLI (the page's
 * worker loads the same files as assets, first part first). The compact files are ES modules beside this one
 * (`dictionary-data/checker-{pack}-{part}.js`, written by the build), imported on demand, so that a bundler
 * carries them as chunks and Node reads only the packs of the language asked for.
 */
import type { Language } from '../i18n/languages.js';
import { loadBuiltInWordLists } from './builtin-word-lists.js';
import { type Checker, type CheckerOptions, createChecker, dictionariesOf } from './checker.js';
import { CHECKER_LANGUAGES, type CheckerPack, DICTIONARY_PARTS, dictionaryAssetName } from './language-dictionaries.js';

/** The text of one compact file. */
async function dictionaryText(pack: CheckerPack, part: 1 | 2): Promise<string> {
  const name = dictionaryAssetName(pack, part).replace(/\.txt$/, '');
  const loaded: { TEXT: string } = await import(`./dictionary-data/${name}.js`);
  return loaded.TEXT;
}

/** The compact files' texts of a page language, both parts, keyed `{pack}-{part}`. */
export async function languageDictionaryTexts(lang: Language): Promise<Record<string, string>> {
  const wanted = CHECKER_LANGUAGES[lang].packs.flatMap((pack) => DICTIONARY_PARTS.map((part) => ({ pack, part })));
  const texts = await Promise.all(wanted.map(({ pack, part }) => dictionaryText(pack, part)));
  const files: Record<string, string> = {};
  wanted.forEach(({ pack }, index) => {
    files[`${pack}\u0000${index}`] = texts[index] as string;
  });
  return files;
}

/** A checker of `lang` with all of its dictionaries. */
export async function createLanguageChecker(
  lang: Language,
  options: Omit<CheckerOptions, 'dictionaries'> = {},
): Promise<Checker> {
  const files = await languageDictionaryTexts(lang);
  // The pack code names the feedback translations: the key's suffix only keeps the parts apart.
  const byPack = Object.entries(files).map(([key, text]) => [key.slice(0, key.indexOf('\u0000')), text] as const);
  const wordLists = options.wordLists ?? (await loadBuiltInWordLists());
  return createChecker({ ...options, wordLists, dictionaries: dictionariesOf(byPack) });
}

const checkers = new Map<Language, Promise<Checker>>();

/** The checker of `lang`, built on first use and kept. */
export function languageChecker(lang: Language): Promise<Checker> {
  let checker = checkers.get(lang);
  if (checker === undefined) {
    checker = createLanguageChecker(lang);
    checkers.set(lang, checker);
  }
  return checker;
}
