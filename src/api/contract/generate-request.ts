import type { ErrorObject } from 'ajv';
import { buildAlphabet } from '../../core/alphabet.js';
import type { GenerationOptions } from '../../core/generation.js';
import { suggestName } from '../../options/name-suggestion.js';
import {
  ACCEPTED_FIELDS,
  DEFAULT_OPTIONS,
  GENERATE_OPTIONS,
  LANG_FIELD,
  LOCAL_ACCEPTED_FIELDS,
  MIN_POOL,
  optionsFromWire,
} from '../../options/options.js';
import { PASSPHRASE_OPTIONS } from '../../options/passphrase-options.js';
import type { ApiProblem } from '../../options/problems.js';
// The one request schema, compiled ahead of time (scripts/request-validator.ts) with
// coercion and stripping off: "20" is not 20, and an unknown property is an error.
import { validateGenerateRequest as validate } from './generate-request-validator.js';

/** The outcome of reading a generate request. */
export type GenerateRequestResult =
  | { readonly ok: true; readonly options: GenerationOptions }
  | { readonly ok: false; readonly problem: ApiProblem };

export { MIN_POOL };

const DEFAULTS: GenerateRequestResult = { ok: true, options: DEFAULT_OPTIONS };
const EMPTY_ALPHABET: GenerateRequestResult = { ok: false, problem: { code: 'empty_alphabet' } };

// The schema types `lang` as a string for clients, but the language was negotiated before
// the body is read, and an unknown or wrongly typed value there falls back to English:
// a failure of the lang schema alone is never a request error.
const LANG_PATH = `/${LANG_FIELD}`;
const isLangError = (error: ErrorObject) =>
  error.instancePath === LANG_PATH || error.instancePath.startsWith(`${LANG_PATH}/`);

/**
 * The own enumerable properties of a plain object (what JSON would carry),
 * read once into an object without a prototype; undefined for anything else:
 * not an object, an array, a Map, a class instance, or an object that throws
 * when read. Whatever reads the copy sees nothing inherited (a polluted
 * `Object.prototype`), and a getter cannot answer the validator and the
 * reader differently.
 */
export function ownFields(value: unknown): Record<string, unknown> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  try {
    if (Array.isArray(value)) return undefined;
    // Plain: made by {} or Object.create(null), in this realm or another.
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype !== null && Object.getPrototypeOf(prototype) !== null) return undefined;
    const fields: Record<string, unknown> = Object.create(null);
    for (const key of Object.keys(value)) fields[key] = (value as Record<string, unknown>)[key];
    return fields;
  } catch {
    // A getter or a proxy trap that throws, a revoked proxy.
    return undefined;
  }
}

/**
 * Validates a parsed body (`undefined` for no body) against the one request
 * schema, applies the table's defaults and checks the pool, so that the
 * generator is never handed options it would refuse. Only the body's own
 * properties count ({@link ownFields}); `lang` is never an error here.
 */
export function readGenerateRequest(value: unknown): GenerateRequestResult {
  if (value === undefined) return DEFAULTS;
  const body = ownFields(value);
  if (body === undefined) return { ok: false, problem: { code: 'invalid_body' } };
  if (!validate(body)) {
    const errors = (validate.errors ?? []).filter((error) => !isLangError(error));
    if (errors.length > 0) return { ok: false, problem: firstProblem(errors, body) };
  }
  const options = optionsFromWire(body);
  if (buildAlphabet(options).length < MIN_POOL) return EMPTY_ALPHABET;
  return { ok: true, options };
}

// Names that only the local package and the pages take: the recipe options (symbol_set, min_digits,
// site, ...) and the passphrase options. The API's answer says where they exist rather than
// suggesting a name they merely look like (symbol_set is not a typo of symbols).
const RECIPE_FIELDS: ReadonlySet<string> = new Set(
  LOCAL_ACCEPTED_FIELDS.filter((name) => !ACCEPTED_FIELDS.includes(name)),
);
const PASSPHRASE_FIELDS: ReadonlySet<string> = new Set(
  PASSPHRASE_OPTIONS.map((option) => option.wire).filter((name) => !ACCEPTED_FIELDS.includes(name)),
);

function unknownParameter(field: string, body: object): ApiProblem {
  // A name the body already has is not the one the client meant.
  const suggestion = suggestName(
    field,
    ACCEPTED_FIELDS.filter((name) => !Object.hasOwn(body, name)),
  );
  // A passphrase option close to an accepted name (`digit`) is more likely a typo of it (`digits`).
  if (RECIPE_FIELDS.has(field) || (PASSPHRASE_FIELDS.has(field) && suggestion === undefined)) {
    return { code: 'unknown_parameter', field, message: 'error_unknown_parameter_local' };
  }
  return { code: 'unknown_parameter', field, ...(suggestion === undefined ? {} : { suggestion }) };
}

// Report order when a body has several problems: unknown properties first,
// then the fields in the option table's order, then the combination.
function firstProblem(errors: readonly ErrorObject[], body: object): ApiProblem {
  const unknown = errors.find((e) => e.keyword === 'additionalProperties' && e.instancePath === '');
  if (unknown !== undefined) {
    return unknownParameter(String((unknown.params as { additionalProperty: string }).additionalProperty), body);
  }
  const failed = new Set(errors.map((e) => e.instancePath.slice(1).split('/')[0]));
  for (const option of GENERATE_OPTIONS) {
    if (failed.has(option.wire)) return { code: option.code, field: option.wire };
  }
  return { code: 'empty_alphabet' };
}

/**
 * {@link readGenerateRequest} with the local package's ranges (library, CLI and page): a length
 * up to 128 and a count up to 100 (`localMax` in the option table), while the HTTP API and the MCP
 * tool keep their published 4-64 and 1-20. Out of range, the problem names the local range.
 */
export function readLocalGenerateRequest(value: unknown): GenerateRequestResult {
  const body = value === undefined ? undefined : ownFields(value);
  if (body === undefined) return readGenerateRequest(value);
  const asApi: Record<string, unknown> = { ...body };
  const wide: Record<string, number> = {};
  for (const option of GENERATE_OPTIONS) {
    if (option.type !== 'integer' || option.localMax === undefined) continue;
    const given = body[option.wire];
    if (typeof given !== 'number' || !Number.isInteger(given) || given <= option.max || given > option.localMax)
      continue;
    // Within the local range: the API's reading checks the rest, with the API's largest value in its place.
    wide[option.key] = given;
    asApi[option.wire] = option.max;
  }
  const read = readGenerateRequest(asApi);
  if (!read.ok) return { ok: false, problem: withLocalRange(read.problem) };
  return { ok: true, options: { ...read.options, ...wide } };
}

// A range problem of a row with a local range states the local range.
function withLocalRange(problem: ApiProblem): ApiProblem {
  const option = GENERATE_OPTIONS.find((o) => o.wire === problem.field && o.code === problem.code);
  if (option?.type !== 'integer' || option.localMax === undefined) return problem;
  return { ...problem, params: { min: option.min, max: option.localMax } };
}
