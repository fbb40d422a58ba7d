/**
 * The one table of generation options. The request schema (and so the OpenAPI
 * document and the MCP tool's inputSchema), the defaults, the wire-to-internal
 * mapping, the order in which problems are reported, the CLI flags and the
 * browser page's form controls are all derived from it: adding an option is a
 * row here plus the generator's support for it.
 */
import type { GenerationOptions } from '../core/generation.js';
import type { ErrorCode, ProblemCode } from './problems.js';

/** An option whose value is a whole number in a range. */
export interface IntegerOption {
  readonly type: 'integer';
  /** The name on the wire (JSON body, MCP arguments, form control `name`). */
  readonly wire: string;
  /** The name in {@link GenerationOptions}. */
  readonly key: keyof GenerationOptions;
  readonly default: number;
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
  /** The error reported for a value out of range or not an integer. */
  readonly code: ErrorCode;
  /** English, for the schema (OpenAPI, MCP). */
  readonly description: string;
  /** Accepted by the HTTP API and the MCP tool (the published contract), not only by the library and CLI. */
  readonly api: true;
}

/** An option that is on or off. */
export interface BooleanOption {
  readonly type: 'boolean';
  readonly wire: string;
  readonly key: keyof GenerationOptions;
  readonly default: boolean;
  readonly code: ErrorCode;
  /** True for a character type: all of them off is `empty_alphabet`. */
  readonly characterType: boolean;
  readonly description: string;
  readonly api: true;
}

/** One row of the table that the HTTP API and the MCP tool accept. */
export type RequestOption = IntegerOption | BooleanOption;

/** The rows, in the order problems are reported (after `unknown_parameter`). */
export const GENERATE_OPTIONS = [
  {
    type: 'integer',
    wire: 'length',
    key: 'length',
    default: 16,
    min: 4,
    max: 64,
    localMax: 128,
    code: 'invalid_length',
    description: 'Characters per password, 4 to 64.',
    localDescription: 'Characters per password, 4 to 128 (the HTTP API: 4 to 64).',
    api: true,
  },
  {
    type: 'integer',
    wire: 'count',
    key: 'count',
    default: 1,
    min: 1,
    max: 20,
    localMax: 100,
    code: 'invalid_count',
    description: 'Number of passwords returned, 1 to 20. All share one analysis.',
    localDescription: 'Number of passwords, 1 to 100 (the HTTP API: 1 to 20). All share one analysis.',
    api: true,
  },
  booleanOption('lower', 'lower', true, true, 'Include a-z (26 characters).'),
  booleanOption('upper', 'upper', true, true, 'Include A-Z (26 characters).'),
  booleanOption('digits', 'digits', true, true, 'Include 0-9 (10 characters).'),
  booleanOption('symbols', 'symbols', true, true, 'Include the 27 characters ~!@#$%^&*()_+-=[]{};:,./<>?'),
  booleanOption(
    'exclude_ambiguous',
    'excludeAmbiguous',
    false,
    false,
    'Remove 0 O 1 I l o (and |, which is in no set): with all four types on the pool shrinks from 89 to 83.',
  ),
  booleanOption(
    'no_repeats',
    'noRepeats',
    false,
    false,
    'No character equals the one before it. Exact, not best effort: the first character is drawn from the N characters of the pool and each next one uniformly from the N-1 others, which is the distribution of retrying until success, but a repeat never slips through, so bits = log2(N) + (L-1)*log2(N-1) holds for every password.',
  ),
] as const satisfies readonly RequestOption[];

function booleanOption<W extends string, K extends keyof GenerationOptions>(
  wire: W,
  key: K,
  defaultValue: boolean,
  characterType: boolean,
  description: string,
) {
  return {
    type: 'boolean',
    wire,
    key,
    default: defaultValue,
    code: 'invalid_parameter',
    characterType,
    description,
    api: true,
  } as const satisfies BooleanOption;
}

// Every field of GenerationOptions has a row: a missing one fails the build here.
type MissingOption = Exclude<keyof GenerationOptions, (typeof GENERATE_OPTIONS)[number]['key']>;
const everyOptionHasARow: MissingOption extends never ? true : never = true;
void everyOptionHasARow;

/** A wire name of the table. */
export type OptionWireName = (typeof GENERATE_OPTIONS)[number]['wire'];

/** The smallest pool the generator accepts: one character would give a constant "password". */
export const MIN_POOL = 2;

