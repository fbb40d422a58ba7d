/**
 * The one table of passphrase options (library and CLI; the HTTP API and the
 * MCP tool have none): defaults, ranges, error codes and the order in which
 * problems are reported. The CLI flags and the help text are derived from it.
 */
import type { Capitalize } from '../core/passphrase.js';
import { WORD_LIST_NAMES, type WordListName } from '../wordlists/word-list-names.js';
import { integerOption } from './options.js';

/** The capitalisation modes, the default first. */
export const CAPITALIZE_MODES = ['none', 'first', 'random'] as const satisfies readonly Capitalize[];

/** Printable ASCII, from space to tilde. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

const COUNT = integerOption('count');

/** The rows, in the order problems are reported (after `unknown_parameter`). */
export const PASSPHRASE_OPTIONS = [
  {
    type: 'integer',
    wire: 'words',
    default: 6,
    min: 3,
    max: 20,
    code: 'invalid_words',
    description: 'Words per passphrase, 3 to 20.',
  },
  {
    type: 'choice',
    wire: 'list',
    default: 'eff_large',
    choices: WORD_LIST_NAMES,
    code: 'invalid_list',
    description:
      "The word list: eff_large (EFF's large list, 7,776 words) or eff_short (EFF's short list 1, 1,296 words).",
  },
  {
    type: 'text',
    wire: 'separator',
    default: '-',
    min: 0,
    max: 8,
    code: 'invalid_separator',
    description: 'Put between words: 0 to 8 printable ASCII characters.',
  },
  {
    type: 'choice',
    wire: 'capitalize',
    default: 'none',
    choices: CAPITALIZE_MODES,
    code: 'invalid_capitalize',
    description:
      "none; first (every word's first letter upper case); random (each word's first letter upper case with probability 1/2, one bit a word).",
  },
  {
    type: 'boolean',
    wire: 'digit',
    default: false,
    code: 'invalid_parameter',
    description: 'Append one digit 0-9 to one word chosen uniformly: log2(10 x words) bits more.',
  },
  {
    type: 'integer',
    wire: 'count',
    default: COUNT.default,
    min: COUNT.min,
    max: COUNT.localMax ?? COUNT.max,
    code: 'invalid_count',
    description: `Number of passphrases returned, ${COUNT.min} to ${COUNT.localMax ?? COUNT.max}. All share one analysis.`,
  },
] as const;

/** One row of the table. */
export type PassphraseOption = (typeof PASSPHRASE_OPTIONS)[number];

/** The options after validation, with the defaults applied. */
export interface PassphraseOptions {
  readonly words: number;
  readonly list: WordListName;
  readonly separator: string;
  readonly capitalize: Capitalize;
  readonly digit: boolean;
  readonly count: number;
}

/** Every name the options accept, in table order, `lang` last. */
export const PASSPHRASE_FIELDS: readonly string[] = [...PASSPHRASE_OPTIONS.map((o) => o.wire), 'lang'];

/** Whether a value fits its row. */
export function fitsOption(option: PassphraseOption, value: unknown): boolean {
  switch (option.type) {
    case 'integer':
      return Number.isInteger(value) && (value as number) >= option.min && (value as number) <= option.max;
    case 'choice':
      return (option.choices as readonly unknown[]).includes(value);
    case 'text':
      return (
        typeof value === 'string' &&
        value.length >= option.min &&
        value.length <= option.max &&
        PRINTABLE_ASCII.test(value)
      );
    case 'boolean':
      return typeof value === 'boolean';
  }
}
