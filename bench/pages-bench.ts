/**
 * The browser pages in headless Chromium: bytes loaded before each page is
 * usable, navigation to the first passwords, the offline reload (served by
 * the service worker with the network off), the checker's set-up, and its
 * time per estimate (in the page's Web Worker and, for comparison, in Node).
 */

import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { createLanguageChecker } from '../src/checker/language-checker.js';
import { CHECKER_LANGUAGES } from '../src/checker/language-dictionaries.js';
import { CHECK_FIELD_MAX_LENGTH, CHECK_MAX_LENGTH } from '../src/checker/limits.js';
import { siteRules } from '../src/engine/site-lookup.js';
import { SITE_DOMAINS } from '../src/engine/site-rules.js';
import { LANGUAGES, type Language } from '../src/i18n/languages.js';
import { chromiumSuite, launchChromium } from '../test/support/chromium.js';
import { startService } from './processes.js';
import { bytes, heading, median, ms, percentile, type SummaryRow, table } from './report.js';

// Browser globals inside page.evaluate callbacks (this file compiles without the DOM library).
declare const document: any;
declare const performance: any;
declare const navigator: any;
declare const requestAnimationFrame: any;

const LOADS = 7;
const ESTIMATES_PER_INPUT = 5;
const POOL = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789~!@#$%^&*()_+-=[]{};:,./<>?';
const repeatTo = (text: string, length: number) => text.repeat(Math.ceil(length / text.length)).slice(0, length);
const randomFrom = (pool: string, length: number) =>
  Array.from({ length }, () => pool[randomInt(pool.length)]).join('');
const randomPassword = (length: number) => randomFrom(POOL, length);

/** The inputs of the estimate timings: typical, long random, and zxcvbn's known slow inputs. */
function estimateInputs(): { kind: string; label: string; password: string }[] {
  const cap = CHECK_MAX_LENGTH;
  return [
    { kind: 'typical', label: 'password', password: 'password' },
    { kind: 'typical', label: 'Tr0ub4dor&3', password: 'Tr0ub4dor&3' },
    { kind: 'typical', label: 'correct horse battery staple', password: 'correct horse battery staple' },
    { kind: 'typical', label: 'random 16', password: randomPassword(16) },
    { kind: 'long random', label: `random ${cap}`, password: randomPassword(cap) },
    { kind: 'long random', label: `base64 ${cap}`, password: randomBytes(cap).toString('base64').slice(0, cap) },
    { kind: 'long random', label: `random digits ${cap}`, password: randomFrom('0123456789', cap) },
    { kind: 'long random', label: `random lower ${cap}`, password: randomFrom('abcdefghijklmnopqrstuvwxyz', cap) },
    {
      kind: 'long random',
      label: `random lower+digits ${cap}`,
      password: randomFrom(POOL.slice(0, 26) + POOL.slice(52, 62), cap),
    },
    {
      kind: 'known slow',
      label: `4@8({[</369&#!1/|0$5+7%2/ x${cap}`,
      password: repeatTo('4@8({[</369&#!1/|0$5+7%2/', cap),
    },
    {
      kind: 'known slow',
      label: `.,?!'-/_:;+()@$"#&*<>=[]\\~%^{}|1234567890 x${cap}`,
      password: repeatTo(` .,?!'-/_:;+()@$"#&*<>=[]\\~%^{}|1234567890`, cap),
    },
    { kind: 'known slow', label: `P4$$w0rd x${cap}`, password: repeatTo('P4$$w0rd', cap) },
    { kind: 'known slow', label: `! x${cap}`, password: '!'.repeat(cap) },
    {
      kind: 'over the cap',
      label: `random ${CHECK_FIELD_MAX_LENGTH}, the field's most (first ${cap} analysed)`,
      password: randomPassword(CHECK_FIELD_MAX_LENGTH),
    },
  ];
}

interface LoadTiming {
  readonly firstPasswordsMs: number;
  readonly loadEventMs: number;
  readonly transferBytes: number;
}

