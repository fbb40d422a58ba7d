/**
 * A reference for the HTTP benchmark, not a second implementation of the API:
 * POST /v1/generate served by bare node:http with the service's own parts
 * (configuration, rate limiter, client key, body rules, responder with its
 * pre-serialised answers) and no framework. Anything else gets 404.
 *
 * Its throughput against bare node:http is what the endpoint's own work costs
 * on this machine; the gap between it and the service is what the framework
 * (routing, hooks, body parsing, reply pipeline, per-request logger) costs.
 * Run as a child process with the service's variables (PORT, TRUST_PROXY, RATE_LIMIT_MAX...).
 */
import { createServer, type ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { MAX_BODY_BYTES } from '../src/api/contract/schemas.js';
import { answerJson } from '../src/api/responder/answer-json.js';
import { loadConfig } from '../src/config.js';
import { readJsonBody } from '../src/http/json-body.js';
import { rateLimitHeaders } from '../src/http/plugins/rate-limit.js';
import { type AppliedLanguage, languageInBody, negotiateLanguage } from '../src/i18n/languages.js';
import { createCoreParts } from '../src/main.js';
import { clientAddress, clientKey, memoizeTrust } from '../src/ratelimit/client-key.js';
import { createMemoryStore } from '../src/ratelimit/memory-store.js';

const config = loadConfig(process.env);
const { rateLimit, responder } = createCoreParts(config, Date.now);
const limiter = createMemoryStore({
  limit: rateLimit.limit,
  windowMs: rateLimit.windowSeconds * 1000,
  maxClients: config.rateLimitMaxClients,
});
const trust = config.trustProxy.length > 0 ? memoizeTrust(proxyAddr.compile([...config.trustProxy])) : undefined;
const policy = `${rateLimit.limit};w=${rateLimit.windowSeconds}`;

function send(response: ServerResponse, status: number, json: string, extra: Record<string, string | number>): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
    ...extra,
  });
  response.end(json);
}

const server = createServer((request, response) => {
  const [path, query] = (request.url ?? '/').split('?', 2);
  const queryLang = query === undefined ? undefined : (new URLSearchParams(query).get('lang') ?? undefined);
  if (request.method !== 'POST' || path !== '/v1/generate') {
    request.resume();
    const { status, body } = responder.error({ code: 'not_found' }, negotiateLanguage({}));
    send(response, status, JSON.stringify(body), {});
    return;
  }
  const forwardedFor = request.headers['x-forwarded-for'];
  const address = clientAddress(
    request.socket.remoteAddress,
    typeof forwardedFor === 'string' ? forwardedFor : undefined,
    trust,
  );
  const decision = limiter.hit(clientKey(address));
  const headers = rateLimitHeaders(decision, policy);
  const fail = (problem: Parameters<typeof responder.error>[0], lang: AppliedLanguage): void => {
    const { status, body } = responder.error(problem, lang);
    send(response, status, JSON.stringify(body), headers);
  };
  const sources = { query: queryLang, acceptLanguage: request.headers['accept-language'] };
  if (!decision.allowed) {
    request.resume();
    fail({ code: 'rate_limited', params: { retry_after: decision.resetSeconds } }, negotiateLanguage(sources));
    return;
  }
  let raw = '';
  let size = 0;
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => {
    size += Buffer.byteLength(chunk);
    if (size <= MAX_BODY_BYTES) raw += chunk;
  });
  request.on('end', () => {
    if (size > MAX_BODY_BYTES) return fail({ code: 'payload_too_large' }, negotiateLanguage(sources));
    const read = readJsonBody(request.headers['content-type'], raw);
    if (read.kind === 'problem') return fail(read.problem, negotiateLanguage(sources));
    const body = read.kind === 'json' ? read.value : undefined;
    const outcome = responder.generate(body, negotiateLanguage({ ...sources, body: languageInBody(body) }));
    send(response, outcome.status, answerJson(outcome.body), headers);
  });
});
server.keepAliveTimeout = 5000;
server.listen(config.port, config.host);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
