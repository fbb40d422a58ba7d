/**
 * The checker of a page language for the library: its files (checker-from-files.ts) are ES modules beside this one
 * (`dictionary-data/checker-{pack}-{part}.js`, `dictionary-data/checker-words-{list}.js`, written by the build),
 * imported on demand, so that a bundler carries them as chunks and Node reads only the packs of the language
 * asked for. The CLI reads the same files as data instead (cli/checker-file-reader.ts): faster, and Node only.
 */
import type { Language } from '../i18n/languages.js';
import type { Checker, CheckerOptions } from './checker.js';
import { type CheckerFile, createCheckerFromFiles, createEveryLanguageChecker } from './checker-from-files.js';

/** The text of one file, by its asset name (`checker-de-1.txt`); its hash tables are built as it is read. */
async function moduleText(asset: string): Promise<CheckerFile> {
  const loaded: { default: string } = await import(`./dictionary-data/${asset.replace(/\.txt$/, '')}.js`);
  return { text: loaded.default };
}

/** A checker of `lang` with all of its dictionaries. */
export function createLanguageChecker(
  lang: Language,
  options: Omit<CheckerOptions, 'dictionaries'> = {},
): Promise<Checker> {
  return createCheckerFromFiles(lang, moduleText, options);
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

let everyLanguage: Promise<Checker> | undefined;

/** The checker of every bundled language (checker-from-files.ts), built on first use and kept. */
export function everyLanguageChecker(): Promise<Checker> {
  everyLanguage ??= createEveryLanguageChecker(moduleText);
  return everyLanguage;
}