async function timeGeneratorLoad(browser: Browser, url: string): Promise<LoadTiming> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    const resources = performance.getEntriesByType('resource');
    return {
      firstPasswordsMs: performance.getEntriesByName('pwgen:first-passwords')[0]?.startTime ?? Number.NaN,
      loadEventMs: navigation.loadEventEnd,
      transferBytes: navigation.transferSize + resources.reduce((sum: number, r: any) => sum + r.transferSize, 0),
    };
  });
  await context.close();
  return timing;
}

interface OfflineTiming {
  /** Generator: navigation start to the first passwords shown, per reload. */
  readonly generatorMs: number[];
  /** Checker: navigation start to its script's set-up done (DOMContentLoaded end), per load. */
  readonly checkerInteractiveMs: number[];
  /** Checker: navigation start to the worker's dictionaries ready, per load. */
  readonly checkerReadyMs: number[];
}

/**
 * One visit online (the service worker keeps the pages), then the network off: the generator reloaded and the
 * checker loaded `LOADS` times each, from the service worker's copy.
 */
async function timeOfflineReloads(browser: Browser, base: string): Promise<OfflineTiming> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/en/generator`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  const timing: OfflineTiming = { generatorMs: [], checkerInteractiveMs: [], checkerReadyMs: [] };
  try {
    for (let i = 0; i < LOADS; i++) {
      await page.reload({ waitUntil: 'load' });
      await page.waitForFunction(() => performance.getEntriesByName('pwgen:first-passwords').length > 0);
      timing.generatorMs.push(
        await page.evaluate(() => performance.getEntriesByName('pwgen:first-passwords')[0].startTime),
      );
    }
    for (let i = 0; i < LOADS; i++) {
      await page.goto(`${base}/en/checker`);
      await page.waitForFunction(() => performance.getEntriesByName('pwgen:checker-setup').length > 0, null, {
        timeout: 120_000,
      });
      const checker = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation');
        const setup = performance.getEntriesByName('pwgen:checker-setup')[0];
        return { interactive: navigation.domContentLoadedEventEnd, ready: setup.startTime + setup.duration };
      });
      timing.checkerInteractiveMs.push(checker.interactive);
      timing.checkerReadyMs.push(checker.ready);
    }
  } finally {
    await context.close();
  }
  return timing;
}

async function timeCheckerLoad(
  browser: Browser,
  url: string,
): Promise<{ setupMs: number; readyMs: number; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('pwgen:checker-setup').length > 0, null, {
    timeout: 120_000,
  });
  const timing = await page.evaluate(() => {
    const setup = performance.getEntriesByName('pwgen:checker-setup')[0];
    return { setupMs: setup.duration, readyMs: setup.startTime + setup.duration };
  });
  return { ...timing, page };
}

/** Worker-side milliseconds of one estimate of `password`, read from the page's performance measure. */
async function estimateInPage(page: Page, password: string): Promise<number> {
  await page.fill('#password', '');
  await page.waitForFunction(() => document.getElementById('analysis').dataset.analysis === '');
  const before = await page.evaluate(() => performance.getEntriesByName('pwgen:checker-estimate').length);
  await page.fill('#password', password);
  const length = [...password].length;
  await page.waitForFunction(
    ([expected, count]) => {
      const json = document.getElementById('analysis').dataset.analysis;
      return (
        json !== '' &&
        JSON.parse(json).length === expected &&
        performance.getEntriesByName('pwgen:checker-estimate').length > count
      );
    },
    [length, before],
    { timeout: 60_000 },
  );
  return page.evaluate(() => performance.getEntriesByName('pwgen:checker-estimate').at(-1).duration);
}

/** Option changes timed per mode: the control, and the values it takes in turn. */
interface RerenderCase {
  readonly mode: string;
  readonly label: string;
  readonly fragment: string;
  readonly control: string;
  readonly values: readonly string[];
}

const RERENDERS_PER_MODE = 120;

function rerenderCases(): RerenderCase[] {
  const lengths = Array.from({ length: RERENDERS_PER_MODE }, (_, i) => String(8 + (i % 57)));
  const sites = SITE_DOMAINS.map((domain) => siteRules(domain)?.rules as string);
  return [
    {
      mode: 'characters',
      label: 'characters, API options: length 8-64, 20 passwords',
      fragment: 'mode=characters&count=20',
      control: 'length',
      values: lengths,
    },
    {
      mode: 'characters',
      label: 'characters with min_digits 2, min_symbols 1, max_sequential 3: length 8-64, 20 passwords',
      fragment: 'mode=characters&count=20&min_digits=2&min_symbols=1&max_sequential=3',
      control: 'length',
      values: lengths,
    },
    {
      mode: 'passphrase',
      label: 'passphrase: words 3-20, capitals at random, a digit, 20 passphrases',
      fragment: 'mode=passphrase&count=20&capitalize=random&digit=true',
      control: 'words',
      values: Array.from({ length: RERENDERS_PER_MODE }, (_, i) => String(3 + (i % 18))),
    },
    {
      mode: 'rules',
      label: `site rules: each of the ${sites.length} sites' rules in turn, 20 passwords`,
      fragment: 'mode=rules&count=20&length=12',
      control: 'rules',
      values: sites,
    },
  ];
}

