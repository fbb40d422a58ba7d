/**
 * The one registry of languages: a pack per language, as zxcvbn-ts keeps its
 * language packs. A pack says what its language brings; each heavy part is
 * loaded where it is needed, and only then:
 *
 * - page words (direction, messages, number words, units): `pages/{code}.ts`,
 *   of which the server hands each page its own;
 * - messages of the API, MCP, CLI and library, where `messages` is set:
 *   `messages-{code}.ts`, listed in `registry.ts`;
 * - the checker's dictionaries and its warnings' and suggestions' words: the
 *   zxcvbn-ts language packs named in `checker`, the common passwords and
 *   English always added (checker/language-dictionaries.ts builds them);
 * - passphrase word lists in the language, the page's default first
 *   (`wordLists`, loaded from src/wordlists/ by name).
 *
 * This module imports nothing heavy, so that the service worker bundles it
 * alone. A new page language is its page words and one line here; every
 * per-language table is typed by this list, so a missing part fails the build.
 */
import type { WordListName } from '../wordlists/word-list-names.js';

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

/** What the checker uses for a language besides the common passwords and English. */
export interface CheckerWords {
  /** Its packs: its own where npm has one; Catalan, Galician and Basque take Spanish, whose words their speakers write too. */
  readonly packs: readonly CheckerPack[];
  /** The pack whose translations give the warnings and suggestions; null for English's. */
  readonly feedback: CheckerPack | null;
  /** True when its own pack is small (ar: 500 names and no common words; ja: 876 common words): the page says so. */
  readonly thin: boolean;
}

/** What a language brings. */
export interface LanguagePack {
  /** The language code of its pages' paths (`/de/generator`) and of the `lang` option. */
  readonly code: string;
  /** Its name in English, for prose (the reference, the CLI's help). */
  readonly name: string;
  readonly dir: 'ltr' | 'rtl';
  /** True when the API, MCP, CLI and library speak it (a catalogue in registry.ts). */
  readonly messages: boolean;
  /** The checker's words (checker/language-dictionaries.ts). */
  readonly checker: CheckerWords;
  /**
   * The passphrase word lists in the language, the page's default first; EFF's English lists where
   * it has none (its page says so). The page offers every other list after these.
   */
  readonly wordLists: readonly WordListName[];
}

const ENGLISH_LISTS = ['eff_large', 'eff_short'] as const;
/** No pack on npm: the page says that only English and the common passwords are checked. */
const NO_PACK: CheckerWords = { packs: [], feedback: null, thin: false };
const SPANISH_WORDS: CheckerWords = { packs: ['es-es'], feedback: null, thin: false };

/** Every language, the fallback first: the order of the pages' language menu. */
export const LANGUAGE_PACKS = [
  {
    code: 'en',
    name: 'English',
    dir: 'ltr',
    messages: true,
    checker: { packs: [], feedback: 'en', thin: false },
    wordLists: ENGLISH_LISTS,
  },
  {
    code: 'es',
    name: 'Spanish',
    dir: 'ltr',
    messages: true,
    checker: { packs: ['es-es'], feedback: 'es-es', thin: false },
    wordLists: ['es'],
  },
  {
    code: 'nl',
    name: 'Dutch',
    dir: 'ltr',
    messages: false,
    checker: { packs: ['nl-be'], feedback: 'nl-be', thin: false },
    wordLists: ENGLISH_LISTS,
  },
  {
    code: 'de',
    name: 'German',
    dir: 'ltr',
    messages: false,
    checker: { packs: ['de'], feedback: 'de', thin: false },
    wordLists: ['de'],
  },
  {
    code: 'fr',
    name: 'French',
    dir: 'ltr',
    messages: false,
    checker: { packs: ['fr'], feedback: 'fr', thin: false },
    wordLists: ['fr'],
  },
  {
    code: 'it',
    name: 'Italian',
    dir: 'ltr',
    messages: false,
    checker: { packs: ['it'], feedback: 'it', thin: false },
    wordLists: ['it'],
  },
  {
    code: 'pt',
    name: 'Portuguese',
    dir: 'ltr',
    messages: false,
    checker: { packs: ['pt-br'], feedback: 'pt-br', thin: false },
    wordLists: ['pt', 'pt_br'],
  },
  { code: 'ca', name: 'Catalan', dir: 'ltr', messages: false, checker: SPANISH_WORDS, wordLists: ENGLISH_LISTS },
  { code: 'gl', name: 'Galician', dir: 'ltr', messages: false, checker: SPANISH_WORDS, wordLists: ENGLISH_LISTS },
  { code: 'eu', name: 'Basque', dir: 'ltr', messages: false, checker: SPANISH_WORDS, wordLists: ENGLISH_LISTS },
  {
    code: 'pl',
    name: 'Polish',
    dir: 'ltr',
    messages: false,
    checker: { packs: ['pl'], feedback: 'pl', thin: false },
    wordLists: ENGLISH_LISTS,
  },
  { code: 'tr', name: 'Turkish', dir: 'ltr', messages: false, checker: NO_PACK, wordLists: ENGLISH_LISTS },
  {
    code: 'id',
    name: 'Indonesian',
    dir: 'ltr',
    messages: false,
    checker: { packs: ['id'], feedback: 'id', thin: false },
    wordLists: ENGLISH_LISTS,
  },
  { code: 'vi', name: 'Vietnamese', dir: 'ltr', messages: false, checker: NO_PACK, wordLists: ENGLISH_LISTS },
  {
    code: 'ja',
    name: 'Japanese',
    dir: 'ltr',
    messages: false,
    checker: { packs: ['ja'], feedback: 'ja', thin: true },
    wordLists: ['ja'],
  },
  { code: 'ko', name: 'Korean', dir: 'ltr', messages: false, checker: NO_PACK, wordLists: ['ko'] },
  { code: 'hi', name: 'Hindi', dir: 'ltr', messages: false, checker: NO_PACK, wordLists: ENGLISH_LISTS },
  {
    code: 'ar',
    name: 'Arabic',
    dir: 'rtl',
    messages: false,
    checker: { packs: ['ar'], feedback: 'ar', thin: true },
    wordLists: ENGLISH_LISTS,
  },
] as const satisfies readonly LanguagePack[];

/** A language of the registry. */
export type PackLanguage = (typeof LANGUAGE_PACKS)[number]['code'];

/** A language whose pack has messages (a catalogue in registry.ts must exist for each). */
export type PackMessagesLanguage = Extract<(typeof LANGUAGE_PACKS)[number], { readonly messages: true }>['code'];

const BY_CODE: ReadonlyMap<string, LanguagePack> = new Map(LANGUAGE_PACKS.map((pack) => [pack.code, pack]));

/** The pack of a language. */
export function packOf(code: PackLanguage): LanguagePack {
  return BY_CODE.get(code) as LanguagePack;
}
