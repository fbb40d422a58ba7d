import assert from 'node:assert/strict';
import { isIP } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { RunningService } from '../src/main.js';
import { assertError } from './support/assertions.js';
import { type Exposition, parseExposition, series, total } from './support/exposition.js';
import { rawRequest } from './support/raw-http.js';
import { exchange, openSocket } from './support/raw-socket.js';
import { startTestService } from './support/service.js';
import { waitFor } from './support/wait-for.js';

// The Prometheus metrics, scraped from their own listener after traffic from many clients
// and every error path: names, types and label sets, and that no label carries a client
// address, a password or anything else a request sent.

const LIMIT = 3;
const CLIENTS = 24;
const MCP_ACCEPT = 'application/json, text/event-stream';

/** A client address, half IPv4 and half IPv6, all distinct. */
const address = (i: number): string => (i % 2 === 0 ? `198.51.100.${i + 1}` : `2001:db8:${i.toString(16)}::7`);

const EXPECTED_TYPES: Record<string, string> = {
  pwgen_http_requests_total: 'counter',
  pwgen_http_request_duration_seconds: 'histogram',
  pwgen_rate_limit_refusals_total: 'counter',
  pwgen_http_connections_refused_total: 'counter',
  pwgen_passwords_generated_total: 'counter',
  pwgen_rate_limit_store_info: 'gauge',
  pwgen_rate_limit_fallback_active: 'gauge',
  pwgen_rate_limit_fallbacks_total: 'counter',
  pwgen_redis_command_errors_total: 'counter',
  pwgen_redis_command_duration_seconds: 'histogram',
  // prom-client's default process and Node.js metrics.
  process_cpu_user_seconds_total: 'counter',
  process_resident_memory_bytes: 'gauge',
  nodejs_heap_size_used_bytes: 'gauge',
  nodejs_eventloop_lag_seconds: 'gauge',
  nodejs_gc_duration_seconds: 'histogram',
};

/** What the test sent and received, to compare with the metrics. */
interface Traffic {
  readonly passwords: string[];
  readonly addresses: string[];
  /** Answers by `route status_class`, as the test counted them. */
  readonly answers: Map<string, number>;
  refusals: { generate: number; mcp: number };
}

function count(traffic: Traffic, route: string, status: number): void {
  const key = `${route} ${Math.trunc(status / 100)}xx`;
  traffic.answers.set(key, (traffic.answers.get(key) ?? 0) + 1);
}

async function send(
  service: RunningService,
  traffic: Traffic,
  route: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const response = await rawRequest(`${service.url}${path}`, init);
  count(traffic, route, response.status);
  return response;
}

function mcpCall(id: number): string {
  return JSON.stringify({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name: 'generate_password', arguments: { count: 2, length: 20 } },
  });
}

// Every client generates until refused, through REST (even clients) or MCP (odd clients).
async function generateFromManyClients(service: RunningService, traffic: Traffic): Promise<void> {
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, i) => {
      const client = address(i);
      traffic.addresses.push(client);
      const mcp = i % 2 === 1;
      for (let n = 0; n <= LIMIT; n++) {
        const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': client };
        const response = mcp
          ? await send(service, traffic, '/mcp', '/mcp', {
              method: 'POST',
              headers: { ...headers, accept: MCP_ACCEPT },
              body: mcpCall(n),
            })
          : await send(service, traffic, '/v1/generate', '/v1/generate', {
              method: 'POST',
              headers,
              body: '{"count":3,"length":24}',
            });
        if (n < LIMIT) {
          assert.equal(response.status, 200, response.text);
          traffic.passwords.push(...(mcp ? response.body.result.structuredContent.passwords : response.body.passwords));
        } else {
          assert.equal(response.status, 429, response.text);
          if (mcp) traffic.refusals.mcp++;
          else traffic.refusals.generate++;
        }
      }
    }),
  );
}

