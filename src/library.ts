/**
 * The package's library: the service's engine without a server. Generation
 * runs in Node and in browsers (randomness from `globalThis.crypto`), is
 * validated by the API's request schema and reports the API's error codes.
 */

import { type BreachOption, readBreachOption } from './breach/breach-options.js';
import { lookupOnline } from './breach/online-lookup.js';
import type { BreachResult } from './checker/breach-result.js';
import { withBreach } from './checker/breach-verdict.js';
import type { CheckResult } from './checker/checker.js';
import { createPasswordGenerator, type PasswordGenerator } from './core/generator.js';
import { createPassphraseGenerator, type PassphraseGenerator } from './core/passphrase.js';
import { createRecipeSampler, type RecipeSampler } from './core/recipe-sample.js';
import { optionsError } from './engine/errors.js';
import {
  type GeneratedPassphrases,
  type GeneratePassphrasesOptions,
  generatePassphrasesLocally,
} from './engine/passphrases.js';
import { type GeneratedPasswords, type GeneratePasswordsOptions, generateLocally } from './engine/passwords.js';
import { type ScenariosField, scenariosField } from './engine/scenarios.js';
import { webCryptoFill } from './engine/web-crypto-fill.js';
import { applyLanguage } from './i18n/languages.js';
import { ownFields } from './options/read-options.js';
import { isWordListName, WORD_LIST_INFO, WORD_LIST_NAMES, type WordListName } from './wordlists/word-list-names.js';
import { loadWordList } from './wordlists/word-lists.js';

export type { AnalysisBody } from './analysis/analysis-body.js';
// biome-ignore lint/performance/noBarrelFile: the package's entry point names its public API; each error class lives beside the code that throws it.
export { BreachError, type BreachErrorCode } from './breach/breach-error.js';
export type { BreachOption } from './breach/breach-options.js';
export type { BreachResult } from './checker/breach-result.js';
export type { CheckResult } from './checker/checker.js';
export { GenerateOptionsError } from './engine/errors.js';
export type {
  GeneratedPassphrases,
  GeneratePassphrasesOptions,
  PassphraseAnalysisBody,
} from './engine/passphrases.js';
export type { GeneratedPasswords, GeneratePasswordsOptions } from './engine/passwords.js';
export type { ScenarioRow, ScenariosField } from './engine/scenarios.js';
export type { WordListName } from './wordlists/word-list-names.js';

let sharedGenerator: PasswordGenerator | undefined;

// Created on first use, so that importing the library touches no randomness.
function generator(): PasswordGenerator {
  sharedGenerator ??= createPasswordGenerator({ randomFill: webCryptoFill });
  return sharedGenerator;
}

let sharedSampler: RecipeSampler | undefined;

// The sampler of the recipe options, created on first use like the generator.
function sampler(): RecipeSampler {
  sharedSampler ??= createRecipeSampler({ randomFill: webCryptoFill });
  return sharedSampler;
}

/**
 * Draws passwords exactly as `POST /v1/generate` does, with the same options,
 * defaults and analysis. Throws a {@link GenerateOptionsError} for options the
 * API would refuse (same code, field and message), and with `invalid_body` for
 * options that are not a plain object (`null`, a Map, an array, a class
 * instance). Only the options' own enumerable properties are read, as JSON
 * would carry them: nothing inherited counts.
 *
 * The recipe options (`symbol_set`, `exclude`, `min_*`, `max_repeating`,
 * `max_sequential`, `rules`, `site`) are the library's and the CLI's own: the
 * count of the constrained set is exact and every allowed password is equally
 * likely. Their errors carry codes the API never sends (`unsatisfiable`,
 * `conflicting_options`, `invalid_rules`, `invalid_site`, `invalid_symbol_set`, `too_complex`,
 * `no_randomness`). A broken random source (one that gives only rejected values) throws a
 * `RandomSourceError` with code `random_source_failed` after a bounded number of tries.
 *
 * @example generatePasswords({ length: 20, symbols: false }).passwords[0]
 * @example generatePasswords({ site: 'apple.com' }).passwords[0]
 */
export function generatePasswords(options?: GeneratePasswordsOptions): GeneratedPasswords {
  return generateLocally(generator(), options, sampler());
}

let sharedPassphraseGenerator: PassphraseGenerator | undefined;

/**
 * Draws passphrases from a built-in word list (`list`, see {@link wordLists})
 * or your own (`wordList`), with an exact analysis: log2 of the number of
 * distinct passphrases the options can produce, all equally likely. A built-in
 * list is loaded on the first call (a module of its own, so a browser bundle
 * keeps it out of the first script) and kept. Rejects with a
 * {@link GenerateOptionsError} for refused options, as generatePasswords throws;
 * your own list is refused with `invalid_word_list` (not an array of one-line
 * strings, or under 2 or over 1,000,000 words) or `duplicate_word` (a word
 * twice once normalised to NFC, named in the message).
 *
 * @example (await generatePassphrases({ list: 'de', words: 5 })).passphrases[0]
 * @example (await generatePassphrases({ wordList: ['ant', 'bee', 'cat', 'dog'], words: 8 })).analysis.bits // 16
 * @example (await generatePassphrases({ words: 5, capitalize: 'first', digit: true })).passphrases[0]
 */
export async function generatePassphrases(options?: GeneratePassphrasesOptions): Promise<GeneratedPassphrases> {
  sharedPassphraseGenerator ??= createPassphraseGenerator({ randomFill: webCryptoFill });
  return generatePassphrasesLocally(sharedPassphraseGenerator, options);
}