/** The request field that is not a generation option: the language of messages and links. */
export const LANG_FIELD = 'lang';

/** Every name a generate request body accepts, in table order, `lang` last. */
export const ACCEPTED_FIELDS: readonly string[] = [...GENERATE_OPTIONS.map((o) => o.wire), LANG_FIELD];

/** The defaults of every option. */
export const DEFAULT_OPTIONS: GenerationOptions = Object.freeze(
  Object.fromEntries(GENERATE_OPTIONS.map((o) => [o.key, o.default])) as unknown as GenerationOptions,
);

const BY_WIRE: ReadonlyMap<string, RequestOption> = new Map(GENERATE_OPTIONS.map((o) => [o.wire, o]));

/** The row of a wire name, if it is one. */
export function optionByWire(wire: string): RequestOption | undefined {
  return BY_WIRE.get(wire);
}

/**
 * `{min}` and `{max}` for the message of a range error: those of the field's
 * option, else of the option whose error code it is; other messages have none.
 */
export function rangeOf(code: ProblemCode, field: string | undefined): { min?: number; max?: number } {
  const option =
    (field === undefined ? undefined : BY_WIRE.get(field)) ?? GENERATE_OPTIONS.find((o) => o.code === code);
  return option?.type === 'integer' ? { min: option.min, max: option.max } : {};
}

/** The row of an integer option by wire name (throws for a name that is not one: a programming error). */
export function integerOption(wire: OptionWireName): IntegerOption {
  const option = BY_WIRE.get(wire);
  if (option?.type !== 'integer') throw new TypeError(`${wire} is not an integer option`);
  return option;
}

/**
 * Options from already validated wire values: absent fields take their
 * defaults. The caller has checked types and ranges against the schema.
 */
export function optionsFromWire(values: Readonly<Record<string, unknown>>): GenerationOptions {
  const options: Record<string, unknown> = {};
  for (const option of GENERATE_OPTIONS) options[option.key] = values[option.wire] ?? option.default;
  return options as unknown as GenerationOptions;
}

// --- Recipe options: the library and the CLI only. ---
// The HTTP API and the MCP tool keep their published contract (SPEC.md) and refuse these
// names with unknown_parameter: constrained recipes run where the service recommends
// generating, on the user's own machine.

/** The options that make a generation a recipe (see recipe-request.ts), in camelCase. */
export interface RecipeOptionValues {
  readonly symbolSet: string | undefined;
  readonly exclude: string | undefined;
  readonly minLower: number;
  readonly minUpper: number;
  readonly minDigits: number;
  readonly minSymbols: number;
  readonly maxRepeating: number | undefined;
  readonly maxSequential: number | undefined;
  readonly rules: string | undefined;
  readonly site: string | undefined;
  readonly allowSpace: boolean;
}

/** A whole-number recipe option; `default` undefined means "no limit" when absent. */
export interface RecipeIntegerOption {
  readonly type: 'integer';
  readonly wire: string;
  readonly key: keyof RecipeOptionValues;
  readonly default: number | undefined;
  readonly min: number;
  readonly max: number;
  readonly code: 'invalid_parameter';
  readonly description: string;
  readonly api: false;
}

/**
 * A text option. `characters` marks a set-valued one: the value is a set of
 * characters written as a string (order and duplicates do not matter).
 */
export interface StringOption {
  readonly type: 'string';
  readonly wire: string;
  readonly key: keyof RecipeOptionValues;
  readonly maxLength: number;
  readonly characters: boolean;
  /** The error for a value the option refuses (its type is `invalid_parameter`). */
  readonly code: 'invalid_parameter' | 'invalid_symbol_set' | 'invalid_rules' | 'invalid_site';
  /** The placeholder of its value in CLI help and its form control's hint. */
  readonly valueName: string;
  readonly description: string;
  readonly api: false;
}

/** A yes-or-no recipe option, off by default. */
export interface RecipeBooleanOption {
  readonly type: 'boolean';
  readonly wire: string;
  readonly key: keyof RecipeOptionValues;
  readonly default: false;
  readonly code: 'invalid_parameter';
  readonly description: string;
  readonly api: false;
}

/** A row that only the library and the CLI accept. */
export type RecipeOption = RecipeIntegerOption | StringOption | RecipeBooleanOption;

/** Any row of the table. */
export type AnyOption = RequestOption | RecipeOption;

/** The largest minimum and run limit: the local package's longest password. */
const RECIPE_MAX = 128;

