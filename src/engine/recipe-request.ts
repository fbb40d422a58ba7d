/**
 * Reading a passwords request of the local package (library, CLI and page):
 * the API's options, and the recipe options (`symbol_set`, `exclude`, the
 * minimums, the run limits, `rules`, `site`) into the core's one normalised
 * {@link Recipe}, validated and counted. The HTTP API and the MCP tool never
 * come here: their published contract (docs/api.md) has no recipe options.
 */

import type { GenerationOptions } from '../core/generation.js';
import { NAMED_CLASSES, type PasswordRules, parsePasswordRules, type RulesError } from '../core/password-rules.js';
import {
  buildRecipe,
  type MinimumName,
  type PreparedCache,
  type RecipeFailure,
  type RecipeValues,
  rulesLengths as rulesLengthsWithin,
} from '../core/recipe-build.js';
import type { PreparedRecipe } from '../core/recipe-sample.js';
import { siteHost } from '../core/site-host.js';
import type { MessageKey } from '../i18n/messages-en.js';
import {
  type AnyOption,
  integerOption,
  PASSWORD_OPTIONS,
  RECIPE_OPTIONS,
  type RecipeOptionValues,
} from '../options/options.js';
import type { Problem } from '../options/problems.js';
import { type ReadRequest, readPasswordOptions } from '../options/read-options.js';
import type { SiteRules } from './site-rules.js';

/** Something the user should know about an accepted request: a site with no known rules. */
export interface RecipeNote {
  readonly code: 'no_site_rules';
  readonly field: 'site';
  readonly message: MessageKey;
  readonly params: Readonly<Record<string, string>>;
}

/** The outcome of {@link readRecipeRequest}. */
export type RecipeRequestResult =
  /** No recipe option: the API's own generator, with its options read. */
  | { readonly ok: true; readonly kind: 'plain'; readonly options: GenerationOptions; readonly note?: RecipeNote }
  | {
      readonly ok: true;
      readonly kind: 'recipe';
      readonly prepared: PreparedRecipe;
      readonly count: number;
      readonly note?: RecipeNote;
      /** The parts of the rules left out, as Apple's parser leaves them out (with a warning in its log). */
      readonly dropped?: readonly RulesError[];
    }
  /** The recipe's estimated work is over the caller's budget: nothing was counted (see readRecipeRequest). */
  | { readonly ok: true; readonly kind: 'deferred'; readonly note?: RecipeNote }
  | { readonly ok: false; readonly problem: Problem };

/**
 * Finds a site's rules. The database is handed in rather than imported, so that a browser page
 * loads it only when the user asks for a site; without one, every `site` is unknown.
 */
export type SiteLookup = (site: string) => SiteRules | undefined;

const NO_SITES: SiteLookup = () => undefined;

/**
 * Reads a passwords request once (the one reading path, own properties only, every name the library
 * accepts): `plain` with the API's options when no recipe option is given, so today's options keep
 * today's figures and errors exactly; else the recipe, built and counted by the core in one call. A
 * site with no known rules takes the default recipe (the other options as given) with a note, never
 * an error. The site is looked up once and the rules parsed once; problems are worded at the end.
 */
export function readRecipeRequest(
  body: unknown,
  lookupSite: SiteLookup = NO_SITES,
  /** With a budget, a recipe whose table would take more work (estimateWork) is `deferred`, not counted. */
  workBudget = Number.POSITIVE_INFINITY,
): RecipeRequestResult {
  const read = readPasswordOptions(body, PASSWORD_OPTIONS, { api: false }, requestProblem);
  if (!read.ok) return read;
  const input = recipeInput(read, lookupSite);
  if (!('values' in input)) return input;
  const { noted, blame, dropped } = input;
  const build = buildRecipe(input.values, { workBudget, cache: PREPARED });
  if (build.kind === 'deferred') return { ok: true, kind: 'deferred', ...noted };
  if (build.kind === 'refused') return { ok: false, problem: recipeProblem(build.failure, blame) };
  const left = dropped.length > 0 ? { dropped } : {};
  return { ok: true, kind: 'recipe', prepared: build.prepared, count: read.options.count, ...noted, ...left };
}

/** What the core's builder is given, with what a refusal or the answer will need of the request. */
interface RecipeInput {
  readonly values: RecipeValues;
  readonly noted: { readonly note?: RecipeNote };
  readonly blame: RecipeBlame;
  readonly dropped: readonly RulesError[];
}

/**
 * A request read, made into the core's values (the generator's options, the recipe rows, the parsed
 * rules and the local lengths); or `plain` when no recipe option counts, or the problem. The site is
 * looked up once and the rules parsed once, whichever gave them; their problems keep their turn.
 */