// One request for each error path, each from a client of its own (so none is refused).
async function everyErrorPath(service: RunningService, traffic: Traffic): Promise<void> {
  let next = CLIENTS;
  const from = (headers: Record<string, string> = {}) => {
    const client = address(next++);
    traffic.addresses.push(client);
    return { ...headers, 'x-forwarded-for': client };
  };
  const json = (extra: Record<string, string> = {}) => from({ 'content-type': 'application/json', ...extra });
  const cases: [route: string, path: string, init: Parameters<typeof send>[4], status: number][] = [
    ['/v1/generate', '/v1/generate', { method: 'POST', headers: json(), body: '{"length":' }, 400],
    ['/v1/generate', '/v1/generate', { method: 'POST', headers: json(), body: '{"length":3}' }, 400],
    ['/v1/generate', '/v1/generate?lang=hunter2', { method: 'POST', headers: json(), body: '{"secret":1}' }, 400],
    ['/v1/generate', '/v1/generate', { method: 'POST', headers: json(), body: 'x'.repeat(9_000) }, 413],
    [
      '/v1/generate',
      '/v1/generate',
      { method: 'POST', headers: from({ 'content-type': 'text/plain' }), body: 'a' },
      415,
    ],
    ['/v1/check', '/v1/check', { method: 'POST', headers: json(), body: '{"password":"hunter2"}' }, 501],
    ['unmatched', '/hunter2-secret-path?token=s3cr3t', { headers: from() }, 404],
    ['unmatched', '/%%', { headers: from() }, 400],
    ['unmatched', '/readyz', { method: 'PATCH', headers: from() }, 405],
    ['unmatched', '/mcp', { headers: from() }, 405],
    ['unmatched', '/metrics', { headers: from() }, 404],
    ['/', '/', { headers: from() }, 200],
    ['/healthz', '/healthz', { headers: from() }, 200],
    ['/readyz', '/readyz', { headers: from() }, 200],
    ['/openapi.json', '/openapi.json', { headers: from() }, 200],
    ['/mcp', '/mcp', { method: 'POST', headers: json({ accept: MCP_ACCEPT }), body: '{"jsonrpc":' }, 400],
  ];
  for (const [route, path, init, status] of cases) {
    const response = await send(service, traffic, route, path, init);
    assert.equal(response.status, status, `${init?.method ?? 'GET'} ${path}: ${response.text.slice(0, 200)}`);
  }
}

async function scrape(url: string): Promise<{ text: string; exposition: Exposition; contentType: string }> {
  const response = await rawRequest(url);
  assert.equal(response.status, 200);
  return {
    text: response.text,
    exposition: parseExposition(response.text),
    contentType: String(response.headers['content-type']),
  };
}

