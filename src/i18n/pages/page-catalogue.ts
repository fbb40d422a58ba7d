/**
 * The pages' catalogues: one file per links language (`./en.ts` … `./ar.ts`),
 * listed in `./page-registry.ts`. This module holds their shape and the pure
 * functions that read them; it imports no catalogue, so a browser script that
 * is handed its page's catalogue (as JSON in the HTML) bundles none of them.
 *
 * For English and Spanish, the words the pages share with the API (levels,
 * units, the form's errors, …) are taken from the API's catalogues, so they
 * cannot drift apart.
 */
import {
  crackTimePhraseIn,
  fillScientific,
  type NumberWords,
  type PluralForm,
  type PluralForms,
  type TimeUnit,
} from '../../core/crack-time.js';
import type { Language } from '../languages.js';
import type { Catalogue, MessageKey, Messages } from '../messages-en.js';
import type { PAGE_ONLY_EN } from './page-only-en.js';

/**
 * The API's messages the pages also show, with the same keys: the level names, the checker's words
 * that the CLI's `check` says too, and the form's range errors. Every other page key is the pages'
 * own (page-only-en.ts).
 */
export const SHARED_PAGE_KEYS = [
  'level_0',
  'level_1',
  'level_2',
  'level_3',
  'level_4',
  'checker_password',
  'checker_truncated',
  'checker_warning',
  'checker_suggestions',
  'checker_basis_patterns',
  'checker_basis_random',
  'error_invalid_length',
  'error_invalid_count',
  'error_empty_alphabet',
] as const satisfies readonly MessageKey[];

/** A key the pages share with the API. */
export type SharedPageKey = (typeof SHARED_PAGE_KEYS)[number];

/** Keys only the pages have (English is the source of truth, in `./page-only-en.ts`). */
export type PageOnlyKey = keyof typeof PAGE_ONLY_EN;

/** A page catalogue's messages: every key, with the same `{placeholders}` as English. */
export type PageMessages = { readonly [K in SharedPageKey | PageOnlyKey]: string };

/** A page message key. */
export type PageKey = keyof PageMessages;

export type { PluralForm, PluralForms };

/** Everything a page language brings. Plain data (JSON), so the server can hand it to the page. */
export interface PageCatalogue {
  readonly code: Language;
  readonly dir: 'ltr' | 'rtl';
  readonly messages: PageMessages;
  readonly numberWords: NumberWords;
  /** The crack-time units, by plural form of the number before them. */
  readonly units: { readonly [U in TimeUnit]: PluralForms };
  /** Below one second, as one phrase ("less than 1 second", "1秒未満"); "at most" never applies to it. */
  readonly lessThanOne: string;
  /** A value and its unit as one phrase: "{value} {unit}", or "{value}{unit}" where no space is written. */
  readonly amount: string;
  /**
   * The same after a magnitude flagged `noun` ("{value} de {unit}": "3 millones de años"); `amount`
   * when absent. (A language may instead give its units a form for magnitudes: French `many`.)
   */
  readonly amountOf?: string;
  /** An upper bound, a checker estimate from patterns: "at most {amount}", "höchstens {amount}", "最大{amount}". */
  readonly atMost: string;
  /** The unit's form after a magnitude name or a power of ten, unless the magnitude says otherwise. */
  readonly namedForm: PluralForm;
}

/** Values for `{placeholders}`. */
export type PageParams = Readonly<Record<string, string | number>>;

/** The shared keys' English or Spanish words, taken from an API catalogue. */
export function sharedPageMessages(messages: Messages): { readonly [K in SharedPageKey]: string } {
  return Object.fromEntries(SHARED_PAGE_KEYS.map((key) => [key, messages[key]])) as {
    readonly [K in SharedPageKey]: string;
  };
}

/** What the crack time's phrase needs of a language: its number words, units and phrases. */
export type CrackTimeWords = Pick<
  PageCatalogue,
  'code' | 'numberWords' | 'units' | 'lessThanOne' | 'amount' | 'amountOf' | 'atMost' | 'namedForm'
