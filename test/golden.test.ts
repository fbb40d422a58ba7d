import { describe, it } from 'node:test';
import { type GoldenCase, type GoldenRequest, matchGolden, runCases } from './support/golden.js';

// The service's answers, byte for byte, to a fixed list of requests: every endpoint,
// every error code a request can produce, both message languages and every links
// language. Each case runs on a fresh service with a fixed clock and a seeded random
// source, so answers (passwords, quota.reset, RateLimit-*) are the same on every run
// and do not depend on the order of the cases. Record again with UPDATE_GOLDEN=1
// only when a change of behaviour is intended.
//
// Not here, because only a socket shows them: 408 request_timeout and the 400 for
// malformed HTTP (written by the client-error handler straight to the socket), and
// Connection: close while draining. The Redis store's answers need a redis-server
// and its /readyz reasons name ports and timings; they are covered by the Redis suites.

/** Every links language, hard-coded so that this test depends on no source module. */
const LANGUAGES = [
  'en',
  'es',
  'nl',
  'de',
  'fr',
  'it',
  'pt',
  'ca',
  'gl',
  'eu',
  'pl',
  'tr',
  'id',
  'vi',
  'ja',
  'ko',
  'hi',
  'ar',
] as const;

const JSON_TYPE: Readonly<Record<string, string>> = { 'content-type': 'application/json' };
const MCP_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2025-06-18',
};

/** A request; an object body is sent as JSON with `Content-Type: application/json`, a string body as is. */
function request(
  method: string,
  url: string,
  body?: unknown,
  headers: Readonly<Record<string, string>> = body === undefined ? {} : JSON_TYPE,
): GoldenRequest {
  if (body === undefined) return { method, url, headers };
  return { method, url, headers, body: typeof body === 'string' ? body : JSON.stringify(body) };
}

const get = (url: string, headers: Readonly<Record<string, string>> = {}) => request('GET', url, undefined, headers);
const post = (url: string, body?: unknown, headers?: Readonly<Record<string, string>>) =>
  request('POST', url, body, headers);

/** A JSON-RPC request to /mcp. */
const rpc = (method: string, params?: object, id: number | string = 1, url = '/mcp', headers = MCP_HEADERS) =>
  post(url, { jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) }, headers);

const once = (name: string, sent: GoldenRequest, options: Partial<GoldenCase> = {}): GoldenCase => ({
  name,
  requests: [sent],
  ...options,
});

const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

/** The case in English, and again with `?lang=es`. */
function enEs(name: string, sent: GoldenRequest, options: Partial<GoldenCase> = {}): GoldenCase[] {
  return [
    once(`${name} [en]`, sent, options),
    once(`${name} [es]`, { ...sent, url: withQuery(sent.url, 'lang=es') }, options),
  ];
}

function indexCases(): GoldenCase[] {
  const acceptLanguages = [
    'es',
    'es-ES',
    'ES-es',
    'es-ES,es;q=0.9,en;q=0.8',
    'fr-CH, fr;q=0.9, en;q=0.8',
    'de',
    'ja-JP',
    'en;q=0.1, es;q=0.2',
    'es;q=0',
    '*',
    '*, es;q=0.5',
    'xx, zz;q=0.5',
    '',
  ];
  return [
    once('GET / with nothing', get('/')),
    once('GET /?lang=en', get('/?lang=en')),
    once('GET /?lang=es', get('/?lang=es')),
    once('GET /?lang=de (links only)', get('/?lang=de')),
    once('GET /?lang=ES (case-insensitive)', get('/?lang=ES')),
    once('GET /?lang=xx (unknown: English)', get('/?lang=xx')),
    once('GET /?lang= (empty: English)', get('/?lang=')),
    once('GET /?lang=es&lang=de (first wins)', get('/?lang=es&lang=de')),
    once('GET /?lang=ja with Accept-Language: es (query wins)', get('/?lang=ja', { 'accept-language': 'es' })),
    once('GET /?lang=xx with Accept-Language: es (no fall-through)', get('/?lang=xx', { 'accept-language': 'es' })),
    ...acceptLanguages.map((value) =>
      once(`GET / Accept-Language: ${JSON.stringify(value)}`, get('/', { 'accept-language': value })),
    ),
    once('HEAD /', request('HEAD', '/')),
  ];
}

