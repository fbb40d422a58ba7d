/**
 * The names, languages, sizes, sources and licences of the built-in
 * passphrase word lists: what option tables, help texts and pages need,
 * without the words (src/wordlists/word-lists.ts loads those), so that
 * importing it never pulls a list into a bundle. README.md beside this file
 * says where each list comes from and how scripts/word-lists.mjs writes it.
 */

/** The names of the lists: the default first, then EFF's short list, then the others by name. */
export const WORD_LIST_NAMES = [
  'eff_large',
  'eff_short',
  'cs',
  'de',
  'es',
  'fr',
  'it',
  'ja',
  'ko',
  'pt',
  'pt_br',
] as const;

/** A list's name. */
export type WordListName = (typeof WORD_LIST_NAMES)[number];

/** What is known of a built-in list, apart from its words. */
export interface WordListInfo {
  readonly name: WordListName;
  /** The BCP 47 tag of its words' language (`pt-BR`). */
  readonly language: string;
  /** Its number of distinct words. */
  readonly size: number;
  /** Where the words come from. */
  readonly source: string;
  /** The licence the words are under (an SPDX identifier). */
  readonly licence: string;
  /** The credit the licence asks for, in English (the CLI's help, the docs). */
  readonly credit: string;
  /** The language's own name, for the pages' list menu (`Deutsch`). */
  readonly languageName: string;
  /** The kind of list, for the pages' list menu. */
  readonly kind: 'EFF' | 'BIP39' | 'Diceware';
  /** The credit in proper names only, the same in every page language. */
  readonly attribution: string;
}

const BIP39_SOURCE = 'BIP39 word list, from the npm package @scure/bip39';
const BIP39_CREDIT = 'BIP39 list, from @scure/bip39 by Patricio Palladino and Paul Miller, MIT licence';
const DICEWARE_SOURCE = "Diceware word list, from Debian's package diceware";

const BIP39_ATTRIBUTION = 'BIP39, npm @scure/bip39, © 2022 Patricio Palladino, Paul Miller, MIT';

const bip39 = (name: WordListName, language: string, languageName: string, size = 2048): WordListInfo => ({
  name,
  language,
  size,
  source: BIP39_SOURCE,
  licence: 'MIT',
  credit: BIP39_CREDIT,
  languageName,
  kind: 'BIP39',
  attribution: BIP39_ATTRIBUTION,
});

/** Every list, in {@link WORD_LIST_NAMES} order. */
export const WORD_LIST_INFO: Readonly<Record<WordListName, WordListInfo>> = Object.freeze({
  eff_large: {
    name: 'eff_large',
    language: 'en',
    size: 7776,
    source: "EFF's large word list (www.eff.org/dice), from the npm package secure-password-utilities",
    licence: 'CC-BY-3.0-US',
    credit: "EFF's large list, by the Electronic Frontier Foundation (www.eff.org/dice), CC BY 3.0 US",
    languageName: 'English',
    kind: 'EFF',
    attribution: 'Electronic Frontier Foundation (EFF), www.eff.org/dice, CC BY 3.0 US',
  },
  eff_short: {
    name: 'eff_short',
    language: 'en',
    size: 1296,
    source: "EFF's short word list 1 (www.eff.org/dice)",
    licence: 'CC-BY-3.0-US',
    credit: "EFF's short list 1, by the Electronic Frontier Foundation (www.eff.org/dice), CC BY 3.0 US",
    languageName: 'English',
    kind: 'EFF',
    attribution: 'Electronic Frontier Foundation (EFF), www.eff.org/dice, CC BY 3.0 US',
  },
  cs: bip39('cs', 'cs', 'Čeština'),
  de: {
    name: 'de',
    language: 'de',
    size: 7768,
    source: DICEWARE_SOURCE,
    licence: 'CC-BY-3.0',
    credit: 'German Diceware list by Uli Fouquet, from the diceware project, CC BY 3.0 (8 words left out)',
    languageName: 'Deutsch',
    kind: 'Diceware',
    attribution: 'Diceware, © 2021 Uli Fouquet (github.com/ulif/diceware), CC BY 3.0',
  },
  es: bip39('es', 'es', 'Español'),
  fr: bip39('fr', 'fr', 'Français'),
  it: bip39('it', 'it', 'Italiano'),
  ja: bip39('ja', 'ja', '日本語'),
  ko: bip39('ko', 'ko', '한국어'),
  pt: bip39('pt', 'pt', 'Português', 2047),
  pt_br: {
    name: 'pt_br',
    language: 'pt-BR',
    size: 7768,
    source: DICEWARE_SOURCE,
    licence: 'CC-BY-3.0',
    credit: 'Brazilian Portuguese Diceware list by drebs, from the diceware project, CC BY 3.0 (8 words left out)',
    languageName: 'Português do Brasil',
    kind: 'Diceware',
    attribution: 'Diceware, © 2019 drebs (github.com/ulif/diceware), CC BY 3.0',
  },
});

/** The documented number of distinct words of each list. */
export const WORD_LIST_SIZES: Readonly<Record<WordListName, number>> = Object.freeze(
  Object.fromEntries(WORD_LIST_NAMES.map((name) => [name, WORD_LIST_INFO[name].size])) as Record<WordListName, number>,
);

/** Who made the lists and under which licence: shown in the CLI's help and the docs. */
export const WORD_LIST_CREDIT = `Word lists: EFF's large list and short list 1, by the Electronic Frontier Foundation (www.eff.org/dice), licensed CC BY 3.0 US (the large list comes from the npm package secure-password-utilities); cs, es, fr, it, ja, ko and pt: the BIP39 lists from the npm package @scure/bip39, by Patricio Palladino and Paul Miller, MIT licence; de and pt_br: the Diceware lists by Uli Fouquet and by drebs, from the diceware project as Debian packages it, licensed CC BY 3.0. The BIP39 and Diceware lists are normalised to NFC and leave out a few vulgar words (docs/cli-and-library.md, "Word lists").`;

/** True for the name of a list. */
export function isWordListName(name: unknown): name is WordListName {
  return typeof name === 'string' && (WORD_LIST_NAMES as readonly string[]).includes(name);
}
