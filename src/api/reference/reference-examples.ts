/**
 * The examples of the reference (OpenAPI examples, the error catalogue): real
 * answers of the service's own responder to real requests, so that they can
 * never drift from what the API sends. Only the random source is fixed, so
 * the example passwords stay the same from one start to the next.
 */
import { createPasswordGenerator, type RandomFill } from '../../core/generator.js';
import { languageInBody, negotiateLanguage } from '../../i18n/languages.js';
import type { Links } from '../../i18n/links.js';
import type { ApiProblem, ErrorCode } from '../../options/problems.js';
import type { ErrorBody } from '../responder/error-body.js';
import { createResponder, type GenerateBody } from '../responder/responses.js';

/** A named generate request with the service's answer to it. */
export interface GenerateExample {
  readonly name: string;
  readonly summary: string;
  readonly request: Readonly<Record<string, unknown>>;
  readonly response: GenerateBody;
}

/** Every example the reference shows. */
export interface ReferenceExamples {
  readonly generate: readonly GenerateExample[];
  /** One English Error body per code. */
  readonly errors: Readonly<Record<ErrorCode, ErrorBody>>;
}

/** Options of {@link buildReferenceExamples}: the same links, limits and clock as the service. */
export interface ReferenceExamplesOptions {
  readonly links: Links;
  readonly rateLimit: { readonly limit: number; readonly windowSeconds: number };
  readonly now: () => number;
  readonly serviceName: string;
}

const GENERATE_REQUESTS: readonly Omit<GenerateExample, 'response'>[] = [
  { name: 'defaults', summary: 'All defaults: one password of 16 characters from all four types', request: {} },
  { name: 'length', summary: 'A longer password', request: { length: 20 } },
  {
    name: 'several',
    summary: 'Three passwords without symbols or look-alike characters',
    request: { length: 24, count: 3, symbols: false, exclude_ambiguous: true },
  },
  { name: 'spanish', summary: 'Messages and links in Spanish', request: { length: 12, no_repeats: true, lang: 'es' } },
];

// Error examples that come from a real request body; the others are built from the problem itself.
const ERROR_REQUESTS = {
  invalid_length: { length: 3 },
  invalid_count: { count: 50 },
  empty_alphabet: { lower: false, upper: false, digits: false, symbols: false },
  unknown_parameter: { lenght: 20 },
  invalid_parameter: { digits: 'yes' },
  invalid_body: ['length', 20],
} as const;

const OTHER_PROBLEMS: { readonly [C in Exclude<ErrorCode, keyof typeof ERROR_REQUESTS>]: ApiProblem } = {
  invalid_json: { code: 'invalid_json' },
  bad_request: { code: 'bad_request' },
  not_found: { code: 'not_found' },
  method_not_allowed: { code: 'method_not_allowed', params: { allow: 'POST' } },
  request_timeout: { code: 'request_timeout' },
  payload_too_large: { code: 'payload_too_large' },
  unsupported_media_type: { code: 'unsupported_media_type' },
  rate_limited: { code: 'rate_limited', params: { retry_after: 17 } },
  internal_error: { code: 'internal_error' },
  not_implemented: { code: 'not_implemented' },
};

/** A fixed byte stream (xorshift32 from a constant seed): example passwords look real but never change. */
function fixedRandomFill(): RandomFill {
  let state = 0x9e3779b9;
  return (target) => {
    for (let i = 0; i < target.length; i++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      target[i] = state & 0xff;
    }
  };
}

/** Builds every example by asking a responder, the service's own, with a fixed random source. */
export function buildReferenceExamples(options: ReferenceExamplesOptions): ReferenceExamples {
  const responder = createResponder({
    ...options,
    generator: createPasswordGenerator({ randomFill: fixedRandomFill() }),
  });
  const english = negotiateLanguage({});
  const answer = (request: unknown) =>
    responder.generate(request, negotiateLanguage({ body: languageInBody(request) }));

  const generate = GENERATE_REQUESTS.map((example) => {
    const outcome = answer(example.request);
    if (!outcome.ok) throw new Error(`example ${example.name} is refused: ${outcome.body.error}`);
    return { ...example, response: outcome.body };
  });

  const errors: Partial<Record<ErrorCode, ErrorBody>> = {};
  for (const [code, request] of Object.entries(ERROR_REQUESTS)) {
    const outcome = answer(request);
    if (outcome.ok || outcome.body.error !== code) throw new Error(`example request for ${code} gave another answer`);
    errors[outcome.body.error] = outcome.body;
  }
  for (const problem of Object.values(OTHER_PROBLEMS)) errors[problem.code] = responder.error(problem, english).body;
  return { generate, errors: errors as Record<ErrorCode, ErrorBody> };
}
