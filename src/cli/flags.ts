/**
 * The command line's flags for the generation options, derived from the one
 * option table: `--length N` and `--count N` for integer options, `--no-<name>`
 * for an option that is on by default, `--<name>` for one that is off. The
 * values become a request body that the local engine reads as it reads the
 * library's options: the one reader (options/read-options.ts) with the local
 * package's ranges, not the API's reading of a body.
 */
import type { ParseArgsOptionsConfig } from 'node:util';
import { suggestName } from '../options/name-suggestion.js';
import { type AnyOption, PASSWORD_OPTIONS } from '../options/options.js';

/** A flag that sets one option of the table. */
export interface OptionFlag {
  /** The long name, without the dashes: `length`, `no-lower`, `exclude-ambiguous`. */
  readonly name: string;
  /** One letter, for the options people type most (`-L` as in keepassxc-cli, `-N` as in pwgen). */
  readonly short?: string;
  readonly option: AnyOption;
}

// process.getBuiltinModule (Node 20.16, 22.3) hands over node:util as it is; an import would
// first build its ES module facade, which runs every lazy getter of node:util (7-10 ms at start-up).
const { parseArgs } = process.getBuiltinModule?.('node:util') ?? (await import('node:util'));

const SHORT_FLAGS: Readonly<Record<string, string>> = { length: 'L', count: 'N' };

function flagOf(option: AnyOption): OptionFlag {
  const kebab = option.wire.replaceAll('_', '-');
  const name = option.type === 'boolean' && option.default ? `no-${kebab}` : kebab;
  const short = SHORT_FLAGS[option.wire];
  return short === undefined ? { name, option } : { name, short, option };
}

/** One flag per row of the passwords' request that the CLI takes (the API's rows and the recipe rows), in table order. */
export const OPTION_FLAGS: readonly OptionFlag[] = PASSWORD_OPTIONS.filter((option) => option.cli).map(flagOf);

/** The parseArgs configuration of the option flags. */
export function optionFlagsConfig(): ParseArgsOptionsConfig {
  const config: ParseArgsOptionsConfig = {};
  for (const { name, short, option } of OPTION_FLAGS) {
    config[name] = {
      type: option.type === 'boolean' ? 'boolean' : 'string',
      ...(short === undefined ? {} : { short }),
    };
  }
  return config;
}

const CANONICAL_INTEGER = /^-?(?:0|[1-9][0-9]*)$/;

/**
 * "20" becomes 20; anything else ("20.5", "1e1", "020", "") stays a string, so that the
 * request schema refuses it with the option's own error instead of it being coerced.
 */
export function integerValue(text: string): number | string {
  return CANONICAL_INTEGER.test(text) ? Number(text) : text;
}

/** The request body (wire names) for the option flags that were given; absent ones keep the API's defaults. */
export function requestBodyFromFlags(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const { name, option } of OPTION_FLAGS) {
    const value = values[name];
    if (value === undefined) continue;
    if (option.type === 'string') body[option.wire] = String(value);
    else body[option.wire] = option.type === 'integer' ? integerValue(String(value)) : !option.default;
  }
  return body;
}

/** A command line that does not parse: an unknown option, a missing value, an argument where none is taken. */
export class UsageError extends Error {
  readonly code: string;

  constructor(code: string, text: string) {
    super(text);
    this.name = 'UsageError';
    this.code = code;
  }
}

/**
 * True for an error with this name and a string code. Checked by shape, not
 * `instanceof`: the packed command is one bundle, while `check` and `serve`
 * are loaded beside it with their own copy of this module.
 */
export function isCodedError(
  error: unknown,
  name: 'UsageError' | 'GenerateOptionsError' | 'OutputError' | 'RandomSourceError' | 'BreachError',
): error is Error & { code: string } {
  return error instanceof Error && error.name === name && typeof (error as { code?: unknown }).code === 'string';
}

const PARSE_ERROR_CODES: Readonly<Record<string, string>> = {
  ERR_PARSE_ARGS_UNKNOWN_OPTION: 'unknown_option',
  ERR_PARSE_ARGS_INVALID_OPTION_VALUE: 'invalid_option_value',
  ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL: 'unexpected_argument',
};

/**
 * The message of a stray argument. The argument itself is never repeated: someone may
 * have typed `check <password>`, and standard error can end up in a log.
 */
export const UNEXPECTED_ARGUMENT_MESSAGE =
  'Unexpected argument (not shown, since it may be a password): this command takes options only.';

/** The message of an unknown option that is close to no real one: it is not repeated either (`check --<password>`). */
export const UNKNOWN_OPTION_MESSAGE = 'Unknown option (not shown, since it may be a password).';

/** Strict parsing: an unknown flag or a stray argument is a UsageError, never ignored. */
export function parseFlags(args: readonly string[], options: ParseArgsOptionsConfig): Record<string, unknown> {
  return parseCommandLine(args, options, false).values;
}

/** {@link parseFlags} for a command that also takes operands (`rules DOMAIN`): the same codes and messages. */
export function parseCommandLine(
  args: readonly string[],
  options: ParseArgsOptionsConfig,
  allowPositionals = true,
): { values: Record<string, unknown>; positionals: string[] } {
  try {
    const { values, positionals } = parseArgs({ args: [...args], options, strict: true, allowPositionals });
    return { values: { ...values }, positionals };
  } catch (error) {
    const nodeCode = (error as { code?: unknown }).code;
    const code = typeof nodeCode === 'string' ? PARSE_ERROR_CODES[nodeCode] : undefined;
    if (code === undefined) throw error;
    if (code === 'unexpected_argument') throw new UsageError(code, UNEXPECTED_ARGUMENT_MESSAGE);
    const nodeMessage = (error as Error).message;
    if (code === 'unknown_option') throw new UsageError(code, unknownOptionText(nodeMessage, options));
    // Node's other messages name only options of the configuration, never what was typed.
    throw new UsageError(code, oneLine(nodeMessage));
  }
}

// Only the real option the unknown one is close to ("Did you mean ...?", as the API answers
// an unknown parameter), never the flag that does the opposite: `--lower` is not a typo of
// `--no-lower`. What was typed is never repeated.
function unknownOptionText(nodeMessage: string, options: ParseArgsOptionsConfig): string {
  const letter = /'-([^-'])'/.exec(nodeMessage)?.[1];
  if (letter !== undefined) return unknownShortText(letter, options);
  const names = Object.keys(options);
  const given = /'--([^'=]+)/.exec(nodeMessage)?.[1];
  // `--symbols` names a real option that is on by default: say so, rather than suggest a neighbour.
  if (given !== undefined && names.includes(`no-${given}`)) {
    return `Unknown option: '--${given}' is on by default ('--no-${given}' turns it off).`;
  }
  const suggestion = given === undefined ? undefined : suggestName(given, names);
  if (suggestion === undefined || suggestion === `no-${given}`) return UNKNOWN_OPTION_MESSAGE;
  return `Unknown option. Did you mean '--${suggestion}'?`;
}

// `-l 20` (pwgen's and KeePassXC's habit) is `-L`: the short flag of the other case, when there is one.
function unknownShortText(letter: string, options: ParseArgsOptionsConfig): string {
  const other = letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase();
  const match = Object.entries(options).find(([, option]) => option.short === other);
  return match === undefined ? UNKNOWN_OPTION_MESSAGE : `Unknown option. Did you mean '-${other}' (--${match[0]})?`;
}

// Node's wording, on one line.
function oneLine(nodeMessage: string): string {
  const text = nodeMessage.replaceAll('\n', ' ').trim();
  return /[.?!]$/.test(text) ? text : `${text}.`;
}
