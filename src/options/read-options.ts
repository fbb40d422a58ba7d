/**
 * The one reader of requests, for every surface: the HTTP API and the MCP
 * tool (api/contract/generate-request.ts), the library, the CLI and the page
 * (engine/). It reads a request once, from the own properties of a plain
 * object, and checks it against rows of the option table: unknown names first
 * (with the accepted name probably meant), then each row in table order.
 * Nothing is coerced (`"20"` is not 20) and `lang` is never an error.
 */
import { buildAlphabet } from '../core/alphabet.js';
import type { GenerationOptions } from '../core/generation.js';
import { suggestName } from './name-suggestion.js';
import { fitsRow, type OptionRow, rowParams } from './option-row.js';
import { LANG_FIELD, MIN_POOL, optionsFromWire } from './options.js';
import type { Problem } from './problems.js';

/**
 * The own enumerable properties of a plain object (what JSON would carry),
 * read once into an object without a prototype; undefined for anything else:
 * not an object, an array, a Map, a class instance, or an object that throws
 * when read. Whatever reads the copy sees nothing inherited (a polluted
 * `Object.prototype`), and a getter cannot answer twice differently.
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

/** A request read: its own fields as given, and every row's value (the default where absent). */
export interface ReadRequest {
  readonly fields: Readonly<Record<string, unknown>>;
  readonly values: Readonly<Record<string, unknown>>;
}

/** The outcome of {@link readOptions}. */
export type ReadResult = ({ readonly ok: true } & ReadRequest) | { readonly ok: false; readonly problem: Problem };

/** Whom the request is read for: the API (its published ranges) or the local package (its wider ones). */
export interface ReadContext {
  readonly api: boolean;
}

/**
 * Reads `body` (undefined for none: every default) against `rows`. A problem carries the values of
 * its message (the local package's range, the choices, the accepted names); the API's messages take
 * the API's ranges from the table.
 */
export function readOptions(body: unknown, rows: readonly OptionRow[], { api }: ReadContext): ReadResult {
  const fields = body === undefined ? Object.create(null) : ownFields(body);
  if (fields === undefined) return { ok: false, problem: { code: 'invalid_body' } };
  const accepted = acceptedNames(rows);
  for (const name in fields) {
    if (!accepted.has(name)) return { ok: false, problem: unknownParameter(name, fields, [...accepted]) };
  }
  const values: Record<string, unknown> = Object.create(null);
  for (const row of rows) {
    const value = fields[row.wire];
    if (value === undefined) {
      values[row.wire] = row.default;
    } else if (fitsRow(row, value, api)) {
      values[row.wire] = value;
    } else {
      return { ok: false, problem: refusedValue(row, api) };
    }
  }
  return { ok: true, fields, values };
}

// The names each set of rows accepts, worked out once per set (the tables are constants).
const ACCEPTED = new WeakMap<readonly OptionRow[], ReadonlySet<string>>();

function acceptedNames(rows: readonly OptionRow[]): ReadonlySet<string> {
  let names = ACCEPTED.get(rows);
  if (names === undefined) {
    names = new Set([...rows.map((row) => row.wire), LANG_FIELD]);
    ACCEPTED.set(rows, names);
  }
  return names;
}

function unknownParameter(field: string, fields: object, accepted: readonly string[]): Problem {
  // A name the request already has is not the one the caller meant.
  const suggestion = suggestName(
    field,
    accepted.filter((name) => !Object.hasOwn(fields, name)),
  );
  return { code: 'unknown_parameter', field, accepted, ...(suggestion === undefined ? {} : { suggestion }) };
}

function refusedValue(row: OptionRow, api: boolean): Problem {
  return {
    code: row.code,
    field: row.wire,
    ...(row.message === undefined ? {} : { message: row.message }),
    // The API's messages take the API's range from the table (problem-messages.ts).
    ...(api ? {} : { params: rowParams(row, false) }),
  };
}

/** The outcome of {@link readPasswordOptions}: the request read, and the generator's options from it. */
export type PasswordsReadResult =
  | ({ readonly ok: true; readonly options: GenerationOptions } & ReadRequest)
  | { readonly ok: false; readonly problem: Problem };

const EMPTY_ALPHABET: PasswordsReadResult = { ok: false, problem: { code: 'empty_alphabet' } };

/**
 * The one reading path of a passwords request, for the HTTP API and the MCP tool (the API's rows and
 * ranges) and for the local package (every passwords row, its wider ranges): the rows in table order,
 * then the caller's checks between options (the recipe options' conflicts; none for the API), then
 * the generator's options with the pool checked, so that the generator is never handed options it
 * would refuse (`empty_alphabet`).
 */
export function readPasswordOptions(
  body: unknown,
  rows: readonly OptionRow[],
  context: ReadContext,
  checkRequest?: (read: ReadRequest) => Problem | undefined,
): PasswordsReadResult {
  const read = readOptions(body, rows, context);
  if (!read.ok) return read;
  const problem = checkRequest?.(read);
  if (problem !== undefined) return { ok: false, problem };
  const options = optionsFromWire(read.values);
  if (buildAlphabet(options).length < MIN_POOL) return EMPTY_ALPHABET;
  return { ok: true, fields: read.fields, values: read.values, options };
}