/** A built-in word list, as {@link wordLists} describes it. */
export interface WordListDescription {
  /** The name to give as `list` (`eff_large`, `de`, `pt_br`, …). */
  readonly name: WordListName;
  /** The BCP 47 tag of its words' language (`en`, `de`, `pt-BR`). */
  readonly language: string;
  /** Its number of distinct words: the `list_size` of its analysis. */
  readonly size: number;
  /** Where its words come from. */
  readonly source: string;
  /** The licence of its words (an SPDX identifier: `MIT`, `CC-BY-3.0`, `CC-BY-3.0-US`). */
  readonly licence: string;
}

/**
 * Every built-in word list, the default first: its name, language, size, source and licence.
 * No list is loaded.
 *
 * @example wordLists().filter((list) => list.language === 'de')
 */
export function wordLists(): WordListDescription[] {
  return WORD_LIST_NAMES.map((name) => {
    const { language, size, source, licence } = WORD_LIST_INFO[name];
    return { name, language, size, source, licence };
  });
}

/**
 * The words of a built-in list, in its order (loaded on first use, then kept). Rejects with a
 * {@link GenerateOptionsError} `invalid_list` for a name that is not one of {@link wordLists}.
 *
 * @example (await wordList('fr')).length // 2048
 */
export async function wordList(name: WordListName): Promise<string[]> {
  if (!isWordListName(name)) {
    throw optionsError({ code: 'invalid_list', field: 'list', params: { choices: WORD_LIST_NAMES.join(', ') } }, 'en');
  }
  return [...(await loadWordList(name))];
}

/** Options of {@link checkPassword}. */
export interface CheckPasswordOptions {
  /**
   * A page language (`en`, `de`, `ja`, …; anything else is English): it chooses the dictionaries (the common
   * passwords, English, and the language's own zxcvbn-ts pack where there is one) and the words of the warning and
   * suggestions where that pack has them. The crack time is in English or Spanish, as the API gives it. Left out,
   * every bundled language's dictionaries are checked (loaded on the first such call and kept), in English words.
   */
  readonly lang?: string;
  /**
   * A breach check (none unless asked): `'online'` sends the first 5 hex characters of the password's SHA-1, and
   * nothing else, to the Pwned Passwords range API (`{ url }` for a mirror, `{ timeoutMs }` for another time-out
   * than 10 s); `{ file }` looks it up in a filter file built by `pwgen-service breach build`, offline. A check
   * that cannot be made rejects with a {@link BreachError}; it never reads as not found.
   */
  readonly breach?: BreachOption;
  /** True to get `scenarios` beside the estimate: its crack time against named real attacks (docs/scenarios.md). */
  readonly scenarios?: boolean;
}

// A variable, not a literal: a browser bundle of the library leaves the Node-only filter module out.
const FILTER_FILE_MODULE = './breach/filter-file.js';

async function breachOf(
  password: string,
  request: NonNullable<ReturnType<typeof readBreachOption>>,
): Promise<BreachResult> {
  if (request.kind === 'online') return lookupOnline(password, request);
  const filterFile: typeof import('./breach/filter-file.js') = await import(FILTER_FILE_MODULE);
  return filterFile.lookupFilterFile(password, request.file);
}

/**
 * Estimates the strength of a password with the checker of the service's
 * browser page (zxcvbn-ts, the same cap and options, the same attack model):
 * the result is the object of that page's `data-analysis` (with `lang`; without it, every bundled language's
 * dictionaries are checked). The engine, the dictionaries and the passphrase word lists (so that the
 * generator's own passphrases get the generator's figure) are loaded on its first call and kept.
 *
 * Rejects with a TypeError when the password is not a string, or when the
 * options are given but are not a plain object (`null`, a Map, an array):
 * leave them out for the defaults. Only their own properties are read.
 *
 * `breach` is `not_checked` unless `options.breach` asks for a check; a
 * password found in a breach is level 0 with a warning, whatever its figure.
 *
 * @example (await checkPassword('Tr0ub4dor&3', { breach: 'online' })).breach // { status: 'found', source: 'online', count: ... }
 * @example (await checkPassword(p, { breach: { file: 'pwned.filter' } })).breach.status
 */
export async function checkPassword(
  password: string,
  options?: CheckPasswordOptions,
): Promise<CheckResult & ScenariosField> {
  if (typeof password !== 'string') throw new TypeError('checkPassword: the password must be a string');
  const fields = options === undefined ? {} : ownFields(options);
  if (fields === undefined) {
    throw new TypeError("checkPassword: the options must be a plain object, such as { lang: 'es' }, or left out");
  }
  if (fields.scenarios !== undefined && typeof fields.scenarios !== 'boolean') {
    throw new TypeError('checkPassword: the option scenarios must be true or false');
  }
  const lang = applyLanguage(fields.lang).links;
  const breach = readBreachOption(fields.breach);
  const { everyLanguageChecker, languageChecker } = await import('./checker/language-checker.js');
  const checker = await (fields.lang === undefined ? everyLanguageChecker() : languageChecker(lang));
  const checked = checker.check(password, lang);
  const result =
    breach === undefined
      ? checked
      : withBreach(checked, await breachOf(password, breach), checker.feedbackWords(lang), lang);
  if (fields.scenarios !== true) return result;
  return Object.freeze({ ...result, ...scenariosField(true, result.log10_guesses, applyLanguage(lang).messages) });
}
