/**
 * The API reference, built once at start-up: the OpenAPI 3.1 document (from
 * the same schemas the server validates with) and the error catalogue that the
 * /docs page shows with an anchor per code.
 */
import { DEFAULT_ANALYSIS_MODEL } from '../../core/analysis.js';
import { LANGUAGES } from '../../i18n/languages.js';
import type { Links } from '../../i18n/links.js';
import { messagesLanguageNames } from '../../i18n/registry.js';
import { GENERATE_OPTIONS } from '../../options/options.js';
import { buildErrorCatalogue, type ErrorCatalogueEntry } from './error-catalogue.js';
import { buildComponents, type DocumentContext, errorLink } from './openapi-components.js';
import { buildRestPaths, REST_TAGS } from './openapi-paths.js';
import { buildReferenceExamples, type ReferenceExamples } from './reference-examples.js';

/** The version of the API (the document's `info.version`). */
export const API_VERSION = '1.0.0';

/** A tag of the document. */
export interface OpenApiTag {
  readonly name: string;
  readonly description: string;
}

/** The OpenAPI document as served. */
export interface OpenApiDocument {
  readonly openapi: string;
  readonly info: {
    readonly title: string;
    readonly version: string;
    readonly description: string;
    readonly [key: string]: unknown;
  };
  readonly servers: readonly { readonly url: string; readonly description?: string }[];
  readonly paths: Readonly<Record<string, object>>;
  readonly components: Readonly<Record<string, unknown>>;
  readonly [key: string]: unknown;
}

/** Options of {@link buildOpenApiDocument}. */
export interface OpenApiOptions {
  readonly publicBaseUrl: string;
  readonly docsUrl: string;
  /** The operator's site: the document's contact. */
  readonly siteUrl: string;
  readonly rateLimit: { readonly limit: number; readonly windowSeconds: number };
  readonly examples: ReferenceExamples;
  readonly errors: readonly ErrorCatalogueEntry[];
  /** The names `/readyz` may report as its store (the rate-limit registry's, passed in by the composition root). */
  readonly storeNames: readonly string[];
  /** Paths contributed by other modules (MCP), with their tags. */
  readonly extraPaths?: Readonly<Record<string, object>>;
  readonly extraTags?: readonly OpenApiTag[];
}

/** The API reference: the document and the error catalogue. */
export interface ApiReference {
  readonly document: OpenApiDocument;
  readonly errors: readonly ErrorCatalogueEntry[];
}

/** Options of {@link buildApiReference}: what the document says, and the service's own links, limits and clock for the examples. */
export interface ApiReferenceOptions extends Omit<OpenApiOptions, 'examples' | 'errors' | 'docsUrl'> {
  readonly links: Links;
  readonly now: () => number;
  readonly serviceName: string;
}

/** Builds the examples, the error catalogue and the document, once. */
export function buildApiReference(options: ApiReferenceOptions): ApiReference {
  const { links, rateLimit, now, serviceName } = options;
  const examples = buildReferenceExamples({ links, rateLimit, now, serviceName });
  const errors = buildErrorCatalogue({ rateLimit }, examples.errors);
  const document = buildOpenApiDocument({ ...options, docsUrl: links.docs(), examples, errors });
  return { document, errors };
}

/** Builds the OpenAPI 3.1 document. */
export function buildOpenApiDocument(options: OpenApiOptions): OpenApiDocument {
  const context: DocumentContext = {
    docsUrl: options.docsUrl,
    rateLimit: options.rateLimit,
    examples: options.examples,
    errors: new Map(options.errors.map((entry) => [entry.code, entry])),
    storeNames: options.storeNames,
  };
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Password Generation Service',
      summary: 'Random passwords with an exact strength analysis, over REST and MCP.',
      version: API_VERSION,
      description: serviceDescription(context),
      contact: { name: 'The operator of this service', url: options.siteUrl },
      license: { name: 'MIT', url: 'https://spdx.org/licenses/MIT.html' },
    },
    servers: [{ url: options.publicBaseUrl, description: 'This deployment (PUBLIC_BASE_URL).' }],
    externalDocs: { description: 'The reference, with the error catalogue.', url: options.docsUrl },
    // No operation takes credentials: there is no key, token or account.
    security: [],
    tags: [...REST_TAGS, ...(options.extraTags ?? [])],
    paths: { ...buildRestPaths(context), ...options.extraPaths },
    components: buildComponents(context),
  };
}