function languageCases(): GoldenCase[] {
  return LANGUAGES.flatMap((lang) => [
    once(`${lang}: GET /`, get(`/?lang=${lang}`)),
    once(`${lang}: POST /v1/generate`, post(`/v1/generate?lang=${lang}`)),
    once(`${lang}: POST /v1/generate body lang`, post('/v1/generate', { lang })),
    once(`${lang}: POST /v1/check`, post(`/v1/check?lang=${lang}`)),
    once(`${lang}: invalid_length`, post(`/v1/generate?lang=${lang}`, { length: 3 })),
    once(`${lang}: MCP initialize`, rpc('initialize', initializeParams(), 1, `/mcp?lang=${lang}`)),
  ]);
}

/** The option matrix, each in English and Spanish. */
function generateOptionCases(): GoldenCase[] {
  const matrix: [string, object][] = [
    ['{}', {}],
    ['length 4', { length: 4 }],
    ['length 64', { length: 64 }],
    ['count 1', { count: 1 }],
    ['count 20', { count: 20 }],
    ['length 64 count 20', { length: 64, count: 20 }],
    ['length 4 count 20', { length: 4, count: 20 }],
    ['lower false', { lower: false }],
    ['upper false', { upper: false }],
    ['digits false', { digits: false }],
    ['symbols false', { symbols: false }],
    ['only lower', { upper: false, digits: false, symbols: false }],
    ['only upper', { lower: false, digits: false, symbols: false }],
    ['only digits', { lower: false, upper: false, symbols: false }],
    ['only symbols', { lower: false, upper: false, digits: false }],
    ['exclude_ambiguous', { exclude_ambiguous: true }],
    ['exclude_ambiguous false', { exclude_ambiguous: false }],
    ['exclude_ambiguous only digits', { exclude_ambiguous: true, lower: false, upper: false, symbols: false }],
    ['exclude_ambiguous only lower', { exclude_ambiguous: true, upper: false, digits: false, symbols: false }],
    ['exclude_ambiguous only upper', { exclude_ambiguous: true, lower: false, digits: false, symbols: false }],
    ['exclude_ambiguous only symbols', { exclude_ambiguous: true, lower: false, upper: false, digits: false }],
    ['no_repeats', { no_repeats: true }],
    ['no_repeats false', { no_repeats: false }],
    ['no_repeats length 64 count 20', { no_repeats: true, length: 64, count: 20 }],
    ['no_repeats only digits length 4', { no_repeats: true, length: 4, lower: false, upper: false, symbols: false }],
    ['no_repeats exclude_ambiguous', { no_repeats: true, exclude_ambiguous: true }],
    [
      'every option given',
      {
        length: 24,
        count: 3,
        lower: true,
        upper: true,
        digits: true,
        symbols: false,
        exclude_ambiguous: true,
        no_repeats: true,
      },
    ],
  ];
  return matrix.flatMap(([name, body]) => enEs(name, post('/v1/generate', body)));
}

/** Body forms, content types and language sources of a generation. */
function generateRequestFormCases(): GoldenCase[] {
  return [
    once('no body, no Content-Type', post('/v1/generate')),
    once('empty body with Content-Type JSON', post('/v1/generate', '', JSON_TYPE)),
    once('whitespace body', post('/v1/generate', ' \n\t ', JSON_TYPE)),
    once('text/plain with empty body (defaults)', post('/v1/generate', '', { 'content-type': 'text/plain' })),
    once('JSON body without Content-Type', post('/v1/generate', '{"length":12}', {})),
    once(
      'application/json; charset=utf-8',
      post('/v1/generate', '{"length":12}', { 'content-type': 'application/json; charset=utf-8' }),
    ),
    once(
      'application/vnd.api+json',
      post('/v1/generate', '{"length":12}', { 'content-type': 'application/vnd.api+json' }),
    ),
    once('body of exactly 8192 bytes', post('/v1/generate', `{}${' '.repeat(8190)}`, JSON_TYPE)),
    once('?lang=ja (links only)', post('/v1/generate?lang=ja', { length: 12 })),
    once('body lang es', post('/v1/generate', { length: 12, lang: 'es' })),
    once('body lang ja', post('/v1/generate', { length: 12, lang: 'ja' })),
    once('body lang 42 (English)', post('/v1/generate', { length: 12, lang: 42 })),
    once('Accept-Language: es-ES', post('/v1/generate', { length: 12 }, { ...JSON_TYPE, 'accept-language': 'es-ES' })),
    once('Accept-Language: ko', post('/v1/generate', { length: 12 }, { ...JSON_TYPE, 'accept-language': 'ko' })),
    once('?lang=xx (unknown: English)', post('/v1/generate?lang=xx', { length: 12 })),
    once('?lang=xx with body lang es (query decides)', post('/v1/generate?lang=xx', { length: 12, lang: 'es' })),
    once(
      'body lang ja with Accept-Language es (body wins)',
      post('/v1/generate', { lang: 'ja' }, { ...JSON_TYPE, 'accept-language': 'es' }),
    ),
  ];
}

