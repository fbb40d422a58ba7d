/**
 * The one definition of every wire shape. These objects drive request
 * validation (Ajv), response serialisation (Fastify), the OpenAPI document and
 * the MCP tool's inputSchema/outputSchema; nothing else describes them.
 * They are JSON Schema 2020-12, which OpenAPI 3.1 uses as is.
 */
import { DEFAULT_ANALYSIS_MODEL } from '../../core/analysis.js';
import { LANGUAGES } from '../../i18n/languages.js';
import { MESSAGES_LANGUAGES, messagesLanguageNames } from '../../i18n/registry.js';
import {
  ACCEPTED_FIELDS,
  GENERATE_OPTIONS,
  integerOption,
  LANG_FIELD,
  type RequestOption,
} from '../../options/options.js';
import { ERROR_STATUS } from '../../options/problems.js';

/** Largest accepted request body, in bytes. */
export const MAX_BODY_BYTES = 8 * 1024;

const CHARACTER_TYPES: readonly string[] = GENERATE_OPTIONS.filter((o) => o.type === 'boolean' && o.characterType).map(
  (o) => o.wire,
);

const LANG_DESCRIPTION = `Language of messages and links: one of ${LANGUAGES.join(', ')}. Messages exist in ${messagesLanguageNames('and')}; links in all ${LANGUAGES.length}. Precedence: query parameter lang, then this field, then Accept-Language, then en. Send a string; the server is lenient all the same: an unknown value, or one that is not a string, is never an error but falls back to en, and _meta.lang reports what was applied.`;

/**
 * The request's `lang`: typed as a string for clients and tool schemas. Request
 * reading ignores a failure of this one schema (see generate-request.ts), so a
 * wrongly typed value still falls back to English instead of being an error.
 */
export const LANG_SCHEMA = {
  type: 'string',
  description: LANG_DESCRIPTION,
  examples: [...MESSAGES_LANGUAGES],
} as const;

/** Body of POST /v1/generate and arguments of the MCP tool generate_password, derived from the option table. */
export const GENERATE_REQUEST_SCHEMA = {
  title: 'GenerateRequest',
  type: 'object',
  description:
    'Optional. An absent or empty body means all defaults. Unknown properties are rejected (unknown_parameter); all four character types off is rejected (empty_alphabet). Every character is drawn independently and uniformly from the pool; no character type is forced, so a short password may lack a selected type.',
  additionalProperties: false,
  properties: {
    ...Object.fromEntries(GENERATE_OPTIONS.map((option) => [option.wire, optionSchema(option)])),
    [LANG_FIELD]: LANG_SCHEMA,
  },
  not: {
    description: 'All four character types off: rejected with empty_alphabet.',
    type: 'object',
    required: CHARACTER_TYPES,
    properties: Object.fromEntries(CHARACTER_TYPES.map((wire) => [wire, { const: false }])),
  },
};

function optionSchema(option: RequestOption): object {
  if (option.type === 'integer') {
    return {
      type: 'integer',
      minimum: option.min,
      maximum: option.max,
      default: option.default,
      description: option.description,
    };
  }
  return { type: 'boolean', default: option.default, description: option.description };
}

const LEVEL_DESCRIPTION = `Strength level from the crack time T in seconds (a year is 365.25 days): 0 when T < ${DEFAULT_ANALYSIS_MODEL.levelThresholdsSeconds[0]} s (a minute); 1 when T < ${DEFAULT_ANALYSIS_MODEL.levelThresholdsSeconds[1]} s (a day); 2 when T < ${DEFAULT_ANALYSIS_MODEL.levelThresholdsSeconds[2]} s (a year); 3 when T < ${DEFAULT_ANALYSIS_MODEL.levelThresholdsSeconds[3]} s (100 years); 4 otherwise.`;

// One level per threshold plus the top one: 0 to 4, an enum so that generated clients get 0 | 1 | 2 | 3 | 4.
const LEVELS = Array.from({ length: DEFAULT_ANALYSIS_MODEL.levelThresholdsSeconds.length + 1 }, (_, level) => level);

/** The exact analysis of one generation request. */
export const ANALYSIS_SCHEMA = {
  title: 'Analysis',
  type: 'object',
  description:
    "Computed from the options, never from the strings, and exact because the server drew the passwords uniformly. Numbers are unrounded doubles; rounding is the client's choice. Attack model: offline, fast hash, 10^12 guesses per second.",
  additionalProperties: false,
  required: [
    'length',
    'pool',
    'bits',
    'log10_guesses',
    'crack_time_log10_seconds',
    'crack_time',
    'level',
    'level_scale',
    'ceiling',
  ],
  properties: {
    length: { type: 'integer', description: 'Characters per password.' },
    pool: { type: 'integer', description: 'Size of the alphabet used (N).' },
    bits: {
      type: 'number',
      description: 'Entropy: L*log2(N); with no_repeats, log2(N) + (L-1)*log2(N-1).',
    },
    log10_guesses: { type: 'number', description: 'log10 of the expected work, half the keyspace: log10(2^bits / 2).' },
    crack_time_log10_seconds: {
      type: 'number',
      description: 'log10 of the offline crack time in seconds at 10^12 guesses per second: log10_guesses - 12.',
    },
    crack_time: {
      type: 'object',
      description:
        'The crack time in words, in the messages language: the largest unit of which at least one fits, three significant figures, named magnitudes ("245 billion", Spanish long scale "245 mil millones"), a power of ten beyond decillion, "less than 1" second below one second.',
      additionalProperties: false,
      required: ['value', 'unit'],
      properties: {
        value: { type: 'string', examples: ['241 billion', 'less than 1'] },
        unit: { type: 'string', examples: ['years', 'second', 'años'] },
      },
    },
    level: { type: 'integer', enum: LEVELS, description: LEVEL_DESCRIPTION },
    level_scale: { type: 'string', const: 'time', description: 'Where the level comes from; always "time".' },
    ceiling: {
      type: 'boolean',
      const: false,
      description: 'Always false here: the figure is exact, not an upper bound.',
    },
  },
} as const;