/**
 * The time from an option's input event to the page re-rendered: the handler (read, check, count,
 * draw, DOM) plus the style and layout it forces, measured inside the page for each change.
 */
async function timeRerenders(browser: Browser, base: string, test: RerenderCase): Promise<number[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/en/generator#${test.fragment}`);
  await page.waitForFunction(() => document.getElementById('analysis')?.dataset.analysis !== '');
  const times: number[] = await page.evaluate(
    async ({ control, values }) => {
      const input = document.getElementById(control);
      const measured: number[] = [];
      // Each change in a task of its own after a frame, as a person's input arrives.
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      for (const value of values) {
        await nextFrame();
        const started = performance.now();
        input.value = value;
        input.dispatchEvent(new Event('input', { bubbles: true }));
        void document.body.offsetHeight;
        measured.push(performance.now() - started);
      }
      return measured;
    },
    { control: test.control, values: test.values },
  );
  const failed = await page.evaluate(() => document.getElementById('problem')?.textContent ?? '');
  await context.close();
  if (failed !== '') throw new Error(`${test.label}: the page showed a problem: ${failed}`);
  return times;
}

/** Gzipped bytes a page needs before it is usable: its HTML and the assets it references. */
async function pageBytes(base: string, path: string): Promise<{ gzip: number; raw: number }> {
  const html = await (await fetch(`${base}${path}`)).text();
  const urls = Array.from(html.matchAll(/(?:src|href|data-worker)="(\/assets\/[^"]+)"/g), (m) => m[1] as string);
  let gzip = gzipSync(html).length;
  let raw = Buffer.byteLength(html);
  for (let i = 0; i < urls.length; i++) {
    const url = urls[i] as string;
    const body = Buffer.from(
      await (await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    // A module's static imports of shared chunks load before it runs; its dynamic ones (word lists, sites) do not.
    for (const [, chunk] of body
      .toString('utf8')
      .matchAll(/(?:^|[;}])import\s*(?:[^"'();]*?from\s*)?"\.\/(chunk\.[A-Z0-9]+\.js)"/g)) {
      const path = `/assets/${chunk}`;
      if (!urls.includes(path)) urls.push(path);
    }
  }
  return { gzip, raw };
}

/**
 * Gzipped bytes the checker page of `lang` needs before its first rating: the page (HTML, CSS, script, worker)
 * and the first part of each of its language's dictionaries, whose paths the worker carries.
 */
async function checkerFirstRatingBytes(base: string, lang: Language): Promise<{ gzip: number; raw: number }> {
  const page = await pageBytes(base, `/${lang}/checker`);
  const html = await (await fetch(`${base}/${lang}/checker`)).text();
  const worker = /data-worker="([^"]+)"/.exec(html)?.[1] as string;
  const script = await (await fetch(`${base}${worker}`)).text();
  let { gzip, raw } = page;
  for (const pack of CHECKER_LANGUAGES[lang].packs) {
    const path = new RegExp(`"checker-${pack}-1\\.txt":"([^"]+)"`).exec(script)?.[1];
    if (path === undefined) throw new Error(`the worker has no path for ${pack}`);
    const body = Buffer.from(await (await fetch(`${base}${path}`)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { gzip, raw };
}

/** The build before's service (its main.js, beside its assets folder), when BENCH_PAGES_BEFORE names that folder. */
const BEFORE_MAIN_JS =
  process.env.BENCH_PAGES_BEFORE === undefined ? undefined : `${process.env.BENCH_PAGES_BEFORE}/../../main.js`;

/**
 * The checker page's bytes in the build before the compact dictionaries, when BENCH_PAGES_BEFORE names its
 * assets folder (a worktree of 14ccaeb, built: /tmp/before/dist/src/web/assets): its worker carried every
 * dictionary. From its manifest's gzip sizes (the HTML, a few KB, is left out).
 */
function checkerBytesBefore(): number {
  const dir = process.env.BENCH_PAGES_BEFORE;
  if (dir === undefined) return Number.NaN;
  const manifest = JSON.parse(readFileSync(`${dir}/manifest.json`, 'utf8')) as Record<string, { gzipBytes?: number }>;
  return ['checker-page.js', 'checker-worker.js', 'pages.css'].reduce(
    (sum, name) => sum + (manifest[name]?.gzipBytes ?? 0),
    0,
  );
}

/** The pages section; returns its lines of the summary. */
export async function runPagesBench(): Promise<SummaryRow[]> {
  heading('6. Browser pages in headless Chromium (/usr/bin/chromium via playwright-core)');
  const skip = chromiumSuite('pages bench').skip;
  if (skip !== undefined) {
    console.log(`  SKIPPED: ${skip}`);
    return [{ what: 'Browser pages', measured: 'skipped', target: '-', verdict: 'SKIPPED' }];
  }
  // Wall times: on a machine shared with other work they grow with its load, so the load is printed.
  console.log(`  load average (1 min) at the start: ${loadavg()[0]?.toFixed(2)} on this machine's cores`);
  const service = await startService({ LOG_LEVEL: 'warn' });
  const browser = await launchChromium();
  try {
    // Each page carries its language's catalogue: English and the largest language are reported.
    const generatorByLanguage: { lang: string; gzip: number; raw: number }[] = [];
    for (const lang of LANGUAGES) {
      generatorByLanguage.push({ lang, ...(await pageBytes(service.url, `/${lang}/generator`)) });
    }
    const generatorBytes = generatorByLanguage[0] as { lang: string; gzip: number; raw: number };
    const largest = generatorByLanguage.reduce((a, b) => (b.gzip > a.gzip ? b : a));
    const checkerBytes = await pageBytes(service.url, '/en/checker');
    const ratingBytes: { lang: Language; gzip: number; raw: number }[] = [];
    for (const lang of LANGUAGES) ratingBytes.push({ lang, ...(await checkerFirstRatingBytes(service.url, lang)) });
    const heaviest = ratingBytes.reduce((a, b) => (b.gzip > a.gzip ? b : a));
    const before = checkerBytesBefore();
    table([
      ['page', 'bytes before usable (gzip)', 'uncompressed', 'what'],
      ['generator', bytes(generatorBytes.gzip), bytes(generatorBytes.raw), 'HTML, CSS, page script'],
      [
        `generator (${largest.lang}, the largest)`,
        bytes(largest.gzip),
        bytes(largest.raw),
        'HTML with its catalogue, CSS, page script',
      ],
      [
        'checker',
        bytes(checkerBytes.gzip),
        bytes(checkerBytes.raw),
        'HTML, CSS, page script, worker (no dictionaries)',
      ],
      [
        'checker, en, before its first rating',
        bytes((ratingBytes[0] as { gzip: number }).gzip),
        bytes((ratingBytes[0] as { raw: number }).raw),
        'the same, and the first part of common and en',
      ],
      [
        `checker, ${heaviest.lang} (the heaviest), before its first rating`,
        bytes(heaviest.gzip),
        bytes(heaviest.raw),
        'the same, and the first part of its packs',
      ],
      ['checker, build before (14ccaeb)', Number.isNaN(before) ? 'not given' : bytes(before), '-', 'worker with en+es'],
    ]);

    const loads: LoadTiming[] = [];
    for (let i = 0; i < LOADS; i++) loads.push(await timeGeneratorLoad(browser, `${service.url}/en/generator`));
    const firstPasswords = median(loads.map((l) => l.firstPasswordsMs));
    const afterLoad = median(loads.map((l) => l.firstPasswordsMs - l.loadEventMs));
    console.log('');
    table([
      ['generator page, fresh context each time', `median of ${LOADS}`],
      ['navigation start -> first passwords shown', ms(firstPasswords)],
      ['navigation start -> load event end', ms(median(loads.map((l) => l.loadEventMs)))],
      ['first passwords - load event end (negative: before load)', ms(afterLoad)],
      ['bytes transferred (Chromium over http asks for gzip)', bytes(median(loads.map((l) => l.transferBytes)))],
    ]);

    const offline = await timeOfflineReloads(browser, service.url);
    const offlineGenerator = median(offline.generatorMs);
    console.log('');
    table([
      ['offline, after one visit (network off, from the service worker)', `median of ${LOADS}`, 'max'],
      [
        'generator reload: navigation start -> first passwords',
        ms(offlineGenerator),
        ms(Math.max(...offline.generatorMs)),
      ],
      [
        'checker: navigation start -> script set up (DOMContentLoaded end)',
        ms(median(offline.checkerInteractiveMs)),
        ms(Math.max(...offline.checkerInteractiveMs)),
      ],
      [
        'checker: navigation start -> dictionaries ready',
        ms(median(offline.checkerReadyMs)),
        ms(Math.max(...offline.checkerReadyMs)),
      ],
    ]);

    const rerenderRows: string[][] = [
      ['option changed, in the page (input event -> DOM and layout done)', 'changes', 'median', 'p95', 'max'],
    ];
    let worstP95 = 0;
    for (const test of rerenderCases()) {
      const times = await timeRerenders(browser, service.url, test);
      const p95 = percentile(times, 0.95);
      worstP95 = Math.max(worstP95, p95);
      rerenderRows.push([test.label, String(times.length), ms(median(times)), ms(p95), ms(Math.max(...times))]);
    }
    console.log('');
    table(rerenderRows);

    const setups: number[] = [];
    const readies: number[] = [];
    const firstRatings: number[] = [];
    const firstRatingsBefore: number[] = [];
    let checkerPage: Page | undefined;
    const serviceBefore =
      BEFORE_MAIN_JS === undefined ? undefined : await startService({ LOG_LEVEL: 'warn' }, BEFORE_MAIN_JS);
    try {
      for (const lang of ['en', 'de', 'en', 'de', 'en', 'de'] as const) {
        const { setupMs, readyMs, page } = await timeCheckerLoad(browser, `${service.url}/${lang}/checker`);
        setups.push(setupMs);
        readies.push(readyMs);
        // The first rating: the first part's ready, then one estimate of a typical input in the worker.
        firstRatings.push(readyMs + (await estimateInPage(page, 'Summer2024!')));
        if (checkerPage === undefined && lang === 'en') checkerPage = page;
        else await page.context().close();
        if (serviceBefore !== undefined) {
          // The build before, in the same rounds (its page rated once its worker had every dictionary).
          const old = await timeCheckerLoad(browser, `${serviceBefore.url}/${lang}/checker`);
          firstRatingsBefore.push(old.readyMs + (await estimateInPage(old.page, 'Summer2024!')));
          await old.page.context().close();
        }
      }
    } finally {
      await serviceBefore?.stop();
    }
    const firstRating = median(firstRatings);
    const firstRatingBefore = firstRatingsBefore.length === 0 ? Number.NaN : median(firstRatingsBefore);
    console.log('');
    table([
      ['checker set-up, en and de pages (worker created -> first part of the dictionaries read)', 'median of 6'],
      ['worker start, script fetch and parse, first part fetched and read', ms(median(setups))],
      ['navigation start -> ready', ms(median(readies))],
      ['navigation start -> first rating (ready + one estimate)', ms(firstRating)],
      ['the same, the build before (14ccaeb), in the same rounds', ms(firstRatingBefore)],
    ]);

    const node = await createLanguageChecker('en');
    const rows: string[][] = [['input', 'kind', 'worker median', 'worker max', 'Node median', 'Node CPU max']];
    let worstInWorker = 0;
    let worstCpu = 0;
    for (const { kind, label, password } of estimateInputs()) {
      const inPage: number[] = [];
      const inNode: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < ESTIMATES_PER_INPUT; i++) {
        inPage.push(await estimateInPage(checkerPage as Page, password));
        const started = performance.now();
        const cpuStarted = process.cpuUsage();
        node.check(password, 'en');
        const used = process.cpuUsage(cpuStarted);
        inNode.push(performance.now() - started);
        cpu.push((used.user + used.system) / 1000);
      }
      worstInWorker = Math.max(worstInWorker, ...inPage);
      worstCpu = Math.max(worstCpu, ...cpu);
      rows.push([
        label.length > 44 ? `${label.slice(0, 41)}...` : label,
        kind,
        ms(median(inPage)),
        ms(Math.max(...inPage)),
        ms(median(inNode)),
        ms(Math.max(...cpu)),
      ]);
    }
    const loadNow = loadavg()[0] ?? Number.NaN;
    console.log('');
    console.log(`  load average (1 min) now: ${loadNow.toFixed(2)}`);
    console.log(`  checker time per estimate (${ESTIMATES_PER_INPUT} each; cap ${CHECK_MAX_LENGTH} characters):`);
    console.log(
      '  worker: wall time inside the page worker; Node: the same engine in this process (wall, and CPU time,',
    );
    console.log('  which other work on the machine does not inflate)');
    table(rows);
    await checkerPage?.context().close();

    return [
      {
        what: 'Generator page: first passwords, ms after the load event (Chromium)',
        measured: ms(afterLoad),
        target: '< 100 ms',
        verdict: afterLoad < 100 ? 'PASS' : 'MISS',
      },
      {
        what: 'Offline reload (network off, service worker): generator usable, ms after navigation start',
        measured: ms(offlineGenerator),
        target: '< 100 ms',
        verdict: offlineGenerator < 100 ? 'PASS' : 'MISS',
      },
      {
        what: 'Offline load: checker script set up / dictionaries ready, ms after navigation start',
        measured: `${ms(median(offline.checkerInteractiveMs))} / ${ms(median(offline.checkerReadyMs))}`,
        target: '-',
        verdict: 'INFO',
      },
      {
        what: `Checker: slowest estimate, worker wall time (load average ${loadNow.toFixed(1)})`,
        measured: ms(worstInWorker),
        target: '< 100 ms',
        verdict: worstInWorker < 100 ? 'PASS' : 'MISS',
      },
      {
        what: 'Checker: slowest estimate, CPU time (the same engine in Node)',
        measured: ms(worstCpu),
        target: '< 100 ms',
        verdict: worstCpu < 100 ? 'PASS' : 'MISS',
      },
      {
        what: 'Generator: re-render after an option change, p95 of the slowest mode (site rules included)',
        measured: ms(worstP95),
        target: '<= 16 ms',
        verdict: worstP95 <= 16 ? 'PASS' : 'MISS',
      },
      {
        what: `Checker: bytes before the first rating (gzip), en / heaviest (${heaviest.lang}) / before (14ccaeb)`,
        measured: `${bytes((ratingBytes[0] as { gzip: number }).gzip)} / ${bytes(heaviest.gzip)} / ${Number.isNaN(before) ? '-' : bytes(before)}`,
        target: '<= 400 KB',
        verdict: heaviest.gzip <= 400_000 ? 'PASS' : 'MISS',
      },
      {
        what: `Checker: navigation start -> first rating, en and de, now / before (14ccaeb) (load average ${loadNow.toFixed(1)})`,
        measured: `${ms(firstRating)} / ${ms(firstRatingBefore)}`,
        target: '<= 600 ms',
        verdict: firstRating <= 600 ? 'PASS' : 'MISS',
      },
      {
        what: 'Bytes before usable (gzip): generator en / largest language / checker',
        measured: `${bytes(generatorBytes.gzip)} / ${bytes(largest.gzip)} (${largest.lang}) / ${bytes(checkerBytes.gzip)}`,
        target: 'generator <= 40 KiB',
        verdict: largest.gzip <= 40 * 1024 ? 'PASS' : 'MISS',
      },
    ];
  } finally {
    await browser.close();
    await service.stop();
  }
}