/** Crack-time words, the clock and one service serving several generations. */
function generateWordsAndClockCases(): GoldenCase[] {
  // Crack-time words over the whole scale: digits only, from "less than a second" to 10^n.
  const words = [4, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 22, 24, 27, 30, 33, 36, 40, 48, 56, 64];
  const crackTimes = words.flatMap((length) =>
    enEs(
      `crack time, digits length ${length}`,
      post('/v1/generate', { length, lower: false, upper: false, symbols: false }),
    ),
  );
  const midnight: GoldenCase = {
    name: 'quota.reset moves at midnight UTC',
    startAt: '2026-03-14T23:59:59.500Z',
    requests: [
      post('/v1/generate', { length: 8 }),
      post('/v1/generate?lang=es', { length: 8 }),
      { ...post('/v1/generate', { length: 8 }), advanceMs: 499 },
      { ...post('/v1/generate', { length: 8 }), advanceMs: 1 },
      post('/v1/generate?lang=es', { length: 8 }),
      get('/'),
    ],
  };
  return [
    ...crackTimes,
    midnight,
    {
      name: 'several generations on one service draw further from the same source',
      requests: [post('/v1/generate'), post('/v1/generate', { count: 3 }), post('/v1/generate', { no_repeats: true })],
    },
  ];
}

const generateInEnEs = (name: string, body: unknown, headers?: Readonly<Record<string, string>>) =>
  enEs(name, post('/v1/generate', body, headers));

/** Every error a generate body can cause, in English and Spanish. */
function requestErrorCases(): GoldenCase[] {
  const generate = generateInEnEs;
  const lengths: [string, unknown][] = [
    ['3', 3],
    ['65', 65],
    ['0', 0],
    ['-1', -1],
    ['"20"', '20'],
    ['20.5', 20.5],
    ['null', null],
    ['true', true],
    ['[16]', [16]],
  ];
  const counts: [string, unknown][] = [
    ['0', 0],
    ['21', 21],
    ['"2"', '2'],
    ['1.5', 1.5],
    ['null', null],
    ['false', false],
  ];
  const flags = ['lower', 'upper', 'digits', 'symbols', 'exclude_ambiguous', 'no_repeats'];
  const noTypes = { lower: false, upper: false, digits: false, symbols: false };
  return [
    ...lengths.flatMap(([name, length]) => generate(`invalid_length ${name}`, { length })),
    ...counts.flatMap(([name, count]) => generate(`invalid_count ${name}`, { count })),
    ...generate('empty_alphabet', noTypes),
    ...generate('empty_alphabet with exclude_ambiguous', { ...noTypes, exclude_ambiguous: true }),
    ...generate('unknown_parameter foo', { foo: 1 }),
    ...generate('unknown_parameter Length (case matters)', { Length: 16 }),
    ...flags.flatMap((flag) => generate(`invalid_parameter ${flag} "yes"`, { [flag]: 'yes' })),
    ...generate('invalid_parameter lower null', { lower: null }),
    ...generate('invalid_parameter no_repeats 1', { no_repeats: 1 }),
    ...generate('first problem: unknown_parameter before invalid_length', { length: 3, foo: 1 }),
    ...generate('first problem: invalid_length before invalid_count', { count: 0, length: 3 }),
    ...generate('first problem: invalid_count before invalid_parameter', { lower: 'x', count: 0 }),
    ...generate('first problem: invalid_parameter before empty_alphabet', { ...noTypes, no_repeats: 'x' }),
    ...generate('first problem: invalid_count before empty_alphabet', { ...noTypes, count: 99 }),
    ...generate('invalid_json truncated', '{"length":', JSON_TYPE),
    ...generate('invalid_json bare word', '{length: 16}', JSON_TYPE),
    ...generate('invalid_json without Content-Type', '{bad', {}),
    ...generate('invalid_body array', '[]', JSON_TYPE),
    ...generate('invalid_body array of object', '[{"length":16}]', JSON_TYPE),
    ...generate('invalid_body number', '42', JSON_TYPE),
    ...generate('invalid_body string', '"text"', JSON_TYPE),
    ...generate('invalid_body null', 'null', JSON_TYPE),
    ...generate('invalid_body true', 'true', JSON_TYPE),
  ];
}

