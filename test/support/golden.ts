import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type { RandomFill } from '../../src/core/generator.js';
import { startTestService } from './service.js';

/**
 * Golden files: the service's exact answers to a fixed list of requests, recorded
 * with a seeded random source and a fixed clock, so that a refactor can prove that
 * no answer changed. `UPDATE_GOLDEN=1` rewrites the files; otherwise they are compared.
 */

/** Where the golden files live: the source tree, not dist/ (tsc does not copy JSON). */
export const GOLDEN_DIR = fileURLToPath(new URL('../../../test/golden/', import.meta.url));

/** The clock every case starts at unless it says otherwise (a weekday afternoon, far from midnight). */
export const GOLDEN_START = '2026-03-14T15:09:26.535Z';

/** The seed of every case: each case gets a fresh service, so its answers do not depend on the others. */
export const GOLDEN_SEED = 0x5eed_2026;

/** One request of a case. */
export interface GoldenRequest {
  readonly method: string;
  readonly url: string;
  /** Exactly the headers sent (inject adds only Host, User-Agent and Content-Length). */
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  /** The fixed clock moves forward by this much before the request is sent. */
  readonly advanceMs?: number;
}

/** One case: a fresh service (its own clock, random source and rate-limit memory) and its requests in order. */
export interface GoldenCase {
  readonly name: string;
  /** Extra environment for this case's service (RATE_LIMIT_MAX, SITE_URL, ...). */
  readonly env?: Readonly<Record<string, string>>;
  /** The fixed clock's start, ISO 8601; default {@link GOLDEN_START}. */
  readonly startAt?: string;
  /** `failing`: a random source that throws, to record the 500 answers. */
  readonly random?: 'seeded' | 'failing';
  readonly requests: readonly GoldenRequest[];
}

/** A request and its answer as stored. */
export interface RecordedExchange {
  readonly request: {
    readonly method: string;
    readonly url: string;
    readonly headers: Readonly<Record<string, string>>;
    readonly body?: string;
    readonly advance_ms?: number;
  };
  readonly response: {
    readonly status: number;
    /** Every response header but `date`, sorted by name. */
    readonly headers: Readonly<Record<string, string>>;
    /** The exact body text. */
    readonly body: string;
  };
}

/** A case as stored. */
export interface RecordedCase {
  readonly name: string;
  readonly env?: Readonly<Record<string, string>>;
  readonly start_at: string;
  readonly random: 'seeded' | 'failing';
  readonly exchanges: readonly RecordedExchange[];
}

/**
 * A deterministic byte source (splitmix32: a Weyl sequence through the murmur3
 * finaliser). Good enough to exercise rejection sampling; not for secrets.
 */
export function seededRandomFill(seed: number): RandomFill {
  let state = seed | 0;
  return (target) => {
    for (let i = 0; i < target.length; i += 4) {
      state = (state + 0x9e3779b9) | 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      z ^= z >>> 16;
      for (let j = 0; j < 4 && i + j < target.length; j++) target[i + j] = (z >>> (8 * j)) & 0xff;
    }
  };
}

const failingRandomFill: RandomFill = () => {
  throw new Error('golden test: the random source fails on purpose');
};

// `date` is the only header that varies between runs: it is the machine's wall clock
// (Node writes it), not the service's injected clock.
const VARYING_HEADERS: ReadonlySet<string> = new Set(['date']);

function recordHeaders(headers: Record<string, unknown>): Record<string, string> {
  const recorded: Record<string, string> = {};
  for (const name of Object.keys(headers).sort()) {
    if (VARYING_HEADERS.has(name)) continue;
    const value = headers[name];
    recorded[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return recorded;
}

/** Runs one case against a fresh service with the fixed clock and the seeded (or failing) random source. */
export async function runCase(goldenCase: GoldenCase): Promise<RecordedCase> {
  const startAt = goldenCase.startAt ?? GOLDEN_START;
  let clock = Date.parse(startAt);
  const random = goldenCase.random ?? 'seeded';
  const service = await startTestService(goldenCase.env ?? {}, {
    now: () => clock,
    randomFill: random === 'failing' ? failingRandomFill : seededRandomFill(GOLDEN_SEED),
  });
  const exchanges: RecordedExchange[] = [];
  try {
    for (const request of goldenCase.requests) {
      clock += request.advanceMs ?? 0;
      const headers = { ...request.headers };
      const response = await service.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers,
        ...(request.body === undefined ? {} : { payload: request.body }),
      });
      exchanges.push({
        request: {
          method: request.method,
          url: request.url,
          headers,
          ...(request.body === undefined ? {} : { body: request.body }),
          ...(request.advanceMs === undefined ? {} : { advance_ms: request.advanceMs }),
        },
        response: {
          status: response.statusCode,
          headers: recordHeaders(response.headers),
          body: response.payload,
        },
      });
    }
  } finally {
    await service.close();
  }
  return {
    name: goldenCase.name,
    ...(goldenCase.env === undefined ? {} : { env: goldenCase.env }),
    start_at: startAt,
    random,
    exchanges,
  };
}

/** Runs the cases one after the other (each on its own service) and returns what they recorded. */
export async function runCases(cases: readonly GoldenCase[]): Promise<RecordedCase[]> {
  const names = new Set<string>();
  const recorded: RecordedCase[] = [];
  for (const goldenCase of cases) {
    assert.ok(!names.has(goldenCase.name), `duplicate golden case name: ${goldenCase.name}`);
    names.add(goldenCase.name);
    recorded.push(await runCase(goldenCase));
  }
  return recorded;
}

