/**
 * What a first visit costs (issue 41), for two or more builds side by side in one run: each page
 * opened once in a fresh Chromium profile, behind a proxy that counts the bytes the server sends
 * (every fetcher's, compressed as served) until nothing has moved for 1.5 s, at 200 KiB/s and
 * 150 ms (the proxy's SLOW_MOBILE link, which reaches the workers' fetches too) or on loopback. On
 * the checker a person types a key every 400 ms from the moment the field exists until the
 * dictionaries are complete: the time from navigation to the first rating, the longest wait for a
 * rating after it, and the time until the dictionaries are complete.
 *
 *   node dist/bench/first-visit.js before=../before/dist/src/main.js now=dist/src/main.js
 *
 * Without arguments, this build alone (as in `npm run bench`).
 */
import type { Browser } from 'playwright-core';
import { type ByteCountProxy, SLOW_MOBILE, startByteCountProxy } from '../test/support/byte-count-proxy.js';
import { recordCheckerTyping, type TypingDuringLoad, typeDuringLoad } from '../test/support/checker-typing.js';
import { chromiumSuite, launchChromium } from '../test/support/chromium.js';
import { MAIN_JS, startService } from './processes.js';
import { bytes, heading, ms, printSummaryAndExit, type SummaryRow, table } from './report.js';

// Browser globals inside page.evaluate callbacks (this file compiles without the DOM library).
declare const document: any;
declare const navigator: any;
declare const caches: any;

interface Build {
  readonly name: string;
  readonly entry: string;
}

interface Visit {
  readonly bytes: number;
  /** The checker's typing during its load; undefined for the generator. */
  readonly typing: TypingDuringLoad | undefined;
}

const PAGES = ['/en/generator', '/en/checker', '/de/checker'] as const;

async function visit(browser: Browser, proxy: ByteCountProxy, path: string): Promise<Visit> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const checker = path.endsWith('/checker');
    if (checker) await recordCheckerTyping(page);
    const before = proxy.bytesToClients();
    await page.goto(`http://127.0.0.1:${proxy.port}${path}`, { waitUntil: 'commit' });
    const typing = checker ? await typeDuringLoad(page) : undefined;
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(async () => (await caches.keys()).length > 0, null, { timeout: 120_000 });
    while (proxy.quietFor() < 1_500) await page.waitForTimeout(250);
    return { bytes: proxy.bytesToClients() - before, typing };
  } finally {
    await context.close();
  }
}

async function visitsOf(browser: Browser, build: Build): Promise<Map<string, Visit>> {
  const service = await startService({ LOG_LEVEL: 'warn' }, build.entry);
  const port = Number(new URL(service.url).port);
  const links = [
    ['200 KiB/s', await startByteCountProxy(port, SLOW_MOBILE)],
    ['loopback', await startByteCountProxy(port)],
  ] as const;
  try {
    const visits = new Map<string, Visit>();
    for (const path of PAGES) {
      for (const [link, proxy] of links) visits.set(`${path} ${link}`, await visit(browser, proxy, path));
    }
    return visits;
  } finally {
    for (const [, proxy] of links) await proxy.close();
    await service.stop();
  }
}

/** A summary row: what was measured against its target. */
function target(what: string, measured: string, wanted: string, met: boolean): SummaryRow {
  return { what, measured, target: wanted, verdict: met ? 'PASS' : 'MISS' };
}

/** The longest wait for a rating while typing, in ms. */
function longestWait(typing: TypingDuringLoad | undefined): number {
  return typing === undefined ? Number.NaN : Math.max(...typing.waitsMs);
}

/** The section: bytes and first rating of a first visit, per build. */
export async function firstVisitSection(
  builds: readonly Build[] = [{ name: 'this build', entry: MAIN_JS }],
): Promise<SummaryRow[]> {
  heading('Browser pages: a first visit (fresh profile, no action), bytes sent by the server and first rating');
  const skip = chromiumSuite('first visit bench').skip;
  if (skip !== undefined) return [{ what: 'First visit', measured: 'skipped', target: '-', verdict: 'SKIPPED' }];
  const browser = await launchChromium();
  try {
    const results: { build: Build; visits: Map<string, Visit> }[] = [];
    for (const build of builds) results.push({ build, visits: await visitsOf(browser, build) });
    const keys = [...(results[0]?.visits.keys() ?? [])];
    const columns = ['bytes', 'first rating', 'longest wait', 'longest step', 'complete'];
    table([
      [
        'page, connection',
        ...results.flatMap(({ build }) => columns.map((c, at) => (at === 0 ? `${build.name}: ${c}` : c))),
      ],
      ...keys.map((key) => [
        key,
        ...results.flatMap(({ visits }) => {
          const v = visits.get(key);
          if (v === undefined) return columns.map(() => '');
          const t = v.typing;
          return t === undefined
            ? [bytes(v.bytes), '-', '-', '-', '-']
            : [bytes(v.bytes), ms(t.firstRatingMs), ms(longestWait(t)), ms(t.longestStepMs), ms(t.completeMs)];
        }),
      ]),
    ]);
    const now = results.at(-1)?.visits;
    const generator = now?.get('/en/generator 200 KiB/s')?.bytes ?? Number.NaN;
    const slow = now?.get('/en/checker 200 KiB/s')?.typing?.firstRatingMs ?? Number.NaN;
    const loopback = now?.get('/en/checker loopback')?.typing?.firstRatingMs ?? Number.NaN;
    const wait = Math.max(
      ...[...(now?.values() ?? [])].filter((v) => v.typing !== undefined).map((v) => longestWait(v.typing)),
    );
    const step = Math.max(
      ...[...(now?.values() ?? [])].flatMap((v) => (v.typing === undefined ? [] : [v.typing.longestStepMs])),
    );
    return [
      target('First visit of /en/generator, bytes in all', bytes(generator), '<= 150 KB', generator <= 150_000),
      target('First rating on /en/checker at 200 KiB/s, 150 ms', ms(slow), '<= 1.5 s', slow <= 1_500),
      target('First rating on /en/checker on loopback', ms(loopback), '<= 400 ms', loopback <= 400),
      target(
        'Longest wait for a rating while the dictionaries load (a key every 400 ms)',
        ms(wait),
        '<= 300 ms',
        wait <= 300,
      ),
      target(
        'Longest step of the checker worker reading its dictionaries, without a pause to answer',
        ms(step),
        '<= 50 ms',
        step <= 50,
      ),
    ];
  } finally {
    await browser.close();
  }
}

if (process.argv[1]?.endsWith('first-visit.js')) {
  const builds = process.argv.slice(2).map((arg) => {
    const at = arg.indexOf('=');
    return { name: arg.slice(0, at), entry: arg.slice(at + 1) };
  });
  printSummaryAndExit(firstVisitSection(builds.length > 0 ? builds : undefined));
}
