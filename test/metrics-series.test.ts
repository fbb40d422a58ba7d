import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadWebAssets } from '../src/http/web-assets.js';
import { LANGUAGES } from '../src/i18n/languages.js';
import type { RunningService } from '../src/main.js';
import { parseExposition } from './support/exposition.js';
import { rawRequest } from './support/raw-http.js';
import { startTestService } from './support/service.js';

// The `route` label is the route pattern, so the number of series is bounded by the code:
// requests to hundreds of distinct paths (assets, every language's pages, unknown paths,
// wrong methods, redirects) add no series once each kind has been seen once.

const HTTP_FAMILIES = /^pwgen_http_request(s_total|_duration_seconds_(bucket|sum|count))$/;

/** The route patterns a label may hold: everything registered once per value is folded into one. */
const PATTERNS = new Set([
  '/',
  '/healthz',
  '/readyz',
  '/openapi.json',
  '/docs',
  '/docs/*',
  '/:lang/generator',
  '/:lang/checker',
  '/generator',
  '/checker',
  '/assets/*',
  'unmatched',
]);

interface Probe {
  readonly method: string;
  readonly path: string;
}

/** Every kind of request once: what warms up every series the measured requests can reach. */
function oneOfEachKind(assetNames: readonly string[]): Probe[] {
  return [
    { method: 'GET', path: '/en/generator' },
    { method: 'HEAD', path: '/en/checker' },
    { method: 'GET', path: '/en/checker' },
    { method: 'GET', path: '/generator' },
    { method: 'GET', path: '/checker' },
    { method: 'GET', path: `/assets/${assetNames[0]}` },
    { method: 'GET', path: '/docs' },
    { method: 'GET', path: '/docs/docs.css' },
    { method: 'GET', path: '/warm-up-unknown' },
    { method: 'DELETE', path: '/en/generator' },
    { method: 'GET', path: '/' },
  ];
}

/** 500 distinct method-and-path pairs of the same kinds. */
function distinctProbes(assetNames: readonly string[]): Probe[] {
  const probes: Probe[] = [];
  for (const lang of LANGUAGES) {
    for (const page of ['generator', 'checker']) {
      probes.push({ method: 'GET', path: `/${lang}/${page}` }, { method: 'HEAD', path: `/${lang}/${page}` });
      probes.push({ method: 'PUT', path: `/${lang}/${page}` });
    }
  }
  for (const name of assetNames) {
    probes.push({ method: 'GET', path: `/assets/${name}` }, { method: 'HEAD', path: `/assets/${name}` });
    probes.push({ method: 'POST', path: `/assets/${name}` });
  }
  for (const name of ['swagger-ui-bundle.js', 'swagger-ui.css', 'docs.js', 'docs.css']) {
    probes.push({ method: 'GET', path: `/docs/${name}` });
  }
  for (let i = 0; probes.length < 500; i++) {
    const kind = i % 4;
    if (kind === 0) probes.push({ method: 'GET', path: `/assets/generator-page.${i.toString(36).toUpperCase()}.js` });
    else if (kind === 1) probes.push({ method: 'GET', path: `/xx${i}/generator` });
    else if (kind === 2) probes.push({ method: 'PATCH', path: `/unknown/${i}` });
    else probes.push({ method: 'GET', path: `/generator?from=${i}` });
  }
  return probes;
}

async function scrapeHttpSeries(metricsUrl: string): Promise<{ keys: Set<string>; routes: Set<string> }> {
  const response = await rawRequest(metricsUrl);
  assert.equal(response.status, 200);
  const keys = new Set<string>();
  const routes = new Set<string>();
  for (const sample of parseExposition(response.text).samples) {
    if (!HTTP_FAMILIES.test(sample.name)) continue;
    keys.add(`${sample.name}${JSON.stringify(sample.labels)}`);
    if (sample.labels.route !== undefined) routes.add(sample.labels.route);
  }
  return { keys, routes };
}

async function send(service: RunningService, probes: readonly Probe[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const { method, path } of probes) statuses.push((await rawRequest(`${service.url}${path}`, { method })).status);
  return statuses;
}

describe('metrics series are bounded by the route patterns', () => {
  let service: RunningService;
  let metricsUrl: string;
  const assetNames = [...loadWebAssets().files.keys()];

  before(async () => {
    service = await startTestService({ METRICS_PORT: '0' });
    assert.ok(service.metricsUrl !== undefined);
    metricsUrl = service.metricsUrl;
  });
  after(() => service?.close());

  it('500 distinct paths add no series after one request of each kind', async () => {
    await send(service, oneOfEachKind(assetNames));
    const warm = await scrapeHttpSeries(metricsUrl);
    const probes = distinctProbes(assetNames);
    assert.equal(new Set(probes.map((p) => `${p.method} ${p.path}`)).size, 500);
    const statuses = await send(service, probes);
    // Every kind was answered as expected: pages and assets 200, redirects 302, unknown 404, wrong method 405.
    for (const status of [200, 302, 404, 405]) assert.ok(statuses.includes(status), `no ${status}`);
    const measured = await scrapeHttpSeries(metricsUrl);
    assert.deepEqual([...measured.keys].sort(), [...warm.keys].sort());
    for (const route of measured.routes) assert.ok(PATTERNS.has(route), `route label ${route} is not a pattern`);
    assert.ok(measured.routes.has('/:lang/generator') && measured.routes.has('/assets/*'));
  });

  it('a redirect is counted as status_class="3xx"', async () => {
    const response = await rawRequest(metricsUrl);
    assert.match(response.text, /pwgen_http_requests_total\{route="\/generator",status_class="3xx"\} \d+/);
  });
});