/** The document's description (Markdown): what the API does and the rules every operation shares. */
function serviceDescription(context: DocumentContext): string {
  const { limit, windowSeconds } = context.rateLimit;
  const [minute, day, year, century] = DEFAULT_ANALYSIS_MODEL.levelThresholdsSeconds;
  const fields = GENERATE_OPTIONS.map((o) => o.wire).join(', ');
  const codes = [...context.errors.keys()].map((code) => `[\`${code}\`](${errorLink(context, code)})`).join(', ');
  return [
    'Generates random passwords and returns, with every request, an exact analysis of them. The analysis is exact, not an estimate, because the server itself drew every character independently and uniformly from a known pool with a CSPRNG (rejection sampling, no modulo bias, no forced character types).',
    '**Security notice.** Generating a password on a remote machine is a security antipattern: the password crosses the network and you must trust the server. Nothing is logged or stored. Every successful response carries a `notice` field saying so, with a link to a generator that runs only in the browser.',
    '## Authentication',
    'None: no key, token or sign-up exists (`security: []`), and the only plan is `anonymous`. Clients are told apart by IP address for the rate limit only.',
    '## Analysis',
    [
      '- `bits` = `L*log2(N)`; with `no_repeats`, `log2(N) + (L-1)*log2(N-1)`. L is the length, N the pool.',
      '- `log10_guesses` = `log10(2^bits / 2)`: the expected work is half the keyspace.',
      '- `crack_time_log10_seconds` = `log10_guesses - 12`: offline attack, fast hash, 10^12 guesses per second.',
      `- \`level\` from the crack time T in seconds (a year is 365.25 days): 0 when T < ${minute} (1 minute); 1 when T < ${day} (1 day); 2 when T < ${year} (1 year); 3 when T < ${century} (100 years); 4 otherwise. \`level_scale\` is always \`time\`; \`ceiling\` is always \`false\`.`,
      "- Numbers are unrounded doubles; rounding is the client's presentation choice.",
    ].join('\n'),
    '## no_repeats is exact',
    'The first character is drawn from the N characters and each next one uniformly from the N-1 characters other than the one before it. This has the same distribution as retrying until no adjacent repeat occurs, but it never lets a repeat slip through, so the bit formula holds for every password (not for 99.9% of them).',
    '## Languages',
    `\`lang\` is one of ${LANGUAGES.join(', ')}. Precedence, first present source wins: query \`lang\` (first value if repeated), body \`lang\`, \`Accept-Language\` (highest q-value among supported languages, region subtags ignored, \`*\` standing for English), English. An unknown or wrongly typed value gives English and is never an error. Messages exist in ${messagesLanguageNames('and')}, links in all ${LANGUAGES.length}; \`_meta.lang\` reports both as applied.`,
    '## Rate limit',
    `At most ${limit} requests in any ${windowSeconds}-second window (sliding, millisecond timestamps) per client, shared by \`POST /v1/generate\` and \`POST /mcp\`. Every request to them counts whatever its outcome, except one refused with 429. No other endpoint is limited. Clients are told apart by IP address (IPv6 by /64 prefix, IPv4-mapped IPv6 as IPv4); \`X-Forwarded-For\` is honoured only from configured trusted proxies. Limited responses carry \`RateLimit-Limit\`, \`RateLimit-Remaining\`, \`RateLimit-Reset\` (seconds until the oldest counted request leaves the window) and \`RateLimit-Policy\` (\`${limit};w=${windowSeconds}\`); a 429 also carries \`Retry-After\` in whole seconds.`,
    '## Quota',
    '`_meta.quota.limit` and `_meta.quota.remaining` are `null` because daily requests are not counted and no daily quota is enforced: the slot is reserved so that a future quota does not change the shape. `reset` is the next midnight UTC.',
    '## Errors',
    `Every error has the Error body: \`error\` (a code), \`message\` (full sentences in the messages language, meant to be read aloud), \`field\` when one parameter is at fault, \`suggestion\` when an unknown parameter looks like a typo of an accepted one, \`docs\` (the explanation of the code) and \`_meta\`. When a body has several problems, the first is reported: \`unknown_parameter\`, then the fields in the order ${fields}, then \`empty_alphabet\`. Nothing is coerced ("20" is not 20). The codes: ${codes}.`,
    '## Not implemented, and intentions',
    '`POST /v1/check` always answers 501: checking an arbitrary password needs the pattern-matching engine of the web checker, costing 11 ms to 3.6 s of CPU per request depending on input, and waits on a decision about a length cap. Announced without dates: a k-anonymity breach lookup, keys and plans. The local package `pwgen-service` runs the same engine as a command and a library, offline; it is not on the npm registry (a package of that name there is not this one), and the reference says how to build it.',
  ].join('\n\n');
}
