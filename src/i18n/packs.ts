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
 *   zxcvbn-ts language packs named in `checker` (its first gives the words),
 *   English always added (checker/language-dictionaries.ts);
 * - passphrase word lists in the language, the page's default first
 *   (`wordLists`, loaded from src/wordlists/ by name).
 *
 * This module imports nothing heavy, so that the service worker bundles it
 * alone. A new page language is its page words and one line here; every
 * per-language table is typed by this list, so a missing part fails the build.
 */
import type { WordListName } from '../wordlists/word-list-names.js';

/** The zxcvbn-ts language packs the checker can load (checker/language-dictionaries.ts). */
export type CheckerPackName = 'en' | 'es-es';

/** What a language brings. */
export interface LanguagePack {
  /** The language code of its pages' paths (`/de/generator`) and of the `lang` option. */
  readonly code: string;
  /** Its name in English, for prose (the reference, the CLI's help). */
  readonly name: string;
  readonly dir: 'ltr' | 'rtl';
  /** True when the API, MCP, CLI and library speak it (a catalogue in registry.ts). */
  readonly messages: boolean;
  /** The zxcvbn-ts language packs of its words, its own first; empty when none exists yet. */
  readonly checker: readonly CheckerPackName[];
  /** The passphrase word lists in the language, the page's default first (EFF's English lists where it has none). */
  readonly wordLists: readonly WordListName[];
}

const ENGLISH_LISTS = ['eff_large', 'eff_short'] as const;

/** Every language, the fallback first: the order of the pages' language menu. */
export const LANGUAGE_PACKS = [
  { code: 'en', name: 'English', dir: 'ltr', messages: true, checker: ['en'], wordLists: ENGLISH_LISTS },
  { code: 'es', name: 'Spanish', dir: 'ltr', messages: true, checker: ['es-es'], wordLists: ENGLISH_LISTS },
  { code: 'nl', name: 'Dutch', dir: 'ltr', messages: false, checker: [], wordLists: ENGLISH_LISTS },
  { code: 'de', name: 'German', dir: 'ltr', messages: false, checker: [], wordLists: ENGLISH_LISTS },
  { code: 'fr', name: 'French', dir: 'ltr', messages: false, checker: [], wordLists: ENGLISH_LISTS },
  { code: 'it', name: 'Italian', dir: 'ltr', messages: false, checker: [], wordLists: ENGLISH_LISTS },
  { code: 'pt', name: 'Portuguese', dir: 'ltr', messages: false, checker: [], wordLists: ENGLISH_LISTS },
  { code: 'ca', name: 'Catalan', dir: 'ltr', messages: false, checker: [], wordLists: ENGLISH_LISTS },
  { code: 'gl', name: 'Galician', dir: 'ltr', messages: false, checker: [], wordLists: ENGLISH_LISTS },
  { code: 'eu', name: 'Basque', dir: 'ltr', messages: false, checker: [], wordLists: ENGLISH_LISTS },
  { code: 'pl', name: 'Polish', dir: 'ltr', messages: false, checker: [], wordLists: ENGLISH_LISTS },
  { code: 'tr', name: 'Turkish', dir: 'ltr', messages: false, checker: [], wordLists: ENGLISH_LISTS },
  { code: 'id', name: 'Indonesian', dir: 'ltr', messages: false, checker: [], wordLists: ENGLISH_LISTS },
  { code: 'vi', name: 'Vietnamese', dir: 'ltr', messages: false, checker: [], wordLists: ENGLISH_LISTS },
  { code: 'ja', name: 'Japanese', dir: 'ltr', messages: false, checker: [], wordLists: ENGLISH_LISTS },
  { code: 'ko', name: 'Korean', dir: 'ltr', messages: false, checker: [], wordLists: ENGLISH_LISTS },
  { code: 'hi', name: 'Hindi', dir: 'ltr', messages: false, checker: [], wordLists: ENGLISH_LISTS },
  { code: 'ar', name: 'Arabic', dir: 'rtl', messages: false, checker: [], wordLists: ENGLISH_LISTS },
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