function recipeInput(
  read: ReadRequest & { readonly options: GenerationOptions },
  lookupSite: SiteLookup,
): RecipeInput | Extract<RecipeRequestResult, { kind: 'plain' } | { ok: false }> {
  const given = (wire: string) => read.fields[wire] !== undefined;
  const values = recipeValues(read.values);
  const site = readSite(values.site, lookupSite);
  if ('problem' in site) return { ok: false, problem: site.problem };
  const source: 'rules' | 'site' = values.rules !== undefined ? 'rules' : 'site';
  const text = values.rules ?? site.rules?.rules;
  const parsed = text === undefined ? undefined : parsePasswordRules(text);
  const { note } = site;
  const noted = note === undefined ? {} : { note };
  // A site without known rules: the default recipe, as if neither it nor what only rules use were given.
  const counts = (o: AnyOption) =>
    given(o.wire) && (note === undefined || (o.wire !== 'site' && o.wire !== 'allow_space'));
  if (!RECIPE_OPTIONS.some(counts)) return { ok: true, kind: 'plain', options: read.options, ...noted };
  if (values.symbolSet !== undefined && !read.options.symbols) {
    return {
      ok: false,
      problem: { code: 'conflicting_options', field: 'symbol_set', message: 'error_conflicting_options_symbols' },
    };
  }
  if (parsed !== undefined && !parsed.ok) {
    const { reason, part, position } = parsed.error;
    const params = { reason: `rules_${reason}`, part, position };
    return { ok: false, problem: { code: 'invalid_rules', field: source, message: 'error_invalid_rules', params } };
  }
  const rules = parsed?.rules;
  const { count: _count, length, ...characters } = read.options;
  // Under rules, a length not asked for is the rules' own default.
  const asked = rules !== undefined && !given('length') ? undefined : length;
  const coreValues: RecipeValues = { ...characters, ...values, length: asked, lengths: LOCAL_LENGTHS, rules };
  const blame = { given, source: rules === undefined ? undefined : source };
  return { values: coreValues, noted, blame, dropped: parsed?.warnings ?? [] };
}

const LENGTH = integerOption('length');
const LOCAL_LENGTHS = { min: LENGTH.min, max: LENGTH.localMax ?? LENGTH.max } as const;

/**
 * The lengths a set of rules allows within the local package's range, and the length used when
 * none is given: 16 brought into that range.
 */
export function rulesLengths(rules: PasswordRules): { min: number; max: number; fallback: number } {
  return rulesLengthsWithin(rules, LOCAL_LENGTHS);
}

/** A site looked up once: its rules, or the note that it has none; a site that is not a host name is refused. */
function readSite(
  site: string | undefined,
  lookupSite: SiteLookup,
): { readonly rules?: SiteRules; readonly note?: RecipeNote } | { readonly problem: Problem } {
  if (site === undefined) return {};
  const host = siteHost(site);
  if (!host.ok) {
    const shown = site.length > 64 ? `${site.slice(0, 64)}…` : site;
    const params = { site: shown };
    return { problem: { code: 'invalid_site', field: 'site', message: `error_invalid_site_${host.problem}`, params } };
  }
  const rules = lookupSite(site);
  if (rules !== undefined) return { rules };
  return { note: { code: 'no_site_rules', field: 'site', message: 'note_no_site_rules', params: { site: host.host } } };
}

// A library or page that asks for the same recipe again (count is at most 20 per call) reuses
// its count: the constraint set is the key, never a password.
const PREPARED_RECIPES = new Map<string, PreparedRecipe>();
const MAX_PREPARED = 64;

const PREPARED: PreparedCache = {
  get: (key) => PREPARED_RECIPES.get(key),
  set(key, prepared) {
    if (PREPARED_RECIPES.size >= MAX_PREPARED) PREPARED_RECIPES.delete(PREPARED_RECIPES.keys().next().value as string);
    PREPARED_RECIPES.set(key, prepared);
  },
};

type Values = { -readonly [K in keyof RecipeOptionValues]: RecipeOptionValues[K] };

/** The recipe rows' values by their names in {@link RecipeOptionValues}. */
function recipeValues(read: Readonly<Record<string, unknown>>): Values {
  const values: Record<string, unknown> = {};
  for (const option of RECIPE_OPTIONS) values[option.key] = read[option.wire];
  return values as Values;
}

/** Space and the 32 ASCII punctuation characters: the `special` class of the rules grammar. */
const SYMBOL_CHOICES = NAMED_CLASSES.special as string;

/** The checks between the recipe options, before the pool: a symbol set's characters, then the conflicts. */
function requestProblem({ fields }: ReadRequest): Problem | undefined {
  const symbolSet = fields.symbol_set;
  if (typeof symbolSet === 'string' && !isSymbolSet(symbolSet)) {
    return { code: 'invalid_symbol_set', field: 'symbol_set', message: 'error_invalid_symbol_set' };
  }
  return conflictProblem((wire) => fields[wire] !== undefined);
}

function isSymbolSet(set: string): boolean {
  return set.length > 0 && new Set(set).size === set.length && [...set].every((ch) => SYMBOL_CHOICES.includes(ch));
}

