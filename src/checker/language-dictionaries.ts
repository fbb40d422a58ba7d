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
import type { Language } from '../i18n/languages.js';
import { type CheckerPack, LANGUAGE_PACKS } from '../i18n/packs.js';

export type { CheckerPack } from '../i18n/packs.js';

/** What the checker does for one page language. */
export interface CheckerLanguage {
  /** The packs whose words are checked, `common` and `en` first. */
  readonly packs: readonly CheckerPack[];
  /** The pack whose feedback translations give the warning and suggestions; English when it has none. */
  readonly feedback: CheckerPack | null;
  /** True when the language's own pack is small: the page says so. */
  readonly thin: boolean;
}

const BASE = ['common', 'en'] as const;

/** The checker's dictionaries of every page language, from each language's pack (i18n/packs.ts). */
export const CHECKER_LANGUAGES: { readonly [L in Language]: CheckerLanguage } = Object.fromEntries(
  LANGUAGE_PACKS.map(({ code, checker }) => [
    code,
    { packs: [...BASE, ...checker.packs], feedback: checker.feedback, thin: checker.thin },
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
