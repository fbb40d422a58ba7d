/**
 * Passphrases drawn on the caller's machine (the library and the CLI): the options read once, the
 * list loaded, then the engine's draw; a refused request throws its problem, worded once.
 */
import type { Capitalize, PassphraseGenerator } from '../core/passphrase.js';
import { applyLanguage, languageInBody } from '../i18n/languages.js';
import { ownFields } from '../options/read-options.js';
import type { WordListName } from '../wordlists/word-list-names.js';
import { loadWordList } from '../wordlists/word-lists.js';
import { drawPassphrases } from './engine.js';
import type { PassphraseAnalysisBody } from './passphrase-analysis.js';
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
  // Read once, own properties only: the language and the request see the same fields.
  const fields = options === undefined ? undefined : ownFields(options);
  const lang = applyLanguage(languageInBody(fields)).messages;
  const request = readPassphraseRequest(options === undefined ? undefined : (fields ?? null));
  if (!request.ok) throw optionsError(request.problem, lang);
  const draw = drawPassphrases(request.options, await loadList(request.options.list), generator, lang);
  if (!draw.ok) throw optionsError(draw.problem, lang);
  return { passphrases: draw.passphrases, analysis: draw.analysis };
}
