import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { buildAlphabet } from '../core/alphabet.js';
import type { GenerationOptions } from '../core/generation.js';
import type { Problem } from './errors.js';
import { DEFAULT_OPTIONS, GENERATE_OPTIONS, MIN_POOL, optionsFromWire } from './options.js';
import { GENERATE_REQUEST_SCHEMA } from './schemas.js';

/** The outcome of reading a generate request. */
export type GenerateRequestResult =
  | { readonly ok: true; readonly options: GenerationOptions }
  | { readonly ok: false; readonly problem: Problem };

export { MIN_POOL };

// Coercion and stripping are off: "20" is not 20, and an unknown property is an error.
const ajv = new Ajv2020({
  allErrors: true,
  coerceTypes: false,
  removeAdditional: false,
  useDefaults: false,
  strict: true,
});
const validate = ajv.compile(GENERATE_REQUEST_SCHEMA);

const DEFAULTS: GenerateRequestResult = { ok: true, options: DEFAULT_OPTIONS };
const EMPTY_ALPHABET: GenerateRequestResult = { ok: false, problem: { code: 'empty_alphabet' } };

/**
 * Validates a parsed body (`undefined` for no body) against the one request
 * schema, applies the table's defaults and checks the pool, so that the
 * generator is never handed options it would refuse. `lang` is never an error here.
 */
export function readGenerateRequest(body: unknown): GenerateRequestResult {
  if (body === undefined) return DEFAULTS;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, problem: { code: 'invalid_body' } };
  }
  if (!validate(body)) return { ok: false, problem: firstProblem(validate.errors ?? []) };
  const options = optionsFromWire(body as Record<string, unknown>);
  if (buildAlphabet(options).length < MIN_POOL) return EMPTY_ALPHABET;
  return { ok: true, options };
}

// Report order when a body has several problems: unknown properties first,
// then the fields in the option table's order, then the combination.
function firstProblem(errors: readonly ErrorObject[]): Problem {
  const unknown = errors.find((e) => e.keyword === 'additionalProperties' && e.instancePath === '');
  if (unknown !== undefined) {
    return {
      code: 'unknown_parameter',
      field: String((unknown.params as { additionalProperty: string }).additionalProperty),
    };
  }
  const failed = new Set(errors.map((e) => e.instancePath.slice(1).split('/')[0]));
  for (const option of GENERATE_OPTIONS) {
    if (failed.has(option.wire)) return { code: option.code, field: option.wire };
  }
  return { code: 'empty_alphabet' };
}