>;

/**
 * The crack-time words of an API catalogue: English and Spanish pages use them, and the API's
 * `crackTimePhrase` builds its phrase from them with {@link pageCrackTime}, the one builder.
 */
export function crackTimeWordsOf(catalogue: Catalogue): Omit<CrackTimeWords, 'code'> {
  return {
    numberWords: catalogue.numberWords,
    units: unitsOf(catalogue.messages),
    ...crackTimePhrasesOf(catalogue.messages),
    namedForm: 'other',
  };
}

/**
 * The crack-time words of an API catalogue as English and Spanish pages write them: the API's,
 * with the exponent in superscript (10¹²) where the API keeps plain digits (10^12).
 */
export function pageCrackTimeWordsOf(catalogue: Catalogue): Omit<CrackTimeWords, 'code'> {
  const words = crackTimeWordsOf(catalogue);
  return { ...words, numberWords: { ...words.numberWords, scientific: '{m} × 10{e_sup}' } };
}

/** The crack-time phrases of an API catalogue, so that English and Spanish pages say what the API says. */
export function crackTimePhrasesOf(
  messages: Messages,
): Pick<PageCatalogue, 'lessThanOne' | 'amount' | 'amountOf' | 'atMost'> {
  return {
    lessThanOne: messages.crack_time_less_than_one,
    amount: messages.crack_time_amount,
    amountOf: messages.crack_time_amount_of,
    atMost: messages.crack_time_at_most,
  };
}

/** The units of an API catalogue as plural forms (one and other). */
export function unitsOf(messages: Messages): PageCatalogue['units'] {
  const forms = (unit: TimeUnit): PluralForms => ({
    one: messages[`unit_${unit}_one`],
    other: messages[`unit_${unit}_other`],
  });
  return {
    second: forms('second'),
    minute: forms('minute'),
    hour: forms('hour'),
    day: forms('day'),
    year: forms('year'),
  };
}

/** `template` with its placeholders filled in (a placeholder inside a value is left alone). */
function fill(template: string, params: PageParams): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** The message `key` with its placeholders filled in (a placeholder inside a value is left alone). */
export function pageWords(catalogue: PageCatalogue, key: PageKey, params: PageParams = {}): string {
  return fill(catalogue.messages[key], params);
}

/** A number with a fixed count of decimals and the language's decimal separator. */
export function pageDecimal(catalogue: PageCatalogue, value: number, decimals: number): string {
  return value.toFixed(decimals).replace('.', catalogue.numberWords.decimalSeparator);
}

/**
 * The crack time as one phrase in the page's words, the `{time}` of the
 * `page_crack_time` sentence: "less than 1 second", "3.91 thousand years",
 * "at most 30.3 minutes", "最大2460億年". `atMost` marks an upper bound (a
 * checker estimate from patterns); below one second it reads the same. Built
 * by the core's one builder (crackTimePhraseIn), as the API's `crackTimePhrase` is.
 */
export function pageCrackTime(catalogue: CrackTimeWords, crackTimeLog10Seconds: number, atMost = false): string {
  return crackTimePhraseIn(catalogue, crackTimeLog10Seconds, atMost);
}

/**
 * A count given as its log10, for reading: whole below 1,000 ("3", "512"),
 * otherwise with two significant figures in the language's scientific form
 * ("6.3 × 10¹²", "6,3 × 10¹²").
 */
export function pageCount(catalogue: PageCatalogue, log10: number): string {
  if (log10 < 3) return String(Math.round(10 ** log10));
  let exponent = Math.floor(log10);
  let mantissa = Number((10 ** (log10 - exponent)).toFixed(1));
  if (mantissa >= 10) {
    mantissa = 1;
    exponent += 1;
  }
  return fillScientific(catalogue.numberWords.scientific, pageDecimal(catalogue, mantissa, 1), exponent);
}