/** The rows that give the rules (`rules`, `site`), and those that the rules say their own way: the rows say which. */
const RULES_SOURCES: readonly string[] = PASSWORD_OPTIONS.filter((o) => o.underRules === 'gives').map((o) => o.wire);
const CONFLICTING_WITH_RULES: readonly string[] = PASSWORD_OPTIONS.filter((o) => o.underRules === 'conflicts').map(
  (o) => o.wire,
);

function conflictProblem(given: (wire: string) => boolean): Problem | undefined {
  const conflict = (other: string, field: string): Problem => ({
    code: 'conflicting_options',
    field,
    message: 'error_conflicting_options',
    params: { field, other },
  });
  const sources = RULES_SOURCES.filter(given);
  if (sources.length > 1) return conflict(sources[0] as string, sources[1] as string);
  const source = sources[0];
  if (source === undefined && given('allow_space')) {
    return { code: 'conflicting_options', field: 'allow_space', message: 'error_allow_space_without_rules' };
  }
  const clash = source === undefined ? undefined : CONFLICTING_WITH_RULES.find(given);
  return clash === undefined ? undefined : conflict(clash, source as string);
}

/** What a recipe's refusal points to: the options given, and the option the rules came from. */
export interface RecipeBlame {
  readonly given: (wire: string) => boolean;
  readonly source: 'rules' | 'site' | undefined;
}

/**
 * The problem of each reason the core gives: the one mapping from the core's reasons to the
 * engine's problem codes (recipe-request.test.ts reaches every reason through it).
 */
export function recipeProblem(failure: RecipeFailure, blame: RecipeBlame): Problem {
  switch (failure.reason) {
    case 'unsatisfiable':
      return unsatisfiableProblem(failure, blame);
    case 'no_randomness':
      return { code: 'no_randomness', field: firstGiven(SINGLE_PASSWORD_BLAME, blame), message: 'error_no_randomness' };
    case 'too_complex':
      return { code: 'too_complex', field: firstGiven(COMPLEXITY_BLAME, blame), message: 'error_too_complex' };
  }
}

function unsatisfiableProblem(failure: RecipeFailure & { reason: 'unsatisfiable' }, blame: RecipeBlame): Problem {
  const problem = (message: MessageKey, params: Readonly<Record<string, string | number>>, field?: string) => ({
    code: 'unsatisfiable' as const,
    field,
    message,
    params: field === undefined ? params : { field, ...params },
  });
  switch (failure.cause) {
    case 'pool':
      return problem('error_unsatisfiable_pool', {}, blame.given('exclude') ? 'exclude' : blame.source);
    case 'required_empty':
      return problem(
        'error_unsatisfiable_required_empty',
        {},
        failure.minimum === undefined ? 'rules' : wireOf(failure.minimum),
      );
    case 'minimums':
      return problem('error_unsatisfiable_minimums', { needed: failure.needed, length: failure.length }, 'length');
    case 'length': {
      const { min, max, length } = failure;
      return problem('error_unsatisfiable_length', { min, max, length }, 'length');
    }
    case 'counted':
      return problem('error_unsatisfiable', { length: failure.length });
  }
}

function wireOf(minimum: MinimumName): string {
  return (RECIPE_OPTIONS.find((o) => o.key === minimum) as AnyOption).wire;
}

const byTable = (rows: readonly AnyOption[], keep: (row: AnyOption) => boolean) => rows.filter(keep).map((o) => o.wire);
const RECIPE_ROWS: readonly AnyOption[] = RECIPE_OPTIONS;
/** The rows that ask for characters (the minimums) and limit runs, the last in the table first: the most specific. */
const MINIMUMS_LAST_FIRST = byTable([...RECIPE_ROWS].reverse(), (o) => o.type === 'integer' && o.default === 0);
const COUNT_ROWS_LAST_FIRST = byTable([...RECIPE_ROWS].reverse(), (o) => o.type === 'integer');
/** The rows that narrow the pool to a set of characters (`symbol_set`, `exclude`). */
const CHARACTER_SET_ROWS = byTable(RECIPE_ROWS, (o) => o.type === 'string' && o.characters);

/** Too complex: the rules, else the run limits and the minimums, which make the table large. */
const COMPLEXITY_BLAME = [...RULES_SOURCES, ...COUNT_ROWS_LAST_FIRST];
/** One password: the rules, else the sets that narrow the pool, else the minimums that fill it. */
const SINGLE_PASSWORD_BLAME = [...RULES_SOURCES, ...CHARACTER_SET_ROWS, ...MINIMUMS_LAST_FIRST];

function firstGiven(candidates: readonly string[], blame: RecipeBlame): string {
  return (
    candidates.find((wire) => (RULES_SOURCES.includes(wire) ? blame.source === wire : blame.given(wire))) ?? 'length'
  );
}
