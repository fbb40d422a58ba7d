import type { Capitalize, PassphraseGenerator, PassphraseShape } from '../core/passphrase.js';
import { isInjectiveShape } from '../core/passphrase-injectivity.js';
import { applyLanguage, languageInBody } from '../i18n/languages.js';
import type { WordListName } from '../wordlists/word-list-names.js';
import { loadWordList } from '../wordlists/word-lists.js';
import { type PassphraseAnalysisBody, passphraseAnalysisBody } from './passphrase-analysis.js';
import { readPassphraseRequest } from './passphrase-request.js';
import { optionsError } from './passwords.js';

/** The options of `generatePassphrases`; every one optional, with the table's defaults. */
export interface GeneratePassphrasesOptions {
  /** Words per passphrase, 3 to 20 (default 6). */
  readonly words?: number;
  /** `eff_large` (default, 7,776 words) or `eff_short` (1,296 words). */
  readonly list?: WordListName;
  /** 0 to 8 printable ASCII characters between words (default `-`). */
  readonly separator?: string;
  /** `none` (default), `first` or `random`. */
  readonly capitalize?: Capitalize;
  /** One digit 0-9 appended to one word chosen uniformly (default false). */
  readonly digit?: boolean;
  /** Passphrases returned, 1 to 20 (default 1). */
  readonly count?: number;
  /** Language of the crack-time words and of error messages (`en`, `es`); anything else is English. */
  readonly lang?: string;
}

export type { PassphraseAnalysisBody } from './passphrase-analysis.js';

/** Passphrases and their exact analysis. */
export interface GeneratedPassphrases {
  readonly passphrases: string[];
  readonly analysis: PassphraseAnalysisBody;
}

/** Loads a list by name; tests pass tiny lists through this seam, the public API never does. */
export type WordListLoader = (name: WordListName) => Promise<readonly string[]>;

/**
 * Draws passphrases: validates the options (throwing a GenerateOptionsError
 * with the code, field and message), loads the list, refuses a shape in which
 * two choices could write the same string (`ambiguous_passphrase`), and
 * returns the passphrases with their exact analysis.
 */
export async function generatePassphrasesLocally(
  generator: PassphraseGenerator,
  options?: GeneratePassphrasesOptions,
  loadList: WordListLoader = loadWordList,
): Promise<GeneratedPassphrases> {
  const lang = applyLanguage(languageInBody(options)).messages;
  const request = readPassphraseRequest(options);
  if (!request.ok) throw optionsError(request.problem, lang);
  const { words, list, separator, capitalize, digit, count } = request.options;
  const shape: PassphraseShape = { list: await loadList(list), words, separator, capitalize, digit };
  if (!isInjectiveShape(shape)) throw optionsError({ code: 'ambiguous_passphrase' }, lang);
  const passphrases = generator.generate({ ...shape, count });
  return { passphrases, analysis: passphraseAnalysisBody(shape, lang) };
}
