import { DEFAULT_ANALYSIS_MODEL } from '../core/analysis.js';
import { LANGUAGES } from '../i18n/languages.js';
import { STORE_NAMES } from '../ratelimit/registry.js';
import { ERROR_STATUS } from './errors.js';
import {
  ANALYSIS_SCHEMA,
  ERROR_SCHEMA,
  GENERATE_REQUEST_SCHEMA,
  GENERATE_RESPONSE_SCHEMA,
  MAX_BODY_BYTES,
  META_SCHEMA,
  SERVICE_INDEX_SCHEMA,
} from './schemas.js';

/** Options of {@link buildOpenApiDocument}. */
export interface OpenApiOptions {
  readonly publicBaseUrl: string;
  readonly docsUrl: string;
  readonly rateLimit: { readonly limit: number; readonly windowSeconds: number };
  /** Extra paths contributed by other modules (MCP, health checks). */
  readonly extraPaths?: Readonly<Record<string, object>>;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const errorContent = { 'application/json': { schema: ref('Error') } };

const codesWithStatus = (status: number) =>
  Object.entries(ERROR_STATUS)
    .filter(([, s]) => s === status)
    .map(([code]) => `\`${code}\``)
    .join(', ');

/** Builds the OpenAPI 3.1 document from the same schemas the server validates with (and the tests check answers against). */
export function buildOpenApiDocument(options: OpenApiOptions): Record<string, unknown> {
  const { limit, windowSeconds } = options.rateLimit;
  const rateLimitHeaders = {
    'RateLimit-Limit': { $ref: '#/components/headers/RateLimit-Limit' },
    'RateLimit-Remaining': { $ref: '#/components/headers/RateLimit-Remaining' },
    'RateLimit-Reset': { $ref: '#/components/headers/RateLimit-Reset' },
    'RateLimit-Policy': { $ref: '#/components/headers/RateLimit-Policy' },
  };
  const [minute, day, year, century] = DEFAULT_ANALYSIS_MODEL.levelThresholdsSeconds;
  const description = [
    'Generates random passwords and returns, with every request, an exact analysis of them. The analysis is exact, not an estimate, because the server itself drew every character independently and uniformly from a known pool with a CSPRNG (rejection sampling, no modulo bias, no forced character types).',
    '',
    '**Security notice.** Generating a password on a remote machine is a security antipattern: the password crosses the network and you must trust the server. Nothing is logged or stored. Every successful response carries a `notice` field saying so, with a link to a generator that runs only in the browser.',
    '',
    '## Analysis',
    '- `bits` = L*log2(N); with `no_repeats`, log2(N) + (L-1)*log2(N-1). L is the length, N the pool.',
    '- `log10_guesses` = log10(2^bits / 2): the expected work is half the keyspace.',
    '- `crack_time_log10_seconds` = `log10_guesses` - 12: offline attack, fast hash, 10^12 guesses per second.',
    `- \`level\` from the crack time T in seconds (a year is 365.25 days): 0 when T < ${minute} (1 minute); 1 when T < ${day} (1 day); 2 when T < ${year} (1 year); 3 when T < ${century} (100 years); 4 otherwise. \`level_scale\` is always \`time\`; \`ceiling\` is always \`false\`.`,
    "- Numbers are unrounded doubles; rounding is the client's presentation choice.",
    '',
    '## no_repeats is exact',
    'The first character is drawn from the N characters and each next one uniformly from the N-1 characters other than the one before it. This has the same distribution as retrying until no adjacent repeat occurs, but it never lets a repeat slip through, so the bit formula holds for every password (not for 99.9% of them).',
    '',
    '## Languages',
    `\`lang\` is one of ${LANGUAGES.join(', ')}. Precedence, first present source wins: query \`lang\` (first value if repeated), body \`lang\`, \`Accept-Language\` (highest q-value among supported languages, region subtags ignored, \`*\` standing for English), English. An unknown or wrongly typed value gives English and is never an error. Messages exist in English and Spanish, links in all eighteen; \`_meta.lang\` reports both as applied.`,
    '',
    '## Rate limit',
    `At most ${limit} requests in any ${windowSeconds}-second window (sliding, millisecond timestamps) per client, shared by \`POST /v1/generate\` and \`POST /mcp\`. Every request to them counts whatever its outcome, except one refused with 429. No other endpoint is limited. Clients are told apart by IP address (IPv6 by /64 prefix, IPv4-mapped IPv6 as IPv4); \`X-Forwarded-For\` is honoured only from configured trusted proxies. Limited responses carry \`RateLimit-Limit\`, \`RateLimit-Remaining\`, \`RateLimit-Reset\` (seconds until the oldest counted request leaves the window) and \`RateLimit-Policy\` (\`${limit};w=${windowSeconds}\`); a 429 also carries \`Retry-After\` in whole seconds.`,
    '',
    '## Quota',
    '`_meta.quota.limit` and `_meta.quota.remaining` are `null` because daily requests are not counted and no daily quota is enforced: the slot is reserved so that a future quota does not change the shape. `reset` is the next midnight UTC. The only plan is `anonymous`; no key, token or sign-up exists.',
    '',
    '## Errors',
    `Every error uses the Error schema, with a message in full sentences meant to be read aloud. 400: ${codesWithStatus(400)}. When a body has several problems the first is reported in this order: \`unknown_parameter\`, then the fields in the order length, count, lower, upper, digits, symbols, exclude_ambiguous, no_repeats, then \`empty_alphabet\` (which has no \`field\`). Wrongly typed \`length\`/\`count\` give \`invalid_length\`/\`invalid_count\`; wrongly typed booleans give \`invalid_parameter\`; nothing is coerced ("20" is not 20). Malformed JSON gives \`invalid_json\`; JSON that is not an object gives \`invalid_body\`; a non-JSON Content-Type with a non-empty body gives 415 \`unsupported_media_type\` (a body without Content-Type is read as JSON; an empty or whitespace-only body means all defaults); a body over ${MAX_BODY_BYTES} bytes gives 413 \`payload_too_large\`. 404 \`not_found\`, 405 \`method_not_allowed\` (with \`Allow\`), 408 \`request_timeout\`, 429 \`rate_limited\`, 500 \`internal_error\`, 501 \`not_implemented\`.`,
    '',
    '## Not implemented, and intentions',
    '`POST /v1/check` always answers 501: checking an arbitrary password needs the pattern-matching engine of the web checker, costing 11 ms to 3.6 s of CPU per request depending on input, and waits on a decision about a length cap. Announced without dates: a k-anonymity breach lookup, a local package running the same engine, keys and plans.',
  ].join('\n');

  const langParameter = {
    name: 'lang',
    in: 'query',
    required: false,
    description:
      'Language of messages and links; takes precedence over the body field and Accept-Language. Unknown values fall back to en.',
    schema: { type: 'string', examples: ['es'] },
  };
  const acceptLanguage = {
    name: 'Accept-Language',
    in: 'header',
    required: false,
    description: 'Used when neither the query nor the body sets lang.',
    schema: { type: 'string' },
  };

  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: { title: 'Password Generation Service', version: '1.0.0', description },
    servers: [{ url: options.publicBaseUrl }],
    externalDocs: { url: options.docsUrl },
    paths: {
      '/': {
        get: {
          operationId: 'serviceIndex',
          summary: 'Service index',
          parameters: [langParameter, acceptLanguage],
          responses: {
            '200': {
              description: 'Name, endpoints and docs.',
              content: { 'application/json': { schema: ref('ServiceIndex') } },
            },
          },
        },
      },
      '/openapi.json': {
        get: {
          operationId: 'openApiDocument',
          summary: 'This OpenAPI 3.1 document',
          responses: {
            '200': { description: 'The document.', content: { 'application/json': { schema: { type: 'object' } } } },
          },
        },
      },
      '/v1/generate': {
        post: {
          operationId: 'generatePasswords',
          summary: 'Generate passwords with an exact analysis',
          description: 'Counts toward the rate limit. Responses are never cacheable (`Cache-Control: no-store`).',
          parameters: [langParameter, acceptLanguage],
          requestBody: { required: false, content: { 'application/json': { schema: ref('GenerateRequest') } } },
          responses: {
            '200': {
              description: 'The passwords, one analysis, the notice and _meta.',
              headers: rateLimitHeaders,
              content: { 'application/json': { schema: ref('GenerateResponse') } },
            },
            '400': {
              description: `Invalid request: ${codesWithStatus(400)}.`,
              headers: rateLimitHeaders,
              content: errorContent,
            },
            '413': {
              description: `\`payload_too_large\`: body over ${MAX_BODY_BYTES} bytes.`,
              headers: rateLimitHeaders,
              content: errorContent,
            },
            '415': {
              description: '`unsupported_media_type`: send `Content-Type: application/json`.',
              headers: rateLimitHeaders,
              content: errorContent,
            },
            '429': { $ref: '#/components/responses/RateLimited' },
            '500': { $ref: '#/components/responses/InternalError' },
          },
        },
      },
      '/v1/check': {
        post: {
          operationId: 'checkPassword',
          summary: 'Password strength check (not implemented)',
          description:
            'Always 501 `not_implemented` with `checker_url`, whatever the body; the body is never parsed, only the size limit applies. Not rate limited.',
          parameters: [langParameter, acceptLanguage],
          requestBody: {
            required: false,
            content: { 'application/json': { schema: { type: 'object', examples: [{ password: 'correct horse' }] } } },
          },
          responses: {
            '413': { description: '`payload_too_large`.', content: errorContent },
            '501': { description: '`not_implemented`, with `checker_url`.', content: errorContent },
          },
        },
      },
      '/healthz': {
        get: {
          operationId: 'liveness',
          summary: 'Liveness: 200 while the process serves. Not rate limited.',
          responses: {
            '200': {
              description: 'Alive.',
              content: {
                'application/json': {
                  schema: { type: 'object', required: ['status'], properties: { status: { const: 'ok' } } },
                },
              },
            },
          },
        },
      },
      '/readyz': {
        get: {
          operationId: 'readiness',
          summary:
            'Readiness: 200 when the rate-limit store is usable and the event loop keeps up, 503 with the reason otherwise. Not rate limited.',
          description:
            'With REDIS_URL set and Redis unreachable, the service keeps answering with a per-process in-memory fallback limiter, but reports 503 here so that operators see the shared limit is not in force. It also answers 503 while the event loop is more than READY_MAX_EVENT_LOOP_DELAY_MS behind (and for a second after), so that a load balancer sends traffic elsewhere; /healthz stays 200.',
          responses: {
            '200': { description: 'Ready.', content: { 'application/json': { schema: ref('Readiness') } } },
            '503': {
              description: 'Not ready; `reason` says why.',
              content: { 'application/json': { schema: ref('Readiness') } },
            },
          },
        },
      },
      '/docs': {
        get: {
          operationId: 'reference',
          summary: 'Human-readable reference, with an anchor per error code',
          responses: { '200': { description: 'HTML page.', content: { 'text/html': { schema: { type: 'string' } } } } },
        },
      },
      ...options.extraPaths,
    },
    components: {
      schemas: {
        GenerateRequest: GENERATE_REQUEST_SCHEMA,
        GenerateResponse: GENERATE_RESPONSE_SCHEMA,
        Analysis: ANALYSIS_SCHEMA,
        Meta: META_SCHEMA,
        Error: ERROR_SCHEMA,
        ServiceIndex: SERVICE_INDEX_SCHEMA,
        Readiness: {
          type: 'object',
          required: ['status', 'ready', 'store'],
          properties: {
            status: { type: 'string', enum: ['ready', 'not_ready'] },
            ready: { type: 'boolean' },
            store: { type: 'string', enum: [...STORE_NAMES] },
            reason: { type: 'string' },
          },
        },
      },
      headers: {
        'RateLimit-Limit': { description: 'Requests allowed per window.', schema: { type: 'integer' } },
        'RateLimit-Remaining': { description: 'Requests left in the current window.', schema: { type: 'integer' } },
        'RateLimit-Reset': {
          description: 'Seconds (rounded up) until the oldest counted request leaves the window.',
          schema: { type: 'integer' },
        },
        'RateLimit-Policy': { description: `The policy, \`${limit};w=${windowSeconds}\`.`, schema: { type: 'string' } },
        'Retry-After': { description: 'Whole seconds to wait, at least 1.', schema: { type: 'integer', minimum: 1 } },
      },
      responses: {
        RateLimited: {
          description: `\`rate_limited\`: more than ${limit} requests in ${windowSeconds} seconds. The body also has \`limit\`, \`window_seconds\` and \`_futuros\`; the message says how long to wait and points to the browser-only generator.`,
          headers: { ...rateLimitHeaders, 'Retry-After': { $ref: '#/components/headers/Retry-After' } },
          content: errorContent,
        },
        InternalError: {
          description: '`internal_error`: an unexpected failure; the service keeps serving.',
          content: errorContent,
        },
        MethodNotAllowed: { description: '`method_not_allowed`, with an `Allow` header.', content: errorContent },
      },
    },
  };
}
