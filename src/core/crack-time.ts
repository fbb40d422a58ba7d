import { SECONDS_PER_YEAR } from './analysis.js';

/** Units of the crack-time words, smallest first. */
export type TimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'year';

const UNITS: readonly { readonly unit: TimeUnit; readonly seconds: number }[] = [
  { unit: 'second', seconds: 1 },
  { unit: 'minute', seconds: 60 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'day', seconds: 86_400 },
  { unit: 'year', seconds: SECONDS_PER_YEAR },
];

/** A named power of ten ("billion", "mil millones"), as templates with `{n}` for the mantissa. */
export interface MagnitudeName {
  readonly exponent: number;
  /** Used when the mantissa shows as exactly 1 (Spanish says "mil", not "1 mil"). */
  readonly one: string;
  readonly other: string;
  /** True when the name is a noun that needs a linking word before the unit ("3 millones de años"). */
  readonly noun?: boolean;
  /** The unit's form after this name, where it differs from {@link CrackTimePhraseWords.namedForm}. */
  readonly unitForm?: PluralForm;
}

/** Language data the formatter needs; the core holds no words of its own. */
export interface NumberWords {
  readonly decimalSeparator: string;
  /**
   * Ascending by exponent, at least 3: steps of 3 for most languages, 4 for
   * 万/億 (Japanese, Korean), 2 for lakh/crore (Hindi). Past the largest + 3,
   * the scientific form.
   */
  readonly magnitudes: readonly MagnitudeName[];
  /**
   * Template beyond the largest magnitude, with `{m}` and the exponent as `{e}` ("{m} × 10^{e}",
   * plain digits, as the API writes it) or `{e_sup}` ("{m} × 10{e_sup}": 10¹², as the pages do).
   */
  readonly scientific: string;
}

/** A crack time made readable: a magnitude and a unit. */
export type CrackTimeParts =
  | { readonly kind: 'less_than_one'; readonly unit: 'second' }
  | {
      readonly kind: 'amount';
      readonly unit: TimeUnit;
      /** The human-readable magnitude in the given language. */
      readonly value: string;
      /** True when the unit word must be singular (the value reads as exactly 1). */
      readonly singular: boolean;
      /** True when the value ends in a magnitude that is a noun ({@link MagnitudeName.noun}). */
      readonly noun: boolean;
    };

/**
 * Picks the largest unit of which at least one fits into the crack time, rounds
 * to three significant figures, and moves up a unit when rounding reaches the
 * next one (so never "60 seconds" or "24 hours"). Below one second the result
 * is `less_than_one`.
 */
export function describeCrackTime(crackTimeLog10Seconds: number, words: NumberWords): CrackTimeParts {
  if (!(crackTimeLog10Seconds >= 0)) return { kind: 'less_than_one', unit: 'second' };
  let index = 0;
  for (let i = UNITS.length - 1; i >= 0; i--) {
    if (crackTimeLog10Seconds >= Math.log10((UNITS[i] as (typeof UNITS)[number]).seconds)) {
      index = i;
      break;
    }
  }
  let unit = UNITS[index] as (typeof UNITS)[number];
  let log10Count = crackTimeLog10Seconds - Math.log10(unit.seconds);
  const next = UNITS[index + 1];
  if (next !== undefined) {
    // Below a year the count is small, so linear space is exact enough.
    const rounded = Number((10 ** log10Count).toPrecision(3));
    const ratio = next.seconds / unit.seconds;
    if (rounded >= ratio) {
      unit = next;
      log10Count = Math.log10(rounded / ratio);
    }
  }
  const value = formatMagnitude(log10Count, words);
  const noun = words.magnitudes.some(
    (name) => name.noun === true && (value === name.one || value.endsWith(name.other.replace('{n}', ''))),
  );
  return { kind: 'amount', unit: unit.unit, value, singular: value === '1', noun };
}

/**
 * Formats 10^log10Value (at least 1) for reading aloud: three significant figures
 * with a named magnitude ("245 billion"), or a power of ten with two significant
 * figures past the largest named magnitude ("3.2 × 10^105").
 */
