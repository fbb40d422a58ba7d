/**
 * What every error code means and what to do about it, in English: the
 * reference's error catalogue (each code has an anchor, `DOCS_URL#code`, which
 * is every error's `docs` link), the OpenAPI response descriptions and the
 * ErrorCode schema are written from this one table.
 */

import { ACCEPTED_FIELDS, GENERATE_OPTIONS, integerOption } from '../../options/options.js';
import { ERROR_STATUS, type ErrorCode } from '../../options/problems.js';
import { MAX_BODY_BYTES } from '../contract/schemas.js';
import type { ErrorBody } from '../responder/error-body.js';

/** The explanation of one error code. */
export interface ErrorExplanation {
  /** A few words: what went wrong. */
  readonly title: string;
  /** When the error is answered, in full sentences (Markdown). */
  readonly cause: string;
  /** What a client should do about it (Markdown). */
  readonly remedy: string;
}

/** One entry of the catalogue: the explanation, the status and a real example body. */
export interface ErrorCatalogueEntry extends ErrorExplanation {
  readonly code: ErrorCode;
  readonly status: number;
  readonly example: ErrorBody;
}

/** What the explanations quote from the configuration. */
export interface ErrorExplanationContext {
  readonly rateLimit: { readonly limit: number; readonly windowSeconds: number };
}

const code = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ');
const BOOLEANS = code(GENERATE_OPTIONS.filter((o) => o.type === 'boolean').map((o) => o.wire));
const CHARACTER_TYPES = code(
  GENERATE_OPTIONS.filter((o) => o.type === 'boolean' && o.characterType).map((o) => o.wire),
);

function rangeError(wire: 'length' | 'count', what: string): ErrorExplanation {
  const { min, max, default: fallback } = integerOption(wire);
  return {
    title: `${what} out of range`,
    cause: `\`${wire}\` is not a whole number from ${min} to ${max}. Nothing is coerced: the string \`"20"\`, \`20.5\`, \`true\` and \`null\` are refused too. \`field\` is \`${wire}\`.`,
    remedy: `Send an integer from ${min} to ${max}, or leave \`${wire}\` out for ${fallback}.`,
  };
}

function requestErrors() {
  return {
    invalid_length: rangeError('length', 'Length'),
    invalid_count: rangeError('count', 'Count'),
    empty_alphabet: {
      title: 'No character type',
      cause: `${CHARACTER_TYPES} are all \`false\`, so there is nothing to draw characters from. This error has no \`field\`; it is reported after every problem with a single field.`,
      remedy: 'Turn at least one of them on, or leave them out: all four default to `true`.',
    },
    unknown_parameter: {
      title: 'Unknown parameter',
      cause: `The body has a property that is not one of ${code(ACCEPTED_FIELDS)}; \`field\` names it. Unknown properties are refused rather than ignored, so that a typo never falls back to a default unnoticed. When the name is close to an accepted one (a typo such as \`lenght\`, another case or separator such as \`noRepeats\`, an abbreviation such as \`len\`), \`suggestion\` holds the name probably meant and the message says so. It is reported before any other problem of the body.`,
      remedy: 'Rename the property (to `suggestion`, when there is one) or remove it.',
    },
    invalid_parameter: {
      title: 'Not true or false',
      cause: `One of ${BOOLEANS} is not a JSON boolean: \`"true"\`, \`1\` and \`null\` are refused too. \`field\` names it.`,
      remedy: 'Send `true` or `false`, or leave the property out for its default.',
    },
  };
}

