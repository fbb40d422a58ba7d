/** The REST operations of the OpenAPI document, one function per path. */

import { GENERATE_OPTIONS } from '../../options/options.js';
import { MAX_BODY_BYTES } from '../contract/schemas.js';
import { type DocumentContext, errorResponse, RATE_LIMIT_HEADERS } from './openapi-components.js';
import { componentRef } from './openapi-refs.js';

/** The tags of the REST operations, in the order the reference shows them. */
export const REST_TAGS = [
  {
    name: 'Passwords',
    description:
      'Generate random passwords with an exact strength analysis. Read the security notice first: a browser-only generator is the safer choice.',
  },
  { name: 'Reference', description: 'The service index, this document and the human-readable reference.' },
  { name: 'Health', description: 'Liveness and readiness probes for orchestrators and load balancers.' },
] as const;

const LANGUAGE_PARAMETERS = [componentRef('parameters', 'Lang'), componentRef('parameters', 'AcceptLanguage')];
const CLIENT_ERROR = { '4XX': componentRef('responses', 'ClientError') };
const json = (schema: object, extra: object = {}) => ({ 'application/json': { schema, ...extra } });

// The request problems, in the order they are checked and reported.
const REQUEST_CODES = [
  'unknown_parameter',
  'invalid_length',
  'invalid_count',
  'invalid_parameter',
  'empty_alphabet',
  'invalid_json',
  'invalid_body',
] as const;

function generatePath(context: DocumentContext): object {
  const examples = Object.fromEntries(
    context.examples.generate.map(({ name, summary, response }) => [name, { summary, value: response }]),
  );
  const limited = (description: string, codes: Parameters<typeof errorResponse>[2]) =>
    errorResponse(context, description, codes, RATE_LIMIT_HEADERS);
  return {
    post: {
      operationId: 'generatePasswords',
      tags: ['Passwords'],
      summary: 'Generate passwords with an exact analysis',
      description: `Draws \`count\` passwords of \`length\` characters, every character independently and uniformly from the pool of the selected types, and returns them with one exact analysis, the security notice and \`_meta\`. Counts toward the rate limit, whatever the answer (except 429). Answers are never cacheable (\`Cache-Control: no-store\`).`,
      parameters: LANGUAGE_PARAMETERS,
      requestBody: componentRef('requestBodies', 'GenerateRequest'),
      responses: {
        '200': {
          description: 'The passwords, their analysis, the security notice and `_meta`.',
          headers: RATE_LIMIT_HEADERS,
          content: json(componentRef('schemas', 'GenerateResponse'), { examples }),
        },
        '400': limited(
          `The request body was refused. When it has several problems, the first in this order is reported: \`unknown_parameter\`, then the fields in the order ${GENERATE_OPTIONS.map((o) => o.wire).join(', ')}, then \`empty_alphabet\`. Nothing is coerced.`,
          REQUEST_CODES,
        ),
        '413': limited('The body is too large.', ['payload_too_large']),
        '415': limited('The body is not JSON.', ['unsupported_media_type']),
        '429': componentRef('responses', 'RateLimited'),
        ...CLIENT_ERROR,
        '500': errorResponse(context, 'An unexpected failure; the service keeps serving.', ['internal_error']),
      },
    },
  };
}

function checkPath(context: DocumentContext): object {
  return {
    post: {
      operationId: 'checkPassword',
      tags: ['Passwords'],
      summary: 'Check a password (not implemented)',
      description:
        'Always answers 501 `not_implemented` with `checker_url`, a checker that runs in your own browser. The body is never read; only the size limit applies. Not rate limited.',
      parameters: LANGUAGE_PARAMETERS,
      requestBody: {
        required: false,
        description: 'Ignored.',
        content: json({ type: 'object' }, { examples: { password: { value: { password: 'correct horse' } } } }),
      },
      responses: {
        '413': errorResponse(context, `The body is over ${MAX_BODY_BYTES} bytes.`, ['payload_too_large']),
        ...CLIENT_ERROR,
        '501': errorResponse(context, 'Always: password checking is not available here.', ['not_implemented']),
      },
    },
  };
}

function referencePaths(context: DocumentContext): Record<string, object> {
  return {
    '/': {
      get: {
        operationId: 'serviceIndex',
        tags: ['Reference'],
        summary: 'Service index',
        description: 'The name of the service, its main endpoints, the reference link and `_meta`. Not rate limited.',
        parameters: LANGUAGE_PARAMETERS,
        responses: {
          '200': { description: 'The index.', content: json(componentRef('schemas', 'ServiceIndex')) },
          ...CLIENT_ERROR,
        },
      },
    },
    '/openapi.json': {
      get: {
        operationId: 'openApiDocument',
        tags: ['Reference'],
        summary: 'This OpenAPI 3.1 document',
        description:
          'Built at start-up from the same schemas the server validates with; cacheable for five minutes. Not rate limited.',
        responses: {
          '200': { description: 'The document.', content: json({ type: 'object' }) },
          ...CLIENT_ERROR,
        },
      },
    },
    '/docs': {
      get: {
        operationId: 'reference',
        tags: ['Reference'],
        summary: 'Human-readable reference',
        description: `This document rendered as a page (with a way to try each request), and the error catalogue: every error's \`docs\` link lands on the explanation of its code, for example [\`invalid_length\`](${context.docsUrl}#invalid_length). Not rate limited.`,
        responses: {
          '200': { description: 'An HTML page.', content: { 'text/html': { schema: { type: 'string' } } } },
          ...CLIENT_ERROR,
        },
      },
    },
  };
}

function healthPaths(): Record<string, object> {
  return {
    '/healthz': {
      get: {
        operationId: 'liveness',
        tags: ['Health'],
        summary: 'Liveness',
        description: '200 while the process serves. Not rate limited.',
        responses: {
          '200': { description: 'Alive.', content: json(componentRef('schemas', 'Health')) },
          ...CLIENT_ERROR,
        },
      },
    },
    '/readyz': {
      get: {
        operationId: 'readiness',
        tags: ['Health'],
        summary: 'Readiness',
        description:
          '200 when the rate-limit store is usable and the event loop keeps up, 503 with the reason otherwise. With REDIS_URL set and Redis unreachable, the service keeps answering with a per-process in-memory limiter, but reports 503 here so that operators see that the shared limit is not in force. It also answers 503 while the event loop is more than READY_MAX_EVENT_LOOP_DELAY_MS behind (and for a second after), so that a load balancer sends traffic elsewhere; /healthz stays 200. Not rate limited.',
        responses: {
          '200': { description: 'Ready.', content: json(componentRef('schemas', 'Readiness')) },
          ...CLIENT_ERROR,
          '503': { description: 'Not ready; `reason` says why.', content: json(componentRef('schemas', 'Readiness')) },
        },
      },
    },
  };
}

/** Every REST path. */
export function buildRestPaths(context: DocumentContext): Record<string, object> {
  return {
    '/v1/generate': generatePath(context),
    '/v1/check': checkPath(context),
    ...referencePaths(context),
    ...healthPaths(),
  };
}
