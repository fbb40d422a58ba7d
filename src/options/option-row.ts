/**
 * The one row type of the option table (options.ts): every option of every
 * surface, tagged with where it applies. The HTTP API's schema, the MCP tool's
 * inputSchema, the reader (read-options.ts), the CLI's flags and help and the
 * generator page's controls are all derived from rows of this type.
 */
import type { MessageKey } from '../i18n/messages-en.js';
import type { ProblemCode } from './problems.js';

/** A mode of the generator page (web/form-request.ts): the page's controls show in some of them. */
export type PageMode = 'characters' | 'passphrase' | 'rules';

/**
 * What a passwords option does in a request with `rules` or `site`, whose rules replace the
 * character options: `applies` (it shapes the recipe as it does without rules: the length, the
 * count, `exclude`), `conflicts` (refused with `conflicting_options`: the rules say the same thing
 * their own way, so the two could disagree), or `gives` (it is where the rules come from: `rules`
 * and `site`, which conflict with each other). Every row of the passwords' table says which, so a
 * new option cannot be silently ignored under rules.
 */
export type UnderRules = 'applies' | 'conflicts' | 'gives';

/** The request an option belongs to: a password generation (API, library, CLI `generate`) or a passphrase. */
export type OptionRequest = 'passwords' | 'passphrases';

interface RowBase<Type extends string> {
  readonly type: Type;
  /** The name on the wire (JSON body, MCP arguments, library option, form control `name`). */
  readonly wire: string;
  readonly request: OptionRequest;
  /** Accepted by the HTTP API and the MCP tool (their published contract). Every row is the library's. */
  readonly api: boolean;
  /** A flag of the CLI's command for its request (`--min-digits`); the CLI may read some rows its own way. */
  readonly cli: boolean;
  /** The generator page's modes that show a control for it; empty when the page has none. */
  readonly page: readonly PageMode[];
  /** The problem for a value of the wrong type or out of range. */
  readonly code: ProblemCode;
  /** A more precise message for that problem than the code's own. */
  readonly message?: MessageKey;
  /** English, for the schema (OpenAPI, MCP) and the CLI's help. */
  readonly description: string;
}

/** A whole number in a range; `default` undefined means "no limit" when absent. */
export interface IntegerRow extends RowBase<'integer'> {
  readonly default: number | undefined;
  readonly min: number;
  /** The largest value the HTTP API and the MCP tool accept (their published contract). */
  readonly max: number;
  /**
   * The largest value the local package accepts (library, CLI and page), where it is larger than
   * the API's: the analysis is exact at any length, and the contract stays as published.
   */
  readonly localMax?: number;
  /** The description in the local package's help, where the range differs from the API's. */
  readonly localDescription?: string;
}

/** On or off. */
export interface BooleanRow extends RowBase<'boolean'> {
  readonly default: boolean;
  /** True for a character type: all of them off is `empty_alphabet`. */
  readonly characterType: boolean;
}

/**
 * A text. `characters` marks a set-valued one: the value is a set of characters written as a string
 * (order and duplicates do not matter). `printable` limits it to printable ASCII.
 */
export interface StringRow extends RowBase<'string'> {
  readonly default: string | undefined;
  readonly minLength: number;
  readonly maxLength: number;
  readonly characters: boolean;
  readonly printable: boolean;
  /** The placeholder of its value in CLI help and its form control's hint. */
  readonly valueName: string;
}

/** One of a list of names. */
export interface ChoiceRow extends RowBase<'choice'> {
  readonly default: string;
  readonly choices: readonly string[];
}

/** Any row of the table. */
export type OptionRow = IntegerRow | BooleanRow | StringRow | ChoiceRow;

/** Printable ASCII, from space to tilde. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** The largest value a surface accepts: the API's, or the local package's where it is larger. */
export function largestValue(row: IntegerRow, api: boolean): number {
  return api ? row.max : (row.localMax ?? row.max);
}

/** Whether a value fits its row (its type and range; the API's range when `api`). */
export function fitsRow(row: OptionRow, value: unknown, api: boolean): boolean {
  switch (row.type) {
    case 'integer':
      return Number.isInteger(value) && (value as number) >= row.min && (value as number) <= largestValue(row, api);
    case 'boolean':
      return typeof value === 'boolean';
    case 'choice':
      return typeof value === 'string' && row.choices.includes(value);
    case 'string':
      return (
        typeof value === 'string' &&
        value.length >= row.minLength &&
        value.length <= row.maxLength &&
        (!row.printable || PRINTABLE_ASCII.test(value))
      );
  }
}

/** The values of the message of a value its row refuses: its range or its choices. */
export function rowParams(row: OptionRow, api: boolean): Readonly<Record<string, string | number>> {
  switch (row.type) {
    case 'integer':
      return { min: row.min, max: largestValue(row, api) };
    case 'string':
      return { min: row.minLength, max: row.maxLength };
    case 'choice':
      return { choices: row.choices.join(', ') };
    case 'boolean':
      return {};
  }
}

/** The JSON Schema of a row (the API's schema, the library's documentation). */
export function rowSchema(row: OptionRow, api: boolean): Record<string, unknown> {
  const base = { description: api ? row.description : localDescription(row) };
  switch (row.type) {
    case 'integer':
      return {
        type: 'integer',
        minimum: row.min,
        maximum: largestValue(row, api),
        ...(row.default === undefined ? {} : { default: row.default }),
        ...base,
      };
    case 'boolean':
      return { type: 'boolean', default: row.default, ...base };
    case 'choice':
      return { type: 'string', enum: row.choices, default: row.default, ...base };
    case 'string':
      return { type: 'string', minLength: row.minLength, maxLength: row.maxLength, ...base };
  }
}

/** The description in the local package's help and documentation. */
export function localDescription(row: OptionRow): string {
  return row.type === 'integer' ? (row.localDescription ?? row.description) : row.description;
}