export function formatMagnitude(log10Value: number, words: NumberWords): string {
  let exponent = Math.floor(log10Value);
  let mantissa = Math.round(10 ** (log10Value - exponent) * 100) / 100;
  if (mantissa >= 10) {
    mantissa /= 10;
    exponent += 1;
  }
  const names = words.magnitudes;
  const largest = names[names.length - 1];
  if (largest !== undefined && exponent >= largest.exponent + 3) {
    let short = Math.round(10 ** (log10Value - Math.floor(log10Value)) * 10) / 10;
    let e = Math.floor(log10Value);
    if (short >= 10) {
      short /= 10;
      e += 1;
    }
    return fillScientific(words.scientific, decimal(short, 1, words), e);
  }
  let name: MagnitudeName | undefined;
  for (const candidate of names) if (candidate.exponent <= exponent) name = candidate;
  const shift = exponent - (name?.exponent ?? 0);
  const shown = decimal(mantissa * 10 ** shift, Math.max(0, 2 - shift), words);
  if (name === undefined) return shown;
  return (shown === '1' ? name.one : name.other).replace('{n}', shown);
}

function decimal(value: number, decimals: number, words: NumberWords): string {
  let text = value.toFixed(decimals);
  if (text.includes('.')) text = text.replace(/0+$/, '').replace(/\.$/, '');
  return text.replace('.', words.decimalSeparator);
}

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** `n` in superscript digits, with a superscript minus: the exponent of 10¹² or 10⁻³. */
export function superscript(n: number): string {
  const digits = [...String(Math.abs(n))].map((d) => SUPERSCRIPT_DIGITS[Number(d)]).join('');
  return n < 0 ? `⁻${digits}` : digits;
}

/** A scientific-form template (see {@link NumberWords.scientific}) with its mantissa and exponent. */
export function fillScientific(template: string, mantissa: string, exponent: number): string {
  return template.replace('{m}', mantissa).replace('{e_sup}', superscript(exponent)).replace('{e}', String(exponent));
}

/** The plural forms of Intl.PluralRules. */
export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A word in each plural form a language uses; `other` always. */
export type PluralForms = { readonly other: string } & { readonly [F in Exclude<PluralForm, 'other'>]?: string };

/** Language data a crack-time phrase needs: its number words, units and templates; the core holds no words. */
export interface CrackTimePhraseWords {
  /** The language's BCP 47 code, for its plural rules. */
  readonly code: string;
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
  readonly amountOf?: string | undefined;
  /** An upper bound, a checker estimate from patterns: "at most {amount}", "höchstens {amount}", "最大{amount}". */
  readonly atMost: string;
  /** The unit's form after a magnitude name or a power of ten, unless the magnitude says otherwise. */
  readonly namedForm: PluralForm;
}

// `template` with its {placeholders} filled in (a placeholder inside a value is left alone).
function fillPhrase(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) => params[name] ?? whole);
}

function templateMatches(template: string, value: string): boolean {
  const [before, after] = template.split('{n}');
  if (after === undefined) return template === value;
  const middle = value.slice((before as string).length, value.length - after.length);
  return value.startsWith(before as string) && value.endsWith(after) && /^\d[\d.,٫]*$/.test(middle);
}

/** The form a time unit takes after a formatted count ("1", "2,5", "245 mil millones", "3.2 × 10¹⁰⁵"). */
export function unitFormAfter(
  words: Pick<CrackTimePhraseWords, 'code' | 'numberWords' | 'namedForm'>,
  value: string,
): PluralForm {
  const numberWords = words.numberWords;
  const plain = value.replace(numberWords.decimalSeparator, '.');
  if (/^\d+(\.\d+)?$/.test(plain)) return new Intl.PluralRules(words.code).select(Number(plain));
  const magnitude = numberWords.magnitudes.find((m) => value === m.one || templateMatches(m.other, value));
  return magnitude?.unitForm ?? words.namedForm;
}

/**
 * The crack time as one phrase in the given words: "less than 1 second", "3.91 thousand years",
 * "at most 30.3 minutes", "最大2460億年". `atMost` marks an upper bound (a checker estimate from
 * patterns); below one second it reads the same. The one builder of the phrase, for the pages and
 * the command line alike: {@link describeCrackTime}, then the unit in its plural form and the templates.
 */
export function crackTimePhraseIn(words: CrackTimePhraseWords, crackTimeLog10Seconds: number, atMost = false): string {
  const parts = describeCrackTime(crackTimeLog10Seconds, words.numberWords);
  if (parts.kind === 'less_than_one') return words.lessThanOne;
  const forms = words.units[parts.unit];
  const unit = forms[unitFormAfter(words, parts.value)] ?? forms.other;
  const template = parts.noun ? (words.amountOf ?? words.amount) : words.amount;
  const amount = fillPhrase(template, { value: parts.value, unit });
  return atMost ? fillPhrase(words.atMost, { amount }) : amount;
}
