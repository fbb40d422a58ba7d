/**
 * What a first visit costs (issue 41), for two or more builds side by side in one run: each page
 * opened once in a fresh Chromium profile, throttled to 200 KiB/s and 150 ms by Chromium's network
 * emulation or on loopback; the bytes the server sends (the service worker's fetches included,
 * compressed as served) counted by a proxy until nothing has moved for 1.5 s, and on the checker
 * the time from navigation to its first rating of a password typed as soon as the field exists.
 *
 *   node dist/bench/first-visit.js before=../before/dist/src/main.js now=dist/src/main.js
 *
 * Without arguments, this build alone (as in `npm run bench`).
 */
import type { Browser, Page } from 'playwright-core';
import { type ByteCountProxy, startByteCountProxy } from '../test/support/byte-count-proxy.js';
import { chromiumSuite, launchChromium, throttleToSlowMobile } from '../test/support/chromium.js';
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
  /** Navigation to the first rating (the checker), NaN for the generator. */
  readonly firstRatingMs: number;
}

const PAGES = ['/en/generator', '/en/checker', '/de/checker'] as const;

async function firstRating(page: Page, started: number): Promise<number> {
  await page.waitForSelector('#password', { timeout: 60_000 });
  await page.fill('#password', 'correct horse');
  await page.waitForFunction(
    () => {
      const json = document.getElementById('analysis')?.dataset.analysis ?? '';
      return json !== '' && JSON.parse(json).length === 13;
    },
    null,
    { timeout: 120_000, polling: 20 },
  );
  return Date.now() - started;
}

async function visit(browser: Browser, proxy: ByteCountProxy, path: string, slow: boolean): Promise<Visit> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (slow) await throttleToSlowMobile(page);
    const before = proxy.bytesToClients();
    const started = Date.now();
    await page.goto(`http://127.0.0.1:${proxy.port}${path}`, { waitUntil: 'commit' });
    const firstRatingMs = path.endsWith('/checker') ? await firstRating(page, started) : Number.NaN;
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(async () => (await caches.keys()).length > 0, null, { timeout: 120_000 });
    while (proxy.quietFor() < 1_500) await page.waitForTimeout(250);
    return { bytes: proxy.bytesToClients() - before, firstRatingMs };
  } finally {
    await context.close();
  }
}

async function visitsOf(browser: Browser, build: Build): Promise<Map<string, Visit>> {
  const service = await startService({ LOG_LEVEL: 'warn' }, build.entry);
  const proxy = await startByteCountProxy(Number(new URL(service.url).port));
  try {
    const visits = new Map<string, Visit>();
    for (const path of PAGES) {
      for (const slow of [true, false])
        visits.set(`${path} ${slow ? '200 KiB/s' : 'loopback'}`, await visit(browser, proxy, path, slow));
    }
    return visits;
  } finally {
    await proxy.close();
    await service.stop();
  }
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
    table([
      ['page, connection', ...results.flatMap(({ build }) => [`${build.name}: bytes`, 'first rating'])],
      ...keys.map((key) => [
        key,
        ...results.flatMap(({ visits }) => {
          const v = visits.get(key);
          return v === undefined
            ? ['', '']
            : [bytes(v.bytes), Number.isNaN(v.firstRatingMs) ? '-' : ms(v.firstRatingMs)];
        }),
      ]),
    ]);
    const now = results.at(-1)?.visits;
    const generator = now?.get('/en/generator 200 KiB/s')?.bytes ?? Number.NaN;
    const rating = now?.get('/en/checker 200 KiB/s')?.firstRatingMs ?? Number.NaN;
    return [
      {
        what: 'First visit of /en/generator, bytes in all',
        measured: bytes(generator),
        target: '<= 150 KB',
        verdict: generator <= 150_000 ? 'PASS' : 'MISS',
      },
      {
        what: 'First rating on /en/checker at 200 KiB/s, 150 ms',
        measured: ms(rating),
        target: '<= 1.5 s',
        verdict: rating <= 1_500 ? 'PASS' : 'MISS',
      },
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