/** True when this run should rewrite the golden files instead of comparing. */
export const UPDATING_GOLDEN = process.env.UPDATE_GOLDEN === '1';

/**
 * Writes `test/golden/{group}.json` when UPDATE_GOLDEN=1; otherwise compares with
 * it and fails with a readable description of the first differing case.
 */
export function matchGolden(group: string, actual: readonly RecordedCase[]): void {
  const file = `${GOLDEN_DIR}${group}.json`;
  const text = `${JSON.stringify(actual, null, 2)}\n`;
  if (UPDATING_GOLDEN) {
    writeFileSync(file, text);
    return;
  }
  let expected: RecordedCase[];
  try {
    expected = JSON.parse(readFileSync(file, 'utf8')) as RecordedCase[];
  } catch (error) {
    assert.fail(`cannot read golden file ${file} (${String(error)}); record it with UPDATE_GOLDEN=1`);
  }
  const difference = firstDifference(expected, actual);
  if (difference !== undefined) assert.fail(`golden ${group}.json: ${difference}`);
}

/** A description of the first difference between stored and actual cases, or undefined. */
export function firstDifference(
  expected: readonly RecordedCase[],
  actual: readonly RecordedCase[],
): string | undefined {
  const expectedNames = expected.map((c) => c.name);
  const actualNames = actual.map((c) => c.name);
  const missing = expectedNames.filter((name) => !actualNames.includes(name));
  const extra = actualNames.filter((name) => !expectedNames.includes(name));
  if (missing.length > 0 || extra.length > 0) {
    return `the case list changed (missing: ${JSON.stringify(missing)}, new: ${JSON.stringify(extra)}); if that is intended, record again with UPDATE_GOLDEN=1`;
  }
  const differing = actual.filter((c, i) => !isDeepStrictEqual(c, expected[i]));
  const first = differing[0];
  if (first === undefined) {
    if (expectedNames.join('\n') !== actualNames.join('\n')) return 'the cases are in a different order';
    return undefined;
  }
  const stored = expected.find((c) => c.name === first.name) as RecordedCase;
  return `${differing.length} of ${actual.length} cases differ; first: "${first.name}"\n${describeCase(stored, first)}`;
}

/** The first difference within one case: its setup, then each exchange's request, status, body and headers. */
function describeCase(expected: RecordedCase, actual: RecordedCase): string {
  const { exchanges: expectedExchanges, ...expectedSetup } = expected;
  const { exchanges: actualExchanges, ...actualSetup } = actual;
  const setup = describeDifference(expectedSetup, actualSetup, 'case');
  if (setup !== undefined) return setup;
  for (let i = 0; i < Math.max(expectedExchanges.length, actualExchanges.length); i++) {
    const e = expectedExchanges[i];
    const a = actualExchanges[i];
    if (e === undefined || a === undefined)
      return `exchange ${i}: ${e === undefined ? 'not in the golden file' : 'missing'}`;
    const path = `exchange ${i} (${a.request.method} ${a.request.url}) `;
    const difference =
      describeDifference(e.request, a.request, `${path}request`) ??
      describeDifference(e.response.status, a.response.status, `${path}status`) ??
      describeDifference(e.response.body, a.response.body, `${path}response.body`) ??
      describeDifference(e.response.headers, a.response.headers, `${path}response.headers`);
    if (difference !== undefined) return difference;
  }
  return 'differs';
}

/** The path of the first differing value and both values; bodies are compared as JSON when both parse. */
function describeDifference(expected: unknown, actual: unknown, path: string): string | undefined {
  if (isDeepStrictEqual(expected, actual)) return undefined;
  if (typeof expected === 'string' && typeof actual === 'string') {
    const asJson = path.endsWith('response.body') ? jsonDifference(expected, actual, path) : undefined;
    return asJson ?? textDifference(expected, actual, path);
  }
  if (typeof expected !== 'object' || typeof actual !== 'object' || expected === null || actual === null) {
    return `in ${path}\n  expected: ${JSON.stringify(expected)}\n  actual:   ${JSON.stringify(actual)}`;
  }
  const e = expected as Record<string, unknown>;
  const a = actual as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(e), ...Object.keys(a)])];
  for (const key of keys) {
    const step = Array.isArray(expected) ? `${path}[${key}]` : `${path}.${key}`;
    if (!(key in a)) return `in ${step}: missing in the actual answer (expected ${JSON.stringify(e[key])})`;
    if (!(key in e)) return `in ${step}: not in the golden file (actual ${JSON.stringify(a[key])})`;
    const inner = describeDifference(e[key], a[key], step);
    if (inner !== undefined) return inner;
  }
  // Same keys and values, different key order (only JSON bodies can show this).
  return `in ${path}: same members in a different order\n  expected keys: ${Object.keys(e).join(', ')}\n  actual keys:   ${Object.keys(a).join(', ')}`;
}

function jsonDifference(expected: string, actual: string, path: string): string | undefined {
  let e: unknown;
  let a: unknown;
  try {
    e = JSON.parse(expected);
    a = JSON.parse(actual);
  } catch {
    return undefined;
  }
  const inner = describeDifference(e, a, `${path} ⇒ $`);
  return inner === undefined ? undefined : `${inner}\n${textDifference(expected, actual, path)}`;
}

function textDifference(expected: string, actual: string, path: string): string {
  let i = 0;
  while (i < expected.length && i < actual.length && expected[i] === actual[i]) i++;
  const from = Math.max(0, i - 60);
  const around = (text: string) => JSON.stringify(text.slice(from, i + 60));
  return `in ${path}, first differing character at offset ${i}\n  expected: …${around(expected)}…\n  actual:   …${around(actual)}…`;
}