/** Errors of media type, size, routing, methods, the unimplemented checker and internal failures. */
function routeErrorCases(): GoldenCase[] {
  const generate = generateInEnEs;
  const oversized = 'x'.repeat(8193);
  return [
    ...generate('unsupported_media_type text/plain', '{"length":16}', { 'content-type': 'text/plain' }),
    ...generate('unsupported_media_type form', 'length=16', { 'content-type': 'application/x-www-form-urlencoded' }),
    ...generate('unsupported_media_type application/jsonx', '{}', { 'content-type': 'application/jsonx' }),
    ...generate('payload_too_large generate', oversized, JSON_TYPE),
    ...enEs('payload_too_large check', post('/v1/check', oversized, JSON_TYPE)),
    ...enEs('not_found GET /nope', get('/nope')),
    ...enEs('not_found POST /v1/generat', post('/v1/generat', {})),
    ...enEs('not_found trailing slash', post('/v1/generate/', {})),
    ...enEs('not_found GET /v1', get('/v1')),
    ...enEs('method_not_allowed GET /v1/generate', get('/v1/generate')),
    ...enEs('method_not_allowed HEAD /v1/generate', request('HEAD', '/v1/generate')),
    ...enEs('method_not_allowed OPTIONS /v1/generate', request('OPTIONS', '/v1/generate')),
    ...enEs('method_not_allowed PUT /', request('PUT', '/', {})),
    ...enEs('method_not_allowed DELETE /v1/check', request('DELETE', '/v1/check')),
    ...enEs('method_not_allowed GET /v1/check', get('/v1/check')),
    ...enEs('method_not_allowed POST /healthz', post('/healthz')),
    ...enEs('method_not_allowed PATCH /readyz', request('PATCH', '/readyz', {})),
    ...enEs('method_not_allowed POST /openapi.json', post('/openapi.json')),
    ...enEs('method_not_allowed POST /docs', post('/docs')),
    ...enEs('method_not_allowed PROPFIND /mcp', request('PROPFIND', '/mcp')),
    ...enEs('method_not_allowed GET /mcp', get('/mcp', { accept: 'text/event-stream' })),
    ...enEs('method_not_allowed DELETE /mcp', request('DELETE', '/mcp', undefined, { 'mcp-session-id': 'abc' })),
    once('bad_request /%% [en]', get('/%%')),
    once('bad_request /%% [es via Accept-Language]', get('/%%', { 'accept-language': 'es' })),
    once('bad_request POST /v1/%zz', post('/v1/%zz', {})),
    once('bad_request /%% ignores ?lang (read from Accept-Language only)', get('/%%?lang=es')),
    ...enEs('not_implemented', post('/v1/check')),
    once('not_implemented [ja]', post('/v1/check?lang=ja')),
    once('not_implemented [Accept-Language es-ES]', post('/v1/check', undefined, { 'accept-language': 'es-ES' })),
    ...enEs('not_implemented with a body', post('/v1/check', { password: 'correct horse battery staple' })),
    ...enEs('not_implemented with invalid JSON', post('/v1/check', '{bad', JSON_TYPE)),
    ...enEs('not_implemented with text/plain', post('/v1/check', 'hunter2', { 'content-type': 'text/plain' })),
    ...enEs('internal_error (the random source fails)', post('/v1/generate'), { random: 'failing' }),
  ];
}

