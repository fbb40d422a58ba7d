/**
 * Which dictionaries the checker uses for each page language, from the language registry's packs: one map, keyed
 * by the page's language code, for the page, `check --lang` and `checkPassword(p, { lang })` alike. The dictionaries are zxcvbn-ts's language packs
 * (npm `@zxcvbn-ts/language-*`, MIT), built into the compact form by scripts/checker-dictionaries.mjs.
 *
 * Every language checks the common passwords and English, since English words are everywhere in passwords; a
 * language with a pack of its own adds it. Catalan, Galician and Basque have no pack: their speakers also write
 * Spanish, so their pages check the Spanish pack. Turkish, Vietnamese, Korean and Hindi have none on npm: their
 * pages say that only English and the common passwords are checked. Packs are never mixed otherwise: every
 * further pack costs download and time, and a German word on the French page is no likelier than random letters.
 */
import { languageOfTag } from '../i18n/language-codes.js';
import type { Language } from '../i18n/languages.js';
import { type CheckerPack, LANGUAGE_PACKS } from '../i18n/packs.js';
import type { WordListName } from '../wordlists/word-list-names.js';

export type { CheckerPack } from '../i18n/packs.js';

/** What the checker does for one page language. */
export interface CheckerLanguage {
  /** The packs whose words are checked, `common` and `en` first. */
  readonly packs: readonly CheckerPack[];
  /** The pack whose feedback translations give the warning and suggestions; English when it has none. */
  readonly feedback: CheckerPack | null;
  /** True when the language's own pack is small: the page says so. */
  readonly thin: boolean;
  /**
   * The passphrase word lists the page recognises: English's, then the language's own (those its generator page
   * offers first). The library and `check` recognise every built-in list.
   */
  readonly wordLists: readonly WordListName[];
}

const BASE = ['common', 'en'] as const;
const ENGLISH_WORD_LISTS = LANGUAGE_PACKS[0].wordLists;

/** The checker's dictionaries of every page language, from each language's pack (i18n/packs.ts). */
export const CHECKER_LANGUAGES: { readonly [L in Language]: CheckerLanguage } = Object.fromEntries(
  LANGUAGE_PACKS.map(({ code, checker, wordLists }) => [
    code,
    {
      packs: [...BASE, ...checker.packs],
      feedback: checker.feedback,
      thin: checker.thin,
      wordLists: [...new Set([...ENGLISH_WORD_LISTS, ...wordLists])],
    },
  ]),
) as unknown as { readonly [L in Language]: CheckerLanguage };

/** Every pack some language uses, each once. */
export const CHECKER_PACKS: readonly CheckerPack[] = [
  ...new Set(Object.values(CHECKER_LANGUAGES).flatMap((language) => language.packs)),
];

/** The parts of a pack's compact form: the first words of every list, then the rest. */
export const DICTIONARY_PARTS = [1, 2] as const;

/** A part of a pack's compact form. */
export type DictionaryPart = (typeof DICTIONARY_PARTS)[number];

/** The asset name of a part of a pack (scripts/checker-dictionaries.mjs writes it). */
export function dictionaryAssetName(pack: CheckerPack, part: DictionaryPart): string {
  return `checker-${pack}-${part}.txt`;
}

/** How many of the browser's other languages the checker page adds, besides its own and English. */
export const BROWSER_LANGUAGES_ADDED = 2;

/**
 * The person's other languages whose words the checker page adds: the first {@link BROWSER_LANGUAGES_ADDED} languages
 * of `preferred` (the browser's `navigator.languages`) that have pages, are neither the page's own nor English, and
 * bring a pack or a word list the page does not check already; in that order.
 */
export function browserLanguages(lang: Language, preferred: readonly unknown[]): readonly Language[] {
  const own = CHECKER_LANGUAGES[lang];
  const languages: Language[] = [];
  for (const tag of preferred) {
    const found = typeof tag === 'string' ? languageOfTag(tag) : undefined;
    if (found === undefined || found === lang || found === 'en' || languages.includes(found)) continue;
    const { packs, wordLists } = CHECKER_LANGUAGES[found];
    if (packs.every((pack) => own.packs.includes(pack)) && wordLists.every((list) => own.wordLists.includes(list)))
      continue;
    languages.push(found);
    if (languages.length === BROWSER_LANGUAGES_ADDED) break;
  }
  return languages;
}

/** The packs of {@link browserLanguages} that the page does not check already. */
export function browserLanguagePacks(lang: Language, preferred: readonly unknown[]): readonly CheckerPack[] {
  return addedBy(lang, preferred, (language) => language.packs);
}

/** The word lists of {@link browserLanguages} that the page does not recognise already. */
export function browserLanguageWordLists(lang: Language, preferred: readonly unknown[]): readonly WordListName[] {
  return addedBy(lang, preferred, (language) => language.wordLists);
}

function addedBy<T>(
  lang: Language,
  preferred: readonly unknown[],
  of: (language: CheckerLanguage) => readonly T[],
): T[] {
  const own = new Set(of(CHECKER_LANGUAGES[lang]));
  const added = browserLanguages(lang, preferred).flatMap((found) => of(CHECKER_LANGUAGES[found]));
  return [...new Set(added)].filter((item) => !own.has(item));
}
