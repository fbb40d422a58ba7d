/**
 * Which dictionaries the checker uses for each page language: one map, keyed by the page's language code, for
 * the page, `check --lang` and `checkPassword(p, { lang })` alike. The dictionaries are zxcvbn-ts's language packs
 * (npm `@zxcvbn-ts/language-*`, MIT), built into the compact form by scripts/checker-dictionaries.mjs.
 *
 * Every language checks the common passwords and English, since English words are everywhere in passwords; a
 * language with a pack of its own adds it. Catalan, Galician and Basque have no pack: their speakers also write
 * Spanish, so their pages check the Spanish pack. Turkish, Vietnamese, Korean and Hindi have none on npm: their
 * pages say that only English and the common passwords are checked. Packs are never mixed otherwise: every
 * further pack costs download and time, and a German word on the French page is no likelier than random letters.
 */
import type { Language } from '../i18n/languages.js';

/** A zxcvbn-ts language pack, by the code of its npm package (`@zxcvbn-ts/language-{code}`). */
export type CheckerPack =
  | 'common'
  | 'en'
  | 'ar'
  | 'de'
  | 'es-es'
  | 'fr'
  | 'id'
  | 'it'
  | 'ja'
  | 'nl-be'
  | 'pl'
  | 'pt-br';

/** What the checker does for one page language. */
export interface CheckerLanguage {
  /** The packs whose words are checked, `common` and `en` first. */
  readonly packs: readonly CheckerPack[];
  /** The pack whose feedback translations give the warning and suggestions; English when it has none. */
  readonly feedback: CheckerPack | null;
  /**
   * True when the language's own pack is small (`ar`: 500 names and no common words; `ja`: 876 common words):
   * the page says so. False for a language with no pack (the page says that instead).
   */
  readonly thin: boolean;
}

const BASE = ['common', 'en'] as const;

/** The checker's dictionaries of every page language. */
export const CHECKER_LANGUAGES: { readonly [L in Language]: CheckerLanguage } = {
  en: { packs: BASE, feedback: 'en', thin: false },
  es: { packs: [...BASE, 'es-es'], feedback: 'es-es', thin: false },
  nl: { packs: [...BASE, 'nl-be'], feedback: 'nl-be', thin: false },
  de: { packs: [...BASE, 'de'], feedback: 'de', thin: false },
  fr: { packs: [...BASE, 'fr'], feedback: 'fr', thin: false },
  it: { packs: [...BASE, 'it'], feedback: 'it', thin: false },
  pt: { packs: [...BASE, 'pt-br'], feedback: 'pt-br', thin: false },
  ca: { packs: [...BASE, 'es-es'], feedback: null, thin: false },
  gl: { packs: [...BASE, 'es-es'], feedback: null, thin: false },
  eu: { packs: [...BASE, 'es-es'], feedback: null, thin: false },
  pl: { packs: [...BASE, 'pl'], feedback: 'pl', thin: false },
  tr: { packs: BASE, feedback: null, thin: false },
  id: { packs: [...BASE, 'id'], feedback: 'id', thin: false },
  vi: { packs: BASE, feedback: null, thin: false },
  ja: { packs: [...BASE, 'ja'], feedback: 'ja', thin: true },
  ko: { packs: BASE, feedback: null, thin: false },
  hi: { packs: BASE, feedback: null, thin: false },
  ar: { packs: [...BASE, 'ar'], feedback: 'ar', thin: true },
};

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