function minimumOption<W extends string, K extends keyof RecipeOptionValues>(wire: W, key: K, what: string) {
  return {
    type: 'integer',
    wire,
    key,
    default: 0,
    min: 0,
    max: RECIPE_MAX,
    code: 'invalid_parameter',
    description: `At least N ${what}, 0 to ${RECIPE_MAX}.`,
    api: false,
  } as const satisfies RecipeIntegerOption;
}

/** The recipe rows, in the order their problems are reported (after the API's rows). */
export const RECIPE_OPTIONS = [
  {
    type: 'string',
    wire: 'symbol_set',
    key: 'symbolSet',
    maxLength: 33,
    characters: true,
    code: 'invalid_symbol_set',
    valueName: 'STR',
    description:
      'The symbols to use instead of the 27 default ones: 1 to 33 distinct characters, each a space or one of the 32 ASCII punctuation characters. Needs symbols on.',
    api: false,
  },
  {
    type: 'string',
    wire: 'exclude',
    key: 'exclude',
    maxLength: 1024,
    characters: true,
    code: 'invalid_parameter',
    valueName: 'STR',
    description: 'Characters removed from the pool (any characters).',
    api: false,
  },
  minimumOption('min_lower', 'minLower', 'lower-case letters'),
  minimumOption('min_upper', 'minUpper', 'upper-case letters'),
  minimumOption('min_digits', 'minDigits', 'digits'),
  minimumOption('min_symbols', 'minSymbols', 'symbols'),
  {
    type: 'integer',
    wire: 'max_repeating',
    key: 'maxRepeating',
    default: undefined,
    min: 1,
    max: RECIPE_MAX,
    code: 'invalid_parameter',
    description: `No more than N identical characters in a row, 1 to ${RECIPE_MAX}; no_repeats is 1.`,
    api: false,
  },
  {
    type: 'integer',
    wire: 'max_sequential',
    key: 'maxSequential',
    default: undefined,
    min: 1,
    max: RECIPE_MAX,
    code: 'invalid_parameter',
    description: `No more than N characters in a row that run up or down through a-z, A-Z or 0-9 (abc, cba, 789), 1 to ${RECIPE_MAX}.`,
    api: false,
  },
  {
    type: 'string',
    wire: 'rules',
    key: 'rules',
    maxLength: 1024,
    characters: false,
    code: 'invalid_rules',
    valueName: 'RULES',
    description:
      'A passwordrules value (Apple and WHATWG syntax): required, allowed, max-consecutive, max-repeating, max-sequential, minlength, maxlength.',
    api: false,
  },
  {
    type: 'string',
    wire: 'site',
    key: 'site',
    maxLength: 253,
    characters: false,
    code: 'invalid_site',
    valueName: 'DOMAIN',
    description:
      "The site's password rules, from the bundled copy of Apple's password-manager-resources; a site with no entry there (itself or a parent domain) takes the default recipe, with a note.",
    api: false,
  },
  {
    type: 'boolean',
    wire: 'allow_space',
    key: 'allowSpace',
    default: false,
    code: 'invalid_parameter',
    description:
      'With rules or site: let a space be drawn where the rules allow one. Off by default, since many forms trim spaces; a space that the rules require is always drawn.',
    api: false,
  },
] as const satisfies readonly RecipeOption[];

// Every field of RecipeOptionValues has a row: a missing one fails the build here.
type MissingRecipeOption = Exclude<keyof RecipeOptionValues, (typeof RECIPE_OPTIONS)[number]['key']>;
const everyRecipeOptionHasARow: MissingRecipeOption extends never ? true : never = true;
void everyRecipeOptionHasARow;

/** The whole table: the API's rows, then the library's and CLI's own. */
export const OPTION_TABLE: readonly AnyOption[] = [...GENERATE_OPTIONS, ...RECIPE_OPTIONS];

/** Every name the library and the CLI accept, in table order, `lang` last. */
export const LOCAL_ACCEPTED_FIELDS: readonly string[] = [...OPTION_TABLE.map((o) => o.wire), LANG_FIELD];

/** The JSON Schema of a recipe row (for the library's documentation and a future form). */
export function recipeOptionSchema(option: RecipeOption): object {
  if (option.type === 'integer') {
    return { type: 'integer', minimum: option.min, maximum: option.max, description: option.description };
  }
  if (option.type === 'boolean') return { type: 'boolean', default: false, description: option.description };
  return { type: 'string', maxLength: option.maxLength, description: option.description };
}