function documentCases(): GoldenCase[] {
  const custom = {
    SITE_URL: 'https://site.example/',
    DOCS_URL: 'https://docs.example/reference',
    PUBLIC_BASE_URL: 'https://api.example',
  };
  return [
    once('GET /openapi.json', get('/openapi.json')),
    once('GET /openapi.json?lang=es (one document)', get('/openapi.json?lang=es')),
    once('HEAD /openapi.json', request('HEAD', '/openapi.json')),
    once('GET /docs', get('/docs')),
    once('GET /docs with Accept-Language es', get('/docs', { 'accept-language': 'es' })),
    once('HEAD /docs', request('HEAD', '/docs')),
    once('GET /healthz', get('/healthz')),
    once('GET /healthz?lang=es', get('/healthz?lang=es')),
    once('GET /readyz (memory store)', get('/readyz')),
    once('HEAD /healthz', request('HEAD', '/healthz')),
    {
      name: 'SITE_URL, DOCS_URL and PUBLIC_BASE_URL set',
      env: custom,
      requests: [
        get('/'),
        post('/v1/generate?lang=es', { length: 10 }),
        post('/v1/generate', { length: 3 }),
        post('/v1/check?lang=de'),
        get('/openapi.json'),
        get('/docs'),
        rpc('initialize', initializeParams(), 1, '/mcp?lang=fr'),
      ],
    },
    {
      name: 'RATE_LIMIT_MAX 100 and RATE_LIMIT_WINDOW_SECONDS 3600',
      env: { RATE_LIMIT_MAX: '100', RATE_LIMIT_WINDOW_SECONDS: '3600' },
      requests: [post('/v1/generate'), get('/openapi.json'), get('/docs'), get('/')],
    },
  ];
}

function initializeParams(): object {
  return {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'golden-test', version: '1.0.0' },
  };
}

/** A tools/call of generate_password; `args` undefined sends no `arguments`. */
const call = (args?: unknown, id: number | string = 3, url = '/mcp') =>
  rpc('tools/call', { name: 'generate_password', ...(args === undefined ? {} : { arguments: args }) }, id, url);
const mcpRaw = (body: string, headers: Readonly<Record<string, string>> = MCP_HEADERS) => post('/mcp', body, headers);

/** MCP methods that succeed. */
function mcpCases(): GoldenCase[] {
  return [
    ...enEs('initialize', rpc('initialize', initializeParams())),
    once(
      'initialize with Accept-Language es-ES',
      rpc('initialize', initializeParams(), 1, '/mcp', { ...MCP_HEADERS, 'accept-language': 'es-ES' }),
    ),
    once(
      'initialize asking for 2025-03-26',
      rpc('initialize', { ...initializeParams(), protocolVersion: '2025-03-26' }, 1, '/mcp', {
        ...MCP_HEADERS,
        'mcp-protocol-version': '2025-03-26',
      }),
    ),
    once(
      'initialize without MCP-Protocol-Version',
      rpc('initialize', initializeParams(), 1, '/mcp', { 'content-type': 'application/json' }),
    ),
    once('initialize with a string id', rpc('initialize', initializeParams(), 'init-1')),
    once(
      'initialize with an Mcp-Session-Id (ignored)',
      rpc('initialize', initializeParams(), 1, '/mcp', { ...MCP_HEADERS, 'mcp-session-id': 'whatever' }),
    ),
    ...enEs('ping', rpc('ping', undefined, 7)),
    ...enEs('tools/list', rpc('tools/list', undefined, 2)),
    once('tools/list [ja]', rpc('tools/list', undefined, 2, '/mcp?lang=ja')),
    ...enEs('tools/call without arguments', call()),
    ...enEs('tools/call with empty arguments', call({})),
    ...enEs('tools/call with options', call({ length: 32, count: 3, symbols: false, no_repeats: true })),
    ...enEs(
      'tools/call exclude_ambiguous count 20 length 64',
      call({ length: 64, count: 20, exclude_ambiguous: true }),
    ),
    once('tools/call arguments lang es', call({ length: 12, lang: 'es' })),
    once('tools/call arguments lang ja', call({ length: 12, lang: 'ja' })),
    once('tools/call ?lang=xx with arguments lang es (query decides)', call({ lang: 'es' }, 3, '/mcp?lang=xx')),
    once(
      'tools/call Accept-Language es',
      rpc('tools/call', { name: 'generate_password' }, 3, '/mcp', { ...MCP_HEADERS, 'accept-language': 'es' }),
    ),
    once('tools/call with a string id', call({ length: 8 }, 'call-1')),
  ];
}

