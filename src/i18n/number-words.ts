import type { NumberWords } from '../core/crack-time.js';
import type { MessagesLanguage } from './languages.js';

/** English short scale: a billion is 10^9. */
const NUMBER_WORDS_EN: NumberWords = {
  decimalSeparator: '.',
  scientific: '{m} × 10^{e}',
  magnitudes: [
    { exponent: 3, one: '1 thousand', other: '{n} thousand' },
    { exponent: 6, one: '1 million', other: '{n} million' },
    { exponent: 9, one: '1 billion', other: '{n} billion' },
    { exponent: 12, one: '1 trillion', other: '{n} trillion' },
    { exponent: 15, one: '1 quadrillion', other: '{n} quadrillion' },
    { exponent: 18, one: '1 quintillion', other: '{n} quintillion' },
    { exponent: 21, one: '1 sextillion', other: '{n} sextillion' },
    { exponent: 24, one: '1 septillion', other: '{n} septillion' },
    { exponent: 27, one: '1 octillion', other: '{n} octillion' },
    { exponent: 30, one: '1 nonillion', other: '{n} nonillion' },
    { exponent: 33, one: '1 decillion', other: '{n} decillion' },
  ],
};

/** Spanish long scale: a billón is 10^12, 10^9 is "mil millones". */
const NUMBER_WORDS_ES: NumberWords = {
  decimalSeparator: ',',
  scientific: '{m} × 10^{e}',
  magnitudes: [
    { exponent: 3, one: 'mil', other: '{n} mil' },
    { exponent: 6, one: '1 millón', other: '{n} millones' },
    { exponent: 9, one: 'mil millones', other: '{n} mil millones' },
    { exponent: 12, one: '1 billón', other: '{n} billones' },
    { exponent: 15, one: 'mil billones', other: '{n} mil billones' },
    { exponent: 18, one: '1 trillón', other: '{n} trillones' },
    { exponent: 21, one: 'mil trillones', other: '{n} mil trillones' },
    { exponent: 24, one: '1 cuatrillón', other: '{n} cuatrillones' },
    { exponent: 27, one: 'mil cuatrillones', other: '{n} mil cuatrillones' },
    { exponent: 30, one: '1 quintillón', other: '{n} quintillones' },
    { exponent: 33, one: 'mil quintillones', other: '{n} mil quintillones' },
  ],
};

/** Number words per messages language. */
export const NUMBER_WORDS: { readonly [L in MessagesLanguage]: NumberWords } = {
  en: NUMBER_WORDS_EN,
  es: NUMBER_WORDS_ES,
};