/** `_meta`, present in generate responses, errors and the service index. */
export const META_SCHEMA = {
  title: 'Meta',
  type: 'object',
  additionalProperties: false,
  required: ['plan', 'lang', 'limits', 'quota', 'docs'],
  properties: {
    plan: { type: 'string', const: 'anonymous' },
    lang: {
      type: 'object',
      description: 'Languages actually applied; they differ when a language has links but no messages.',
      additionalProperties: false,
      required: ['messages', 'links'],
      properties: {
        messages: { type: 'string', enum: MESSAGES_LANGUAGES },
        links: { type: 'string', enum: LANGUAGES },
      },
    },
    limits: {
      type: 'object',
      additionalProperties: false,
      required: ['burst'],
      properties: {
        burst: {
          type: 'object',
          description:
            'The rate limit actually enforced: at most `limit` requests in any window of `window_seconds` (sliding).',
          additionalProperties: false,
          required: ['limit', 'window_seconds'],
          properties: { limit: { type: 'integer' }, window_seconds: { type: 'integer' } },
        },
      },
    },
    quota: {
      type: 'object',
      description:
        'Reserved daily-quota slot. limit and remaining are null because daily requests are not counted and no daily quota is enforced; reset is the next midnight UTC.',
      additionalProperties: false,
      required: ['limit', 'remaining', 'reset'],
      properties: {
        // anyOf rather than `type: ['integer', 'null']`: tool-schema consumers that map onto a
        // single-type dialect (the MCP Inspector's portability check warns about them) read it.
        limit: { anyOf: [{ type: 'integer' }, { type: 'null' }], description: 'Always null: no daily quota.' },
        remaining: { anyOf: [{ type: 'integer' }, { type: 'null' }], description: 'Always null: no daily quota.' },
        reset: { type: 'string', format: 'date-time' },
      },
    },
    docs: { type: 'string', format: 'uri' },
  },
} as const;

/** 200 answer of POST /v1/generate, and structuredContent of the MCP tool. */
export const GENERATE_RESPONSE_SCHEMA = {
  title: 'GenerateResponse',
  type: 'object',
  additionalProperties: false,
  required: ['passwords', 'analysis', 'notice', '_meta'],
  properties: {
    passwords: {
      type: 'array',
      description: 'Always an array, count entries.',
      minItems: integerOption('count').min,
      maxItems: integerOption('count').max,
      items: { type: 'string' },
    },
    analysis: ANALYSIS_SCHEMA,
    notice: {
      type: 'string',
      description:
        'Prose warning: generating a password on a remote machine is a security antipattern; nothing is stored; link to the browser-only generator.',
    },
    _meta: META_SCHEMA,
  },
} as const;

/** The machine-readable error code: a closed set, one anchor each in the reference. */
export const ERROR_CODE_SCHEMA = {
  title: 'ErrorCode',
  type: 'string',
  enum: Object.keys(ERROR_STATUS),
  description:
    "Short machine code of an error; each has an explanation in the reference, at the error's docs link (DOCS_URL#code). Treat a code you do not know by its HTTP status, so that a code added later does not break your client.",
} as const;

/** The Error body of every error response. */
export const ERROR_SCHEMA = {
  title: 'Error',
  type: 'object',
  additionalProperties: false,
  required: ['error', 'message', 'docs', '_meta'],
  properties: {
    error: ERROR_CODE_SCHEMA,
    message: {
      type: 'string',
      description: `Full sentences in the messages language (${messagesLanguageNames('or')}), to be read aloud to a person.`,
    },
    field: { type: 'string', description: 'The offending parameter, when there is one.' },
    suggestion: {
      type: 'string',
      enum: ACCEPTED_FIELDS,
      description:
        'Only on unknown_parameter, when the unknown name is close to an accepted one (a typo, another case or separator, an abbreviation): the name probably meant. The message says it too.',
    },
    docs: { type: 'string', format: 'uri', description: 'The reference, at the error code.' },
    limit: { type: 'integer', description: 'Only on 429: requests allowed per window.' },
    window_seconds: { type: 'integer', description: 'Only on 429: the window in seconds.' },
    _futuros: {
      type: 'string',
      description:
        'Only on 429, optional: prose announcing future sign-up, pricing and a download of the local package; no links, and no command to run.',
    },
    checker_url: {
      type: 'string',
      format: 'uri',
      description: 'Only on 501: the browser-based checker in the links language.',
    },
    _meta: META_SCHEMA,
  },
} as const;

/** The service index at GET /. */
export const SERVICE_INDEX_SCHEMA = {
  title: 'ServiceIndex',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'endpoints', 'docs', '_meta'],
  properties: {
    name: { type: 'string' },
    endpoints: {
      type: 'object',
      description: 'Method and path of each endpoint.',
      additionalProperties: { type: 'string' },
      required: ['generate', 'openapi', 'mcp'],
      properties: {
        generate: { type: 'string', const: 'POST /v1/generate' },
        openapi: { type: 'string', const: 'GET /openapi.json' },
        mcp: { type: 'string', const: 'POST /mcp' },
      },
    },
    docs: { type: 'string', format: 'uri' },
    _meta: META_SCHEMA,
  },
} as const;
