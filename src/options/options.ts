/**
 * The one option table: every option of every surface, each row tagged with
 * where it applies (option-row.ts). The API's request schema (and so the
 * OpenAPI document and the MCP tool's inputSchema), the defaults, the
 * wire-to-internal mapping, the one reader (read-options.ts) and the order in
 * which it reports problems, the CLI's flags and help, and the generator page's
 * controls are all derived from it: adding an option is a row here plus its
 * behaviour in the core (test/add-option.test.ts adds one).
 */
import type { GenerationOptions } from '../core/generation.js';
import type { Capitalize } from '../core/passphrase.js';
import { MAX_SITE_TEXT_LENGTH } from '../core/site-host.js';
import { WORD_LIST_NAMES, type WordListName } from '../wordlists/word-list-names.js';
import type { BooleanRow, IntegerRow, OptionRow, PageMode, StringRow, UnderRules } from './option-row.js';
import type { ProblemCode } from './problems.js';

export type { BooleanRow, ChoiceRow, IntegerRow, OptionRow, PageMode, StringRow, UnderRules } from './option-row.js';

/** The page's modes that show the character options. */
const CHARACTERS: readonly PageMode[] = ['characters'];
const CHARACTERS_AND_RULES: readonly PageMode[] = ['characters', 'rules'];
const EVERY_MODE: readonly PageMode[] = ['characters', 'passphrase', 'rules'];

/** What every row of the passwords' request says: its behaviour under `rules` (required: a row without it fails the build). */
interface PasswordRowFields {
  readonly underRules: UnderRules;
}

/** A row of the API's section: its name in the core's options too. */
type ApiRow = (IntegerRow | BooleanRow) & PasswordRowFields & { readonly key: keyof GenerationOptions };

/** One row of the table that the HTTP API and the MCP tool accept. */
export type RequestOption = ApiRow;

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
    // Under rules: within the rules' own range; without it, 16 brought into that range.
    underRules: 'applies',
    request: 'passwords',
    api: true,
    cli: true,
    page: CHARACTERS_AND_RULES,
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
    underRules: 'applies',
    request: 'passwords',
    api: true,
    cli: true,
    // One control for the count of passwords and of passphrases.
    page: EVERY_MODE,
  },
  booleanOption('lower', 'lower', true, true, 'conflicts', CHARACTERS, 'Include a-z (26 characters).'),
  booleanOption('upper', 'upper', true, true, 'conflicts', CHARACTERS, 'Include A-Z (26 characters).'),
  booleanOption('digits', 'digits', true, true, 'conflicts', CHARACTERS, 'Include 0-9 (10 characters).'),
  booleanOption(
    'symbols',
    'symbols',
    true,
    true,
    'conflicts',
    CHARACTERS,
    'Include the 27 characters ~!@#$%^&*()_+-=[]{};:,./<>?',
  ),
  booleanOption(
    'exclude_ambiguous',
    'excludeAmbiguous',
    false,
    false,
    'applies',
    CHARACTERS_AND_RULES,
    'Remove 0 O 1 I l o (and |, which is in no set): with all four types on the pool shrinks from 89 to 83.',
  ),
  booleanOption(
    'no_repeats',
    'noRepeats',
    false,
    false,
    // The rules' max-consecutive says it their way.
    'conflicts',
    CHARACTERS,
    'No character equals the one before it. Exact, not best effort: the first character is drawn from the N characters of the pool and each next one uniformly from the N-1 others, which is the distribution of retrying until success, but a repeat never slips through, so bits = log2(N) + (L-1)*log2(N-1) holds for every password.',
  ),
] as const satisfies readonly ApiRow[];