function bodyErrors() {
  return {
    invalid_json: {
      title: 'Malformed JSON',
      cause: 'The body is not valid JSON.',
      remedy: 'Send a JSON object, or no body (an empty or whitespace-only one counts as none) for all defaults.',
    },
    invalid_body: {
      title: 'Body is not an object',
      cause: 'The body is valid JSON but not an object: an array, a string, a number, `true`, `false` or `null`.',
      remedy: 'Send an object such as `{"length": 20}`.',
    },
    payload_too_large: {
      title: 'Body too large',
      cause: `The body is larger than ${MAX_BODY_BYTES} bytes; the largest meaningful request is a few hundred. On \`POST /v1/check\` this is the only check made.`,
      remedy: 'Send a smaller body.',
    },
    unsupported_media_type: {
      title: 'Body is not JSON',
      cause:
        'The body is not empty and its `Content-Type` is not JSON (`application/json` or `application/*+json`). Note that `curl -d` sends `application/x-www-form-urlencoded` unless told otherwise. A body without any `Content-Type` is read as JSON.',
      remedy: 'Send `Content-Type: application/json`.',
    },
  };
}

function serviceErrors(context: ErrorExplanationContext) {
  const { limit, windowSeconds } = context.rateLimit;
  return {
    bad_request: {
      title: 'Malformed request',
      cause:
        'The HTTP request itself could not be read: a malformed request line or header, or a path that cannot be decoded (such as `/%%`). Any address can answer it; the connection is closed after the answer when the request line was unreadable.',
      remedy: 'Send a well-formed HTTP/1.1 request with a percent-encoded path.',
    },
    not_found: {
      title: 'No such address',
      cause: 'Nothing is served at this path. The service index at `/` lists the endpoints.',
      remedy: 'Check the path: the API lives under `/v1/`.',
    },
    method_not_allowed: {
      title: 'Wrong method',
      cause:
        'The path exists but does not take this method (`GET /v1/generate`, for instance). The `Allow` header lists the methods it takes.',
      remedy: 'Use one of the methods in `Allow`.',
    },
    request_timeout: {
      title: 'Request too slow',
      cause:
        "The request's headers, or the whole request, did not arrive within the server's time limit; the connection is closed after the answer.",
      remedy: 'Send the request again, without pauses.',
    },
    rate_limited: {
      title: 'Too many requests',
      cause: `More than ${limit} requests in the last ${windowSeconds} seconds from this client, counted over a sliding window. \`POST /v1/generate\` and \`POST /mcp\` share one budget, and every request to them counts whatever its answer, except one refused with 429. The body adds \`limit\`, \`window_seconds\` and \`_futuros\`; on \`/mcp\` the same body is the \`data\` of JSON-RPC error -32029.`,
      remedy:
        'Wait the seconds in `Retry-After` (also in `RateLimit-Reset`) and pace yourself with `RateLimit-Remaining`; or use the browser-only generator, which has no limit and is the safer choice anyway.',
    },
    internal_error: {
      title: 'Unexpected failure',
      cause:
        'Something failed on the server. It is logged (never with bodies or passwords) and the service keeps serving.',
      remedy: 'Try again in a moment; if it persists, tell the operator.',
    },
    not_implemented: {
      title: 'Checking is not available',
      cause:
        '`POST /v1/check` is not implemented: analysing an arbitrary password needs the pattern-matching engine of the browser checker, which costs up to seconds of processing per request. The body is never read. `checker_url` links to that checker.',
      remedy: 'Use the checker at `checker_url`, which runs in your own browser.',
    },
  };
}

/** Every code's explanation, with the configured numbers filled in (a code without one fails the build). */
export function explainErrors(context: ErrorExplanationContext): Readonly<Record<ErrorCode, ErrorExplanation>> {
  const explanations: Record<ErrorCode, ErrorExplanation> = {
    ...requestErrors(),
    ...bodyErrors(),
    ...serviceErrors(context),
  };
  return explanations;
}

/** The catalogue in the order of the status table, each entry with a real example body. */
export function buildErrorCatalogue(
  context: ErrorExplanationContext,
  examples: Readonly<Record<ErrorCode, ErrorBody>>,
): readonly ErrorCatalogueEntry[] {
  const explanations = explainErrors(context);
  return (Object.keys(ERROR_STATUS) as ErrorCode[]).map((errorCode) => ({
    code: errorCode,
    status: ERROR_STATUS[errorCode],
    ...explanations[errorCode],
    example: examples[errorCode],
  }));
}
