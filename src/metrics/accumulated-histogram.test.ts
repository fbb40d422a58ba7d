import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AggregatorRegistry, Histogram, Registry } from 'prom-client';
import { AccumulatedHistogram } from './accumulated-histogram.js';

const BUCKETS = [0.001, 0.01, 0.1, 1];
const OBSERVATIONS: [route: string, status: string, value: number][] = [
  ['/a', '2xx', 0],
  ['/a', '2xx', 0.0005],
  ['/a', '2xx', 0.001],
  ['/a', '2xx', 0.0010001],
  ['/b', '4xx', 0.1],
  ['/a', '2xx', 0.3],
  ['/b', '4xx', 7],
  ['/a', '5xx', 1],
  ['/b', '4xx', 0.0123],
];

// The same observations through prom-client's own Histogram and through the accumulated one.
function both() {
  const plainRegistry = new Registry();
  const fastRegistry = new Registry();
  const configuration = { name: 'latency_seconds', help: 'Latency.', labelNames: ['route', 'status'] as const };
  const plain = new Histogram({ ...configuration, buckets: BUCKETS, registers: [plainRegistry] });
  const fast = new AccumulatedHistogram({ ...configuration, buckets: BUCKETS, registers: [fastRegistry] });
  const series = new Map<string, ReturnType<typeof fast.series>>();
  fast.series({ route: '/never', status: '2xx' });
  for (const [route, status, value] of OBSERVATIONS) {
    plain.observe({ route, status }, value);
    const key = `${route} ${status}`;
    if (!series.has(key)) series.set(key, fast.series({ route, status }));
    series.get(key)?.observe(value);
  }
  return { plainRegistry, fastRegistry, series };
}

describe('AccumulatedHistogram', () => {
  it('exposes exactly what prom-client Histogram exposes for the same observations (text)', async () => {
    const { plainRegistry, fastRegistry } = both();
    const text = await fastRegistry.metrics();
    assert.equal(text, await plainRegistry.metrics());
    assert.match(text, /latency_seconds_bucket\{le="\+Inf",route="\/b",status="4xx"\} 3/);
    assert.doesNotMatch(text, /\/never/);
  });

  it('gives the same JSON, so the cluster merge sums it like a histogram', async () => {
    const { plainRegistry, fastRegistry } = both();
    const plainJson = await plainRegistry.getMetricsAsJSON();
    const fastJson = await fastRegistry.getMetricsAsJSON();
    assert.deepEqual(fastJson, plainJson);
    const merged = AggregatorRegistry.aggregate([fastJson, fastJson]);
    const mergedPlain = AggregatorRegistry.aggregate([plainJson, plainJson]);
    assert.equal(await merged.metrics(), await mergedPlain.metrics());
    assert.match(await merged.metrics(), /latency_seconds_count\{route="\/a",status="2xx"\} 10/);
  });

  it('counts observations per series', () => {
    const { series } = both();
    assert.equal(series.get('/a 2xx')?.count, 5);
    assert.equal(series.get('/b 4xx')?.count, 3);
  });
});
