/**
 * Passphrases drawn on the caller's machine (the library and the CLI): the options read once, the
 * list loaded, then the engine's draw; a refused request throws its problem, worded once.
 */

import type { PassphraseAnalysisBody } from '../analysis/passphrase-analysis.js';
import type { Capitalize, PassphraseGenerator } from '../core/passphrase.js';
import { applyLanguage, languageInBody } from '../i18n/languages.js';
import type { Problem } from '../options/problems.js';
import { ownFields } from '../options/read-options.js';
import type { WordListName } from '../wordlists/word-list-names.js';
import { loadWordList } from '../wordlists/word-lists.js';
import { drawPassphrases } from './engine.js';
import { optionsError } from './errors.js';
import { readPassphraseRequest } from './passphrase-request.js';
import { readScenariosOption, type ScenariosField, scenariosField } from './scenarios.js';
import { readWordList } from './word-list-request.js';

/** The options of `generatePassphrases`; every one optional, with the table's defaults. */
export interface GeneratePassphrasesOptions {
  /** Words per passphrase, 3 to 20 (default 6). */
  readonly words?: number;
  /** A built-in list by name (`wordLists()` lists them): `eff_large` (default), `eff_short`, `de`, `fr`, … */
  readonly list?: WordListName;
  /**
   * Your own list instead of a built-in one (not with `list`): 2 to 1,000,000 distinct words,
   * normalised to NFC. A word given twice is refused (`duplicate_word`).
   */
  readonly wordList?: readonly string[];
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
  /** True to get `scenarios` beside the analysis: the crack time against named real attacks (scenarios.ts). */
  readonly scenarios?: boolean;
}

export type { PassphraseAnalysisBody } from '../analysis/passphrase-analysis.js';

/** Passphrases and their exact analysis. */
export interface GeneratedPassphrases extends ScenariosField {
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
  const switched = readScenariosOption(fields);
  if (!switched.ok) throw optionsError(switched.problem, lang);
  const { scenarios, rest: others } = switched;
  const own = ownList(others);
  if (own !== undefined && !own.ok) throw optionsError(own.problem, lang);
  const request = readPassphraseRequest(options === undefined ? undefined : (own?.rest ?? others ?? null));
  if (!request.ok) throw optionsError(request.problem, lang);
  const list = own === undefined ? await loadList(request.options.list) : own.words;
  const draw = drawPassphrases(request.options, list, generator, lang);
  if (!draw.ok) throw optionsError(draw.problem, lang);
  const { passphrases, analysis } = draw;
  return { passphrases, analysis, ...scenariosField(scenarios, analysis.log10_guesses, lang) };
}

type OwnList =
  | { readonly ok: true; readonly words: readonly string[]; readonly rest: Record<string, unknown> }
  | { readonly ok: false; readonly problem: Problem };

// The caller's own list, read apart from the table's options (a list of words is no row of the
// table); undefined when `wordList` is not given.
function ownList(fields: Readonly<Record<string, unknown>> | undefined): OwnList | undefined {
  if (fields === undefined || fields.wordList === undefined) return undefined;
  if (fields.list !== undefined) {
    return { ok: false, problem: { code: 'conflicting_options', field: 'wordList', params: { other: 'list' } } };
  }
  const read = readWordList(fields.wordList);
  if (!read.ok) return read;
  const rest: Record<string, unknown> = Object.create(null);
  for (const name in fields) if (name !== 'wordList') rest[name] = fields[name];
  return { ok: true, words: read.words, rest };
}
