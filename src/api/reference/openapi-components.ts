/**
 * The `components` of the OpenAPI document: the shared schemas (derived from
 * schemas.ts, with nested shared shapes as `$ref`), the request body, the
 * parameters, headers and error responses that several operations use.
 */

import type { ErrorCode } from '../../options/problems.js';
import {
  ANALYSIS_SCHEMA,
  ERROR_CODE_SCHEMA,
  ERROR_SCHEMA,
  GENERATE_REQUEST_SCHEMA,
  GENERATE_RESPONSE_SCHEMA,
  META_SCHEMA,
  SERVICE_INDEX_SCHEMA,
} from '../contract/schemas.js';
import type { ErrorCatalogueEntry } from './error-catalogue.js';
import { componentRef, withRefs } from './openapi-refs.js';
import type { ReferenceExamples } from './reference-examples.js';

/** What the components and the operations are written from. */
export interface DocumentContext {
  readonly docsUrl: string;
  readonly rateLimit: { readonly limit: number; readonly windowSeconds: number };
  readonly examples: ReferenceExamples;
  readonly errors: ReadonlyMap<ErrorCode, ErrorCatalogueEntry>;
  readonly storeNames: readonly string[];
}

// Schemas that appear nested in others and are components of their own.
const SHARED_SCHEMAS: ReadonlyMap<object, string> = new Map<object, string>([
  [ANALYSIS_SCHEMA, 'Analysis'],
  [META_SCHEMA, 'Meta'],
  [ERROR_CODE_SCHEMA, 'ErrorCode'],
]);

const readinessSchema = (storeNames: readonly string[]) => ({
  title: 'Readiness',
  type: 'object',
  additionalProperties: false,
  required: ['status', 'ready', 'store'],
  properties: {
    status: { type: 'string', enum: ['ready', 'not_ready'] },
    ready: { type: 'boolean' },
    store: {
      type: 'string',
      enum: storeNames,
      description: 'The store answering hits now.',
    },
    reason: { type: 'string', description: 'Why the service is not ready, in plain words.' },
  },
});

const HEALTH_SCHEMA = {
  title: 'Health',
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: { status: { type: 'string', const: 'ok' } },
} as const;

/** The link to an error's explanation: the same as the `docs` field of the error. */
export const errorLink = (context: DocumentContext, code: ErrorCode): string => `${context.docsUrl}#${code}`;

function entry(context: DocumentContext, code: ErrorCode): ErrorCatalogueEntry {
  const found = context.errors.get(code);
  if (found === undefined) throw new Error(`no catalogue entry for ${code}`);
  return found;
}

/** A Markdown list of error codes, each with its title and cause and a link to its explanation. */
export function errorList(context: DocumentContext, codes: readonly ErrorCode[]): string {
  return codes
    .map((code) => {
      const { title, cause } = entry(context, code);
      return `- [\`${code}\`](${errorLink(context, code)}): **${title}.** ${cause}`;
    })
    .join('\n');
}

/** An error response: the Error schema, with a real example body per code. */
export function errorResponse(
  context: DocumentContext,
  description: string,
  codes: readonly ErrorCode[],
  headers?: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const examples = Object.fromEntries(
    codes.map((code) => [
      code,
      { summary: `${code}: ${entry(context, code).title}`, value: context.examples.errors[code] },
    ]),
  );
  return {
    description: `${description}\n\n${errorList(context, codes)}`,
    ...(headers === undefined ? {} : { headers }),
    content: { 'application/json': { schema: componentRef('schemas', 'Error'), examples } },
  };
}

/** The rate-limit headers of every answer to a limited endpoint. */
export const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': componentRef('headers', 'RateLimit-Limit'),
  'RateLimit-Remaining': componentRef('headers', 'RateLimit-Remaining'),
  'RateLimit-Reset': componentRef('headers', 'RateLimit-Reset'),
  'RateLimit-Policy': componentRef('headers', 'RateLimit-Policy'),
} as const;