function booleanOption<W extends string, K extends keyof GenerationOptions>(
  wire: W,
  key: K,
  defaultValue: boolean,
  characterType: boolean,
  underRules: UnderRules,
  page: readonly PageMode[],
  description: string,
) {
  return {
    type: 'boolean',
    wire,
    key,
    default: defaultValue,
    code: 'invalid_parameter',
    characterType,
    underRules,
    description,
    request: 'passwords',
    api: true,
    cli: true,
    page,
  } as const satisfies ApiRow;
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

const BY_WIRE: ReadonlyMap<string, ApiRow> = new Map(GENERATE_OPTIONS.map((o) => [o.wire, o]));

/** The row of a wire name, if it is one. */
export function optionByWire(wire: string): ApiRow | undefined {
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
export function integerOption(wire: OptionWireName): IntegerRow {
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
// The HTTP API and the MCP tool keep their published contract (docs/api.md) and refuse these
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

/** A row of the recipe section: its name in {@link RecipeOptionValues} too. */
type RecipeRow = (IntegerRow | StringRow | BooleanRow) & PasswordRowFields & { readonly key: keyof RecipeOptionValues };

/** A row that only the library, the CLI and the page accept. */
export type RecipeOption = RecipeRow;

/** Any row of the passwords' request (the API's and the recipes'). */
export type AnyOption = ApiRow | RecipeRow;

/** The largest minimum and run limit: the local package's longest password. */
const RECIPE_MAX = 128;

const LOCAL = { request: 'passwords', api: false, cli: true } as const;

function minimumOption<W extends string, K extends keyof RecipeOptionValues>(wire: W, key: K, what: string) {
  return {
    type: 'integer',
    wire,
    key,
    default: 0,
    min: 0,
    max: RECIPE_MAX,
    code: 'invalid_parameter',
    message: 'error_invalid_parameter_integer',
    description: `At least N ${what}, 0 to ${RECIPE_MAX}.`,
    // The rules' required classes say it their way.
    underRules: 'conflicts',
    ...LOCAL,
    page: CHARACTERS,
  } as const satisfies RecipeRow;
}

function limitOption<W extends string, K extends keyof RecipeOptionValues>(wire: W, key: K, description: string) {
  return {
    type: 'integer',
    wire,
    key,
    default: undefined,
    min: 1,
    max: RECIPE_MAX,
    code: 'invalid_parameter',
    message: 'error_invalid_parameter_integer',
    description,
    // The rules' max-consecutive and max-sequential say it their way.
    underRules: 'conflicts',
    ...LOCAL,
    page: CHARACTERS,
  } as const satisfies RecipeRow;
}

/** A text recipe option; what its content must be is the engine's to check (recipe-request.ts). */
function textOption<const W extends string, const K extends keyof RecipeOptionValues>(
  row: {
    readonly wire: W;
    readonly key: K;
    readonly maxLength: number;
    readonly characters: boolean;
    readonly code?: 'invalid_site';
    readonly underRules: UnderRules;
  },
  valueName: string,
  page: readonly PageMode[],
  description: string,
) {
  return {
    type: 'string',
    wire: row.wire,
    key: row.key,
    maxLength: row.maxLength,
    characters: row.characters,
    default: undefined,
    minLength: 0,
    printable: false,
    code: row.code ?? 'invalid_parameter',
    message: 'error_invalid_parameter_string',
    valueName,
    description,
    underRules: row.underRules,
    ...LOCAL,
    page,
  } as const satisfies RecipeRow;
}

/** The recipe rows, in the order their problems are reported (after the API's rows). */
export const RECIPE_OPTIONS = [
  {
    ...textOption(
      { wire: 'symbol_set', key: 'symbolSet', maxLength: 33, characters: true, underRules: 'conflicts' },
      'STR',
      CHARACTERS,
      'The symbols to use instead of the 27 default ones: 1 to 33 distinct characters, each a space or one of the 32 ASCII punctuation characters. Needs symbols on.',
    ),
    code: 'invalid_symbol_set',
    message: 'error_invalid_symbol_set',
  },
  textOption(
    { wire: 'exclude', key: 'exclude', maxLength: 1024, characters: true, underRules: 'applies' },
    'STR',
    CHARACTERS_AND_RULES,
    'Characters removed from the pool (any characters).',
  ),
  minimumOption('min_lower', 'minLower', 'lower-case letters'),
  minimumOption('min_upper', 'minUpper', 'upper-case letters'),
  minimumOption('min_digits', 'minDigits', 'digits'),
  minimumOption('min_symbols', 'minSymbols', 'symbols'),
  limitOption(
    'max_repeating',
    'maxRepeating',
    `No more than N identical characters in a row, 1 to ${RECIPE_MAX}; no_repeats is 1.`,
  ),
  limitOption(
    'max_sequential',
    'maxSequential',
    `No more than N characters in a row that run up or down through a-z, A-Z or 0-9 (abc, cba, 789), 1 to ${RECIPE_MAX}.`,
  ),
  textOption(
    { wire: 'rules', key: 'rules', maxLength: 1024, characters: false, underRules: 'gives' },
    'RULES',
    ['rules'],
    'A passwordrules value (Apple and WHATWG syntax): required, allowed, max-consecutive, max-repeating, max-sequential, minlength, maxlength.',
  ),
  // The page offers a site as a search that fills `rules`, not as a control of its own.
  textOption(
    // A URL may carry a path: the host inside it is capped at 253 characters (invalid_site).
    {
      wire: 'site',
      key: 'site',
      maxLength: MAX_SITE_TEXT_LENGTH,
      characters: false,
      code: 'invalid_site',
      underRules: 'gives',
    },
    'DOMAIN',
    [],
    "The site's password rules, from the bundled copy of Apple's password-manager-resources; a site with no entry there (itself or a parent domain) takes the default recipe, with a note.",
  ),
  {
    type: 'boolean',
    wire: 'allow_space',
    key: 'allowSpace',
    default: false,
    characterType: false,
    code: 'invalid_parameter',
    // Only under rules: without them it is refused (error_allow_space_without_rules).
    underRules: 'applies',
    description:
      'With rules or site: let a space be drawn where the rules allow one. Off by default, since many forms trim spaces; a space that the rules require is always drawn.',
    ...LOCAL,
    page: ['rules'],
  },
] as const satisfies readonly RecipeRow[];

// Every field of RecipeOptionValues has a row: a missing one fails the build here.
type MissingRecipeOption = Exclude<keyof RecipeOptionValues, (typeof RECIPE_OPTIONS)[number]['key']>;
const everyRecipeOptionHasARow: MissingRecipeOption extends never ? true : never = true;
void everyRecipeOptionHasARow;

/** The passwords' rows: the API's, then the library's, CLI's and page's own. */
export const PASSWORD_OPTIONS: readonly AnyOption[] = [...GENERATE_OPTIONS, ...RECIPE_OPTIONS];

/** Every name a passwords request of the library and the CLI accepts, in table order, `lang` last. */
export const LOCAL_ACCEPTED_FIELDS: readonly string[] = [...PASSWORD_OPTIONS.map((o) => o.wire), LANG_FIELD];

// --- Passphrase options: the library, the CLI and the page (the API has no passphrases). ---

/** The capitalisation modes, the default first. */
export const CAPITALIZE_MODES = ['none', 'first', 'random'] as const satisfies readonly Capitalize[];

const COUNT = integerOption('count');
const PASSPHRASE = { request: 'passphrases', api: false, cli: true, page: ['passphrase'] } as const;

/** The passphrase rows, in the order problems are reported (after `unknown_parameter`). */
export const PASSPHRASE_OPTIONS = [
  {
    type: 'integer',
    wire: 'words',
    default: 6,
    min: 3,
    max: 20,
    code: 'invalid_words',
    description: 'Words per passphrase, 3 to 20.',
    ...PASSPHRASE,
  },
  {
    type: 'choice',
    wire: 'list',
    default: 'eff_large',
    choices: WORD_LIST_NAMES,
    code: 'invalid_list',
    description:
      "The word list: eff_large (EFF's large list, 7,776 words), eff_short (EFF's short list 1, 1,296 words), de (German, 7,768), es, fr, it, ja, ko, cs (BIP39, 2,048 words each), pt (BIP39 Portuguese, 2,047) or pt_br (Brazilian Portuguese, 7,768).",
    ...PASSPHRASE,
  },
  {
    type: 'string',
    wire: 'separator',
    default: '-',
    minLength: 0,
    maxLength: 8,
    characters: false,
    printable: true,
    valueName: 'STR',
    code: 'invalid_separator',
    description: 'Put between words: 0 to 8 printable ASCII characters.',
    ...PASSPHRASE,
  },
  {
    type: 'choice',
    wire: 'capitalize',
    default: 'none',
    choices: CAPITALIZE_MODES,
    code: 'invalid_capitalize',
    description:
      "none; first (every word's first letter upper case); random (each word's first letter upper case with probability 1/2, one bit a word).",
    ...PASSPHRASE,
  },
  {
    type: 'boolean',
    wire: 'digit',
    default: false,
    characterType: false,
    code: 'invalid_parameter',
    description: 'Append one digit 0-9 to one word chosen uniformly: log2(10 x words) bits more.',
    ...PASSPHRASE,
  },
  {
    type: 'integer',
    wire: 'count',
    default: COUNT.default,
    min: COUNT.min,
    max: COUNT.localMax ?? COUNT.max,
    code: 'invalid_count',
    message: 'error_invalid_count_passphrases',
    description: `Number of passphrases returned, ${COUNT.min} to ${COUNT.localMax ?? COUNT.max}. All share one analysis.`,
    ...PASSPHRASE,
    // The passwords' count control serves both.
    page: [],
  },
] as const satisfies readonly OptionRow[];

/** One passphrase row. */
export type PassphraseOption = (typeof PASSPHRASE_OPTIONS)[number];

/** The passphrase options after reading, with the defaults applied. */
export interface PassphraseOptions {
  readonly words: number;
  readonly list: WordListName;
  readonly separator: string;
  readonly capitalize: Capitalize;
  readonly digit: boolean;
  readonly count: number;
}

/** Every name a passphrase request accepts, in table order, `lang` last. */
export const PASSPHRASE_FIELDS: readonly string[] = [...PASSPHRASE_OPTIONS.map((o) => o.wire), LANG_FIELD];

/** The whole table: every row of every request and surface. */
export const OPTION_TABLE: readonly OptionRow[] = [...PASSWORD_OPTIONS, ...PASSPHRASE_OPTIONS];

/** The rows of a request, in the order their problems are reported. */
export function rowsOf(request: OptionRow['request']): readonly OptionRow[] {
  return OPTION_TABLE.filter((row) => row.request === request);
}
