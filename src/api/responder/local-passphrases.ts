/**
 * Passphrases on the caller's machine (the library and the CLI): the option
 * table's validation, the word list loaded on first use, the injectivity rule,
 * the generator and the exact analysis, with errors shaped and worded as
 * `generatePasswords` words its own.
 */
import { analyzeBits } from '../../core/analysis.js';
import {
  type Capitalize,
  type PassphraseGenerator,
  type PassphraseShape,
  passphraseBits,
} from '../../core/passphrase.js';
import { isInjectiveShape } from '../../core/passphrase-injectivity.js';
import { listWords, type MessageParams, message } from '../../i18n/catalogue.js';
import { applyLanguage, languageInBody } from '../../i18n/languages.js';
import type { MessageKey } from '../../i18n/messages-en.js';
import type { MessagesLanguage } from '../../i18n/registry.js';
import type { WordListName } from '../../wordlists/word-list-names.js';
import { loadWordList } from '../../wordlists/word-lists.js';
import { suggestName } from '../contract/name-suggestion.js';
import {
  fitsOption,
  PASSPHRASE_FIELDS,
  PASSPHRASE_OPTIONS,
  type PassphraseErrorCode,
  type PassphraseOptions,
} from '../contract/passphrase-options.js';
import { bitsAnalysisFields } from './analysis-body.js';
import { GenerateOptionsError } from './local-generation.js';

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

/** The exact analysis of passphrases: the password analysis's figures, with `words` and `list_size`. */
export interface PassphraseAnalysisBody {
  readonly words: number;
  readonly list_size: number;
  readonly bits: number;
  readonly log10_guesses: number;
  readonly crack_time_log10_seconds: number;
  readonly crack_time: { readonly value: string; readonly unit: string };
  readonly level: 0 | 1 | 2 | 3 | 4;
  readonly level_scale: 'time';
  readonly ceiling: false;
}

/** Passphrases and their exact analysis. */
export interface GeneratedPassphrases {
  readonly passphrases: string[];
  readonly analysis: PassphraseAnalysisBody;
}

/** A refused set of options: the code, maybe the option, maybe the name probably meant. */
export interface PassphraseProblem {
  readonly code: PassphraseErrorCode;
  readonly field?: string;
  readonly suggestion?: string;
}

/** The outcome of reading passphrase options. */
export type PassphraseRequestResult =
  | { readonly ok: true; readonly options: PassphraseOptions }
  | { readonly ok: false; readonly problem: PassphraseProblem };

/**
 * Validates options against the table: unknown names first (with a suggestion
 * when one is close), then each option in table order. Nothing is coerced:
 * `"6"` is not 6. `lang` is never an error.
 */
export function readPassphraseRequest(body: unknown): PassphraseRequestResult {
  if (body === undefined) body = {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, problem: { code: 'invalid_body' } };
  }
  const values = body as Readonly<Record<string, unknown>>;
  const unknown = Object.keys(values).find((name) => !PASSPHRASE_FIELDS.includes(name));
  if (unknown !== undefined) {
    const suggestion = suggestName(
      unknown,
      PASSPHRASE_FIELDS.filter((name) => !Object.hasOwn(values, name)),
    );
    return {
      ok: false,
      problem: { code: 'unknown_parameter', field: unknown, ...(suggestion === undefined ? {} : { suggestion }) },
    };
  }
  const options: Record<string, unknown> = {};
  for (const option of PASSPHRASE_OPTIONS) {
    const value = values[option.wire];
    if (value !== undefined && !fitsOption(option, value)) {
      return { ok: false, problem: { code: option.code, field: option.wire } };
    }
    options[option.wire] = value ?? option.default;
  }
  return { ok: true, options: options as unknown as PassphraseOptions };
}

// The values each message needs: the option's range or choices, and the accepted names.
function problemParams(problem: PassphraseProblem, lang: MessagesLanguage): MessageParams {
  const option = PASSPHRASE_OPTIONS.find((o) => o.wire === problem.field);
  const params: Record<string, string | number> = {
    field: problem.field ?? '',
    suggestion: problem.suggestion ?? '',
    accepted: listWords(lang, PASSPHRASE_FIELDS),
  };
  if (option?.type === 'integer' || option?.type === 'text')
    Object.assign(params, { min: option.min, max: option.max });
  if (option?.type === 'choice') params[option.wire === 'list' ? 'lists' : 'modes'] = option.choices.join(', ');
  return params;
}

function messageKeyOf(problem: PassphraseProblem): MessageKey {
  if (problem.code === 'unknown_parameter' && problem.suggestion !== undefined) {
    return 'error_unknown_parameter_suggestion';
  }
  if (problem.code === 'invalid_count') return 'error_invalid_count_passphrases';
  return `error_${problem.code}`;
}

/** The error thrown for a refused set of options, worded in the messages language. */
export function passphraseError(problem: PassphraseProblem, lang: MessagesLanguage): GenerateOptionsError {
  return new GenerateOptionsError(problem, message(lang, messageKeyOf(problem), problemParams(problem, lang)));
}

/** The analysis of a shape whose choices are all distinct strings. */
export function passphraseAnalysisBody(shape: PassphraseShape, lang: MessagesLanguage): PassphraseAnalysisBody {
  const analysis = analyzeBits(passphraseBits(shape));
  return Object.freeze({ words: shape.words, list_size: shape.list.length, ...bitsAnalysisFields(analysis, lang) });
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
  if (!request.ok) throw passphraseError(request.problem, lang);
  const { words, list, separator, capitalize, digit, count } = request.options;
  const shape: PassphraseShape = { list: await loadList(list), words, separator, capitalize, digit };
  if (!isInjectiveShape(shape)) throw passphraseError({ code: 'ambiguous_passphrase' }, lang);
  const passphrases = generator.generate({ ...shape, count });
  return { passphrases, analysis: passphraseAnalysisBody(shape, lang) };
}