function schemas(context: DocumentContext): Record<string, unknown> {
  const codes = [...context.errors.values()]
    .map(({ code, status, title }) => `- [\`${code}\`](${errorLink(context, code)}) (HTTP ${status}): ${title}.`)
    .join('\n');
  return {
    GenerateResponse: withRefs(GENERATE_RESPONSE_SCHEMA, SHARED_SCHEMAS),
    Analysis: withRefs(ANALYSIS_SCHEMA, SHARED_SCHEMAS),
    Meta: withRefs(META_SCHEMA, SHARED_SCHEMAS),
    Error: withRefs(ERROR_SCHEMA, SHARED_SCHEMAS),
    ErrorCode: { ...ERROR_CODE_SCHEMA, description: `${ERROR_CODE_SCHEMA.description}\n\n${codes}` },
    ServiceIndex: withRefs(SERVICE_INDEX_SCHEMA, SHARED_SCHEMAS),
    Readiness: readinessSchema(context.storeNames),
    Health: HEALTH_SCHEMA,
  };
}

// The request body is a requestBodies component, not a schema component: code generators
// such as openapi-typescript read `default` in a schema component as "always present" and
// make every field required, while in a request body they keep the fields optional.
function requestBodies(context: DocumentContext): Record<string, unknown> {
  const examples = Object.fromEntries(
    context.examples.generate.map(({ name, summary, request }) => [name, { summary, value: request }]),
  );
  return {
    GenerateRequest: {
      description:
        'Optional: no body, an empty body or `{}` means all defaults. Send `Content-Type: application/json`.',
      required: false,
      content: { 'application/json': { schema: GENERATE_REQUEST_SCHEMA, examples } },
    },
  };
}

function headers(context: DocumentContext): Record<string, unknown> {
  const { limit, windowSeconds } = context.rateLimit;
  return {
    'RateLimit-Limit': { description: 'Requests allowed per window.', schema: { type: 'integer', examples: [limit] } },
    'RateLimit-Remaining': { description: 'Requests left in the current window.', schema: { type: 'integer' } },
    'RateLimit-Reset': {
      description: 'Seconds (rounded up) until the oldest counted request leaves the window.',
      schema: { type: 'integer' },
    },
    'RateLimit-Policy': {
      description: `The policy, \`${limit};w=${windowSeconds}\`: ${limit} requests in any ${windowSeconds}-second window.`,
      schema: { type: 'string', examples: [`${limit};w=${windowSeconds}`] },
    },
    'Retry-After': { description: 'Whole seconds to wait, at least 1.', schema: { type: 'integer', minimum: 1 } },
  };
}

const PARAMETERS = {
  Lang: {
    name: 'lang',
    in: 'query',
    required: false,
    description:
      'Language of messages and links; wins over the body field and Accept-Language. An unknown value falls back to en and is never an error.',
    schema: { type: 'string', examples: ['es'] },
  },
  AcceptLanguage: {
    name: 'Accept-Language',
    in: 'header',
    required: false,
    description: 'Used when neither the query nor the body sets lang: the highest q-value among supported languages.',
    schema: { type: 'string', examples: ['es-ES,es;q=0.9,en;q=0.8'] },
  },
} as const;

function responses(context: DocumentContext): Record<string, unknown> {
  const { limit, windowSeconds } = context.rateLimit;
  return {
    ClientError: errorResponse(
      context,
      'Any endpoint, before it runs: a request that is not well-formed HTTP (400) or too slow to arrive (408).',
      ['bad_request', 'request_timeout'],
    ),
    RateLimited: errorResponse(
      context,
      `More than ${limit} requests in ${windowSeconds} seconds. The body also has \`limit\`, \`window_seconds\` and \`_futuros\`; the message says how long to wait and points to the browser-only generator.`,
      ['rate_limited'],
      { ...RATE_LIMIT_HEADERS, 'Retry-After': componentRef('headers', 'Retry-After') },
    ),
  };
}

/** The components section. */
export function buildComponents(context: DocumentContext): Record<string, unknown> {
  return {
    schemas: schemas(context),
    requestBodies: requestBodies(context),
    parameters: PARAMETERS,
    headers: headers(context),
    responses: responses(context),
  };
}