/** MCP tool errors, protocol errors and transport refusals. */
function mcpErrorCases(): GoldenCase[] {
  return [
    ...enEs('tools/call invalid_length (isError)', call({ length: 3 })),
    ...enEs('tools/call invalid_count (isError)', call({ count: '2' })),
    ...enEs('tools/call unknown_parameter (isError)', call({ foo: 1 })),
    ...enEs('tools/call invalid_parameter (isError)', call({ upper: 'no' })),
    ...enEs('tools/call empty_alphabet (isError)', call({ lower: false, upper: false, digits: false, symbols: false })),
    ...enEs('tools/call arguments an array (invalid_body, isError)', call([1, 2])),
    ...enEs('tools/call arguments a string (invalid_body, isError)', call('length=16')),
    once('tools/call arguments null (defaults)', call(null)),
    ...enEs('tools/call unknown tool', rpc('tools/call', { name: 'crack_password' }, 4)),
    ...enEs('tools/call without a name', rpc('tools/call', { arguments: {} }, 4)),
    ...enEs('unknown method', rpc('resources/list', undefined, 5)),
    ...enEs('notification', post('/mcp', { jsonrpc: '2.0', method: 'notifications/initialized' }, MCP_HEADERS)),
    once('a response sent to the server (202)', post('/mcp', { jsonrpc: '2.0', id: 9, result: {} }, MCP_HEADERS)),
    ...enEs('parse error', mcpRaw('{"jsonrpc":"2.0",')),
    ...enEs('invalid request: jsonrpc 1.0', mcpRaw('{"jsonrpc":"1.0","id":6,"method":"ping"}')),
    ...enEs('invalid request: id null', mcpRaw('{"jsonrpc":"2.0","id":null,"method":"ping"}')),
    ...enEs('invalid request: params an array', mcpRaw('{"jsonrpc":"2.0","id":6,"method":"ping","params":[1]}')),
    ...enEs('invalid request: no method', mcpRaw('{"jsonrpc":"2.0","id":6}')),
    ...enEs('invalid request: a number', mcpRaw('42')),
    ...enEs('invalid request: empty body', mcpRaw('')),
    ...enEs(
      'invalid request: batch array',
      mcpRaw('[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","id":2,"method":"tools/list"}]'),
    ),
    ...enEs(
      'unsupported MCP-Protocol-Version',
      rpc('ping', undefined, 1, '/mcp', { ...MCP_HEADERS, 'mcp-protocol-version': '2024-11-05' }),
    ),
    ...enEs('forbidden Origin', rpc('ping', undefined, 1, '/mcp', { ...MCP_HEADERS, origin: 'https://evil.example' })),
    once('allowed Origin', rpc('ping', undefined, 1, '/mcp', { ...MCP_HEADERS, origin: 'https://app.example' }), {
      env: { MCP_ALLOWED_ORIGINS: 'https://app.example' },
    }),
    ...enEs(
      'unsupported media type',
      mcpRaw('{"jsonrpc":"2.0","id":1,"method":"ping"}', { 'content-type': 'text/plain' }),
    ),
    ...enEs(
      'payload too large',
      mcpRaw(`{"jsonrpc":"2.0","id":1,"method":"ping","params":{"pad":"${'x'.repeat(8200)}"}}`),
    ),
    ...enEs('GET /mcp', get('/mcp', { accept: 'text/event-stream' })),
    ...enEs('tools/call when the random source fails', call({ length: 8 }), { random: 'failing' }),
  ];
}

