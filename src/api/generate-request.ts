import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import type { GenerationOptions } from '../core/generation.js';
import { type ErrorCode, GENERATE_REQUEST_SCHEMA } from './schemas.js';

/** Why a request body was refused: a code and, for a single parameter, its name. */
export interface RequestProblem {
  readonly code: ErrorCode;
  readonly field?: string;
}

/** The outcome of reading a generate request. */
export type GenerateRequestResult =
  | { readonly ok: true; readonly options: GenerationOptions }
  | { readonly ok: false; readonly problem: RequestProblem };

type Field = keyof typeof GENERATE_REQUEST_SCHEMA.properties;

// Report order when a body has several problems: unknown properties first,
// then the fields in the specification's table order, then the combination.
const FIELD_ORDER = Object.keys(GENERATE_REQUEST_SCHEMA.properties) as Field[];
const FIELD_CODE: Partial<Record<Field, ErrorCode>> = { length: 'invalid_length', count: 'invalid_count' };

/**
 * Coercion and stripping are off: "20" is not 20, and an unknown property is an error.
 * The schema is a constant, checked against the 2020-12 meta-schema by a unit test
 * (generate-request.test.ts), so start-up skips that check: compiling the meta-schema
 * is most of what validation costs at start (about 100-250 ms of CPU).
 */
export const REQUEST_AJV_OPTIONS = {
  allErrors: true,
  coerceTypes: false,
  removeAdditional: false,
  useDefaults: false,
  strict: true,
  validateSchema: false,
} as const;

const ajv = new Ajv2020(REQUEST_AJV_OPTIONS);
const validate = ajv.compile(GENERATE_REQUEST_SCHEMA);

const DEFAULTS: GenerationOptions = (() => {
  const p = GENERATE_REQUEST_SCHEMA.properties;
  return {
    length: p.length.default,
    count: p.count.default,
    lower: p.lower.default,
    upper: p.upper.default,
    digits: p.digits.default,
    symbols: p.symbols.default,
    excludeAmbiguous: p.exclude_ambiguous.default,
    noRepeats: p.no_repeats.default,
  };
})();

/**
 * Validates a parsed body (`undefined` for no body) against the one request
 * schema and applies its defaults. `lang` is never an error here.
 */
export function readGenerateRequest(body: unknown): GenerateRequestResult {
  if (body === undefined) return { ok: true, options: DEFAULTS };
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, problem: { code: 'invalid_body' } };
  }
  if (!validate(body)) return { ok: false, problem: firstProblem(validate.errors ?? []) };
  const b = body as Partial<Record<Field, unknown>>;
  return {
    ok: true,
    options: {
      length: (b.length as number | undefined) ?? DEFAULTS.length,
      count: (b.count as number | undefined) ?? DEFAULTS.count,
      lower: (b.lower as boolean | undefined) ?? DEFAULTS.lower,
      upper: (b.upper as boolean | undefined) ?? DEFAULTS.upper,
      digits: (b.digits as boolean | undefined) ?? DEFAULTS.digits,
      symbols: (b.symbols as boolean | undefined) ?? DEFAULTS.symbols,
      excludeAmbiguous: (b.exclude_ambiguous as boolean | undefined) ?? DEFAULTS.excludeAmbiguous,
      noRepeats: (b.no_repeats as boolean | undefined) ?? DEFAULTS.noRepeats,
    },
  };
}

function firstProblem(errors: readonly ErrorObject[]): RequestProblem {
  const unknown = errors.find((e) => e.keyword === 'additionalProperties' && e.instancePath === '');
  if (unknown !== undefined) {
    return {
      code: 'unknown_parameter',
      field: String((unknown.params as { additionalProperty: string }).additionalProperty),
    };
  }
  const failed = new Set(errors.map((e) => e.instancePath.slice(1).split('/')[0]));
  for (const field of FIELD_ORDER) {
    if (failed.has(field)) return { code: FIELD_CODE[field] ?? 'invalid_parameter', field };
  }
  return { code: 'empty_alphabet' };
}