describe('metrics', () => {
  let service: RunningService;
  let metricsUrl: string;
  const traffic: Traffic = { passwords: [], addresses: [], answers: new Map(), refusals: { generate: 0, mcp: 0 } };
  let text: string;
  let exposition: Exposition;

  before(async () => {
    service = await startTestService({ METRICS_PORT: '0', TRUST_PROXY: 'loopback', RATE_LIMIT_MAX: String(LIMIT) });
    assert.ok(service.metricsUrl !== undefined);
    metricsUrl = service.metricsUrl;
    await generateFromManyClients(service, traffic);
    await everyErrorPath(service, traffic);
    ({ text, exposition } = await scrape(metricsUrl));
  });
  after(() => service?.close());

  it('are served on their own port, never on the public one', async () => {
    assert.notEqual(new URL(metricsUrl).port, new URL(service.url).port);
    assert.equal(new URL(metricsUrl).hostname, '127.0.0.1');
    assertError(await rawRequest(`${service.url}/metrics`), { status: 404, code: 'not_found' });
    const { contentType } = await scrape(`${metricsUrl}?name[]=x`);
    assert.match(contentType, /^text\/plain; version=0\.0\.4/);
    assert.equal((await rawRequest(metricsUrl.replace('/metrics', '/'))).status, 404);
    assert.equal((await rawRequest(metricsUrl.replace('/metrics', '/v1/generate'))).status, 404);
    const post = await rawRequest(metricsUrl, { method: 'POST', body: '{}' });
    assert.equal(post.status, 405);
    assert.equal(post.headers.allow, 'GET, HEAD');
  });

  it('have the documented names and types', () => {
    for (const [name, type] of Object.entries(EXPECTED_TYPES)) {
      assert.equal(exposition.types.get(name), type, name);
    }
    for (const sample of exposition.samples) {
      const family = sample.name.replace(/_(bucket|sum|count)$/, '');
      assert.ok(exposition.types.has(sample.name) || exposition.types.has(family), `no TYPE for ${sample.name}`);
    }
  });

  it('count every answer by route pattern and status class', () => {
    const counted = new Map<string, number>();
    for (const sample of series(exposition, 'pwgen_http_requests_total')) {
      counted.set(`${sample.labels.route} ${sample.labels.status_class}`, sample.value);
      assert.deepEqual(Object.keys(sample.labels).sort(), ['route', 'status_class']);
    }
    assert.deepEqual(Object.fromEntries(counted), Object.fromEntries(traffic.answers));
    assert.equal(counted.get('/v1/generate 2xx'), (CLIENTS / 2) * LIMIT);
    assert.equal(counted.get('/v1/check 5xx'), 1);
    assert.equal(counted.get('unmatched 4xx'), 5);
  });

  it('time every answer in a histogram with the same labels', () => {
    for (const sample of series(exposition, 'pwgen_http_requests_total')) {
      const labels = sample.labels as Record<string, string>;
      const [countSample] = series(exposition, 'pwgen_http_request_duration_seconds_count', labels);
      assert.equal(countSample?.value, sample.value, JSON.stringify(labels));
      assert.ok(total(exposition, 'pwgen_http_request_duration_seconds_sum', labels) > 0);
      const buckets = series(exposition, 'pwgen_http_request_duration_seconds_bucket', labels);
      assert.ok(buckets.length >= 10);
      for (let i = 1; i < buckets.length; i++) {
        assert.ok((buckets[i]?.value ?? 0) >= (buckets[i - 1]?.value ?? 0), 'buckets are cumulative');
      }
      assert.equal(buckets.at(-1)?.labels.le, '+Inf');
      assert.equal(buckets.at(-1)?.value, sample.value);
    }
  });

  it('count rate-limit refusals by route', () => {
    assert.equal(
      total(exposition, 'pwgen_rate_limit_refusals_total', { route: '/v1/generate' }),
      traffic.refusals.generate,
    );
    assert.equal(total(exposition, 'pwgen_rate_limit_refusals_total', { route: '/mcp' }), traffic.refusals.mcp);
    assert.equal(traffic.refusals.generate + traffic.refusals.mcp, CLIENTS);
    assert.equal(series(exposition, 'pwgen_rate_limit_refusals_total').length, 2);
  });

  it('count the passwords sent, through REST and MCP', () => {
    assert.equal(traffic.passwords.length, (CLIENTS / 2) * LIMIT * 3 + (CLIENTS / 2) * LIMIT * 2);
    assert.deepEqual(series(exposition, 'pwgen_passwords_generated_total'), [
      { name: 'pwgen_passwords_generated_total', labels: {}, value: traffic.passwords.length },
    ]);
  });

  it('report the active rate-limit store and no fallback', () => {
    assert.deepEqual(
      series(exposition, 'pwgen_rate_limit_store_info').map((s) => [s.labels, s.value]),
      [[{ store: 'memory' }, 1]],
    );
    assert.equal(total(exposition, 'pwgen_rate_limit_fallback_active'), 0);
    assert.equal(total(exposition, 'pwgen_rate_limit_fallbacks_total'), 0);
  });

  it('include the default process metrics', () => {
    assert.ok(total(exposition, 'process_cpu_user_seconds_total') > 0);
    assert.ok(total(exposition, 'process_resident_memory_bytes') > 1_000_000);
    assert.ok(total(exposition, 'nodejs_heap_size_used_bytes') > 1_000_000);
  });

  it('carry no client address, password or request content in any label', () => {
    assert.ok(traffic.addresses.length > CLIENTS);
    const routes = new Set([
      '/',
      '/healthz',
      '/readyz',
      '/openapi.json',
      '/v1/generate',
      '/v1/check',
      '/mcp',
      'unmatched',
    ]);
    for (const sample of exposition.samples) {
      for (const [key, value] of Object.entries(sample.labels)) {
        const where = `${sample.name} ${key}="${value}"`;
        assert.equal(isIP(value), 0, where);
        assert.ok(!traffic.addresses.some((client) => value.includes(client)), where);
        assert.ok(!traffic.passwords.some((password) => value.includes(password)), where);
        assert.doesNotMatch(value, /hunter2|s3cr3t|secret|password|token|%/, where);
        if (key === 'route') assert.ok(routes.has(value), where);
        if (key === 'status_class') assert.match(value, /^[2-5]xx$/, where);
      }
    }
    // Nor anywhere else in the text (help lines included).
    for (const secret of [...traffic.passwords, ...traffic.addresses, 'hunter2', 's3cr3t']) {
      assert.ok(!text.includes(secret), `the exposition contains ${secret}`);
    }
  });
});