/** The limit reached on REST and MCP, and the window sliding. */
function rateLimitCases(): GoldenCase[] {
  const small = { RATE_LIMIT_MAX: '3' };
  return [
    {
      name: 'generate: three allowed, the fourth refused, allowed again when the first leaves the window',
      env: small,
      requests: [
        post('/v1/generate'),
        { ...post('/v1/generate', { length: 3 }), advanceMs: 10_000 },
        { ...post('/v1/generate', '{bad', JSON_TYPE), advanceMs: 10_000 },
        { ...post('/v1/generate'), advanceMs: 5_250 },
        { ...post('/v1/generate?lang=es'), advanceMs: 1 },
        { ...post('/v1/check'), advanceMs: 1 },
        get('/'),
        get('/readyz'),
        { ...post('/v1/generate'), advanceMs: 34_748 },
        post('/v1/generate'),
      ],
    },
    {
      name: 'MCP shares the budget; a 429 takes its language from query or Accept-Language, not the body',
      env: small,
      requests: [
        post('/v1/generate'),
        rpc('ping'),
        rpc('tools/list', undefined, 2),
        post('/v1/generate', { lang: 'es' }),
        post('/v1/generate', { lang: 'ja' }),
        post('/v1/generate', undefined, { 'accept-language': 'es-ES' }),
        rpc('tools/call', { name: 'generate_password' }, 'call-7'),
        rpc('tools/call', { name: 'generate_password' }, 8, '/mcp?lang=es'),
      ],
    },
    {
      name: 'MCP over the limit: every answer is the 429, whatever else is wrong',
      env: small,
      requests: [
        rpc('ping', undefined, 1),
        rpc('ping', undefined, 2),
        rpc('ping', undefined, 3),
        rpc('ping', undefined, 4),
        post('/mcp', '{"jsonrpc":"2.0",', MCP_HEADERS),
        post('/mcp', { jsonrpc: '2.0', method: 'notifications/initialized' }, MCP_HEADERS),
        rpc('ping', undefined, 5, '/mcp', { ...MCP_HEADERS, origin: 'https://evil.example' }),
        rpc('ping', undefined, 6, '/mcp', { ...MCP_HEADERS, 'mcp-protocol-version': '1999-01-01' }),
        post('/mcp', '{"jsonrpc":"2.0","id":1,"method":"ping"}', { 'content-type': 'text/plain' }),
        post('/mcp', `{"pad":"${'x'.repeat(8200)}"}`, MCP_HEADERS),
        post('/mcp', '', MCP_HEADERS),
        post('/v1/generate', '[]', JSON_TYPE),
      ],
    },
  ];
}

/** Other limits and windows (the words of the wait), and client identity behind proxies. */
function rateLimitConfigCases(): GoldenCase[] {
  return [
    {
      name: 'RATE_LIMIT_MAX 1, window 1 second: "1 second"',
      env: { RATE_LIMIT_MAX: '1', RATE_LIMIT_WINDOW_SECONDS: '1' },
      requests: [
        post('/v1/generate'),
        { ...post('/v1/generate'), advanceMs: 400 },
        post('/v1/generate?lang=es'),
        { ...post('/v1/generate'), advanceMs: 600 },
      ],
    },
    {
      name: 'RATE_LIMIT_MAX 2, window 7200 seconds',
      env: { RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '7200' },
      requests: [
        post('/v1/generate'),
        { ...post('/v1/generate'), advanceMs: 1 },
        { ...post('/v1/generate'), advanceMs: 1 },
        post('/v1/generate?lang=es'),
        { ...post('/v1/generate'), advanceMs: 7_000_000 },
        post('/v1/generate?lang=es'),
        { ...post('/v1/generate'), advanceMs: 200_000 },
      ],
    },
    {
      name: 'X-Forwarded-For is ignored by default',
      env: { RATE_LIMIT_MAX: '2' },
      requests: ['192.0.2.1', '192.0.2.2', '192.0.2.3'].map((ip) =>
        post('/v1/generate', undefined, { 'x-forwarded-for': ip }),
      ),
    },
    {
      name: 'X-Forwarded-For from a trusted proxy: one budget per client, IPv6 per /64',
      env: { RATE_LIMIT_MAX: '2', TRUST_PROXY: 'loopback' },
      requests: ['192.0.2.1', '192.0.2.2', '2001:db8::1', '2001:db8::2', '2001:db8::3', '::ffff:192.0.2.1'].map((ip) =>
        post('/v1/generate', undefined, { 'x-forwarded-for': ip }),
      ),
    },
  ];
}

describe('golden answers (fixed clock, seeded random source; UPDATE_GOLDEN=1 records)', () => {
  const groups: [string, () => GoldenCase[]][] = [
    ['index', indexCases],
    ['languages', languageCases],
    ['generate', () => [...generateOptionCases(), ...generateRequestFormCases(), ...generateWordsAndClockCases()]],
    ['errors', () => [...requestErrorCases(), ...routeErrorCases()]],
    ['documents', documentCases],
    ['mcp', () => [...mcpCases(), ...mcpErrorCases()]],
    ['rate-limit', () => [...rateLimitCases(), ...rateLimitConfigCases()]],
  ];
  for (const [group, cases] of groups) {
    it(`${group}: answers are byte-identical to test/golden/${group}.json`, async () => {
      matchGolden(group, await runCases(cases()));
    });
  }
});
