/**
 * The contract as the fuzz tests see it: arbitraries for request bodies and
 * headers, and an oracle written from docs/api.md (not from src/), which says
 * what class of answer each input must get.
 */
import fc from 'fast-check';

/** The answer an input must get: 200 (with the shape it implies) or an error code with its status. */
export type Expected =
  | { readonly status: 200; readonly length: number; readonly count: number; readonly pool: number }
  | { readonly status: number; readonly code: string; readonly field?: string; readonly message?: RegExp };

const INTEGERS = [
  ['length', 4, 64, 16, 'invalid_length'],
  ['count', 1, 20, 1, 'invalid_count'],
] as const;
const TYPES = [
  ['lower', 26, 2],
  ['upper', 26, 2],
  ['digits', 10, 2],
  ['symbols', 27, 0],
] as const;
const FLAGS = ['lower', 'upper', 'digits', 'symbols', 'exclude_ambiguous', 'no_repeats'] as const;
const ACCEPTED = new Set<string>([...INTEGERS.map(([name]) => name), ...FLAGS, 'lang']);

/** The answer a generate body (a parsed JSON object) must get, by the rules and order of docs/api.md. */
export function expectGenerate(body: Readonly<Record<string, unknown>>): Expected {
  const unknown = Object.keys(body).find((key) => !ACCEPTED.has(key));
  if (unknown !== undefined) return { status: 400, code: 'unknown_parameter', field: unknown };
  for (const [name, min, max, , code] of INTEGERS) {
    if (!Object.hasOwn(body, name)) continue;
    const value = body[name];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      return { status: 400, code, field: name };
    }
  }
  for (const flag of FLAGS) {
    if (Object.hasOwn(body, flag) && typeof body[flag] !== 'boolean') {
      return { status: 400, code: 'invalid_parameter', field: flag };
    }
  }
  const ambiguousOff = body.exclude_ambiguous === true;
  let pool = 0;
  for (const [name, size, ambiguous] of TYPES) {
    if (body[name] !== false) pool += size - (ambiguousOff ? ambiguous : 0);
  }
  if (pool === 0) return { status: 400, code: 'empty_alphabet' };
  const integer = (name: 'length' | 'count', fallback: number) =>
    Object.hasOwn(body, name) ? (body[name] as number) : fallback;
  return { status: 200, length: integer('length', 16), count: integer('count', 1), pool };
}

/** Any JSON value, small. */
export const jsonValue: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2 });

// A value for an option: mostly in range, often just outside, sometimes of any type.
const integerValue = (min: number, max: number) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min, max }) },
    { weight: 2, arbitrary: fc.constantFrom(min - 1, max + 1, 0, -1, 1e3, 2 ** 53, -0) },
    { weight: 1, arbitrary: fc.double({ noNaN: true }) },
    { weight: 1, arbitrary: fc.constantFrom(`${min}`, true, null, [min], { v: min }, 16.5) },
  );
const flagValue = fc.oneof(
  { weight: 8, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constantFrom('true', 0, 1, null, 'yes', []) },
);
const langValue = fc.oneof(fc.constantFrom('en', 'es', 'fr', 'ja', 'xx', ''), jsonValue);
const unknownKey = fc.oneof(
  fc.constantFrom('Length', 'size', '__proto__', 'constructor', 'toString', 'exclude', ''),
  fc.string({ maxLength: 8 }),
);

/** Generate bodies as key/value pairs (so that `__proto__` can be an own key), mostly close to valid. */
export const generateEntries: fc.Arbitrary<[string, unknown][]> = fc
  .record(
    {
      length: integerValue(4, 64),
      count: integerValue(1, 20),
      lower: flagValue,
      upper: flagValue,
      digits: flagValue,
      symbols: flagValue,
      exclude_ambiguous: flagValue,
      no_repeats: flagValue,
      lang: langValue,
    },
    { requiredKeys: [] },
  )
  .chain((known) =>
    fc
      .oneof(
        { weight: 4, arbitrary: fc.constant<[string, unknown][]>([]) },
        { weight: 1, arbitrary: fc.array(fc.tuple(unknownKey, jsonValue), { minLength: 1, maxLength: 2 }) },
      )
      .map((extra) => [...Object.entries(known), ...extra])
      .chain((entries) => fc.shuffledSubarray(entries, { minLength: entries.length, maxLength: entries.length })),
  );

/** A JSON object text from entries, keeping `__proto__` as an own key. */
export function objectText(entries: readonly [string, unknown][]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
}

/** The object JSON.parse makes of entries (duplicate keys: the last wins, as in JSON.parse). */
export function parsedObject(entries: readonly [string, unknown][]): Record<string, unknown> {
  return JSON.parse(objectText(entries)) as Record<string, unknown>;
}

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/vnd.x+json',
];
const OTHER_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'text/json'];
const NOT_MEDIA_TYPES = ['json', '', 'application', 'application/', '/json', 'a b/c', ';charset=utf-8'];

/** Content-Type: absent (undefined), JSON, another type, or not a media type at all. */
export const contentType = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 4, arbitrary: fc.constantFrom(...JSON_TYPES) },
  { weight: 2, arbitrary: fc.constantFrom(...OTHER_TYPES) },
  { weight: 2, arbitrary: fc.constantFrom(...NOT_MEDIA_TYPES) },
);

/** Content-Encoding: mostly absent; identity or empty (no coding), or a coding. */
export const contentEncoding = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constantFrom('identity', 'IDENTITY', '') },
  { weight: 1, arbitrary: fc.constantFrom('gzip', 'br', 'deflate', 'x-bogus', 'identity, gzip') },
);

/** A body text: none, blank, an object (close to valid), another JSON value, or text. */
export const bodyText = fc.oneof(
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.constantFrom('', ' ', '\t\r\n', '\n\n  ') },
  { weight: 8, arbitrary: generateEntries.map(objectText) },
  { weight: 2, arbitrary: jsonValue.map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40, unit: 'grapheme-ascii' }) },
  { weight: 1, arbitrary: fc.constantFrom('\u00a0', '\ufeff{}', '{"length":', 'null', '[]', '{"a":1}x') },
  { weight: 1, arbitrary: fc.integer({ min: 8_180, max: 8_300 }).map((n) => `{"x":"${'a'.repeat(n - 8)}"}`) },
);

const isJsonType = (type: string) => {
  const essence = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return essence === 'application/json' || /^application\/[^/\s]+\+json$/.test(essence);
};
const BLANK = /^[ \t\r\n]*$/;

/** The answer a POST /v1/generate must get for a content type, encoding and body (the decision table in docs/api.md). */
export function expectBody(type: string | undefined, encoding: string | undefined, body: string | undefined): Expected {
  const hasBody = body !== undefined && body.length > 0;
  const coding = encoding?.trim().toLowerCase();
  if (hasBody && coding !== undefined && coding !== '' && coding !== 'identity') {
    // The message is in the request's language, which the model does not follow: English or Spanish.
    return { status: 415, code: 'unsupported_media_type', message: /compress|comprimid/ };
  }
  if (body !== undefined && Buffer.byteLength(body) > 8192) return { status: 413, code: 'payload_too_large' };
  if (body === undefined || BLANK.test(body)) return { status: 200, length: 16, count: 1, pool: 89 };
  if (type !== undefined && !isJsonType(type)) return { status: 415, code: 'unsupported_media_type' };
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return { status: 400, code: 'invalid_json' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { status: 400, code: 'invalid_body' };
  return expectGenerate(value as Record<string, unknown>);
}