describe('metrics are off by default', () => {
  it('opens no metrics listener without METRICS_PORT', async () => {
    const service = await startTestService();
    try {
      assert.equal(service.metricsUrl, undefined);
      assertError(await rawRequest(`${service.url}/metrics`), { status: 404, code: 'not_found' });
    } finally {
      await service.close();
    }
  });
});

describe('metrics of answers given outside the routes', () => {
  let service: RunningService;
  let port: number;
  const unmatched4xx = async () => {
    const { exposition } = await scrape(service.metricsUrl as string);
    return {
      requests: total(exposition, 'pwgen_http_requests_total', { route: 'unmatched', status_class: '4xx' }),
      timed: total(exposition, 'pwgen_http_request_duration_seconds_count', {
        route: 'unmatched',
        status_class: '4xx',
      }),
      refused: total(exposition, 'pwgen_http_connections_refused_total'),
    };
  };

  before(async () => {
    service = await startTestService({ METRICS_PORT: '0', MAX_CONNECTIONS: '1' });
    port = Number(new URL(service.url).port);
  });
  after(() => service?.close());

  it('count malformed HTTP, an unmet Expect and CONNECT as unmatched 4xx requests', async () => {
    const before = await unmatched4xx();
    const answers = [
      await exchange(port, 'GARBAGE\r\n\r\n'),
      await exchange(port, 'POST /v1/generate HTTP/1.1\r\nHost: x\r\nExpect: bogus\r\nContent-Length: 2\r\n\r\n'),
      await exchange(port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'),
    ];
    assert.deepEqual(
      answers.map((answer) => answer.responses[0]?.status),
      [400, 400, 400],
    );
    const after = await unmatched4xx();
    assert.equal(after.requests - before.requests, 3);
    assert.equal(after.timed - before.timed, 3);
  });

  it('count connections refused at MAX_CONNECTIONS', async () => {
    const before = await unmatched4xx();
    // A request in flight (half its body sent) holds the one connection; it is never closed for room.
    const holder = await openSocket(port);
    holder.write(
      'POST /v1/generate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 20\r\n\r\n{"len',
    );
    try {
      await waitFor('the holding connection to be tracked', () => service.app.connections.count() === 1);
      const refused = await exchange(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
      assert.equal(refused.responses.length, 0, refused.raw);
      let now = before;
      for (let i = 0; i < 50 && now.refused === before.refused; i++) now = await unmatched4xx();
      assert.equal(now.refused - before.refused, 1);
    } finally {
      holder.destroy();
    }
  });
});
