/**
 * What a first visit costs a person on a slow connection (issue 41): each page in two languages,
 * opened once in a fresh Chromium profile, with no action, behind a proxy in front of the real
 * service that both counts the bytes the server sends (its workers' and service worker's fetches
 * included, compressed as served) and slows them to 200 KiB/s and 150 ms (SLOW_MOBILE: Chromium's
 * own network emulation does not reach a module worker's fetches). On the checker, a person types
 * while the dictionaries arrive.
 */

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { CHECKER_LANGUAGES } from '../src/checker/language-dictionaries.js';
import { loadConfig } from '../src/config.js';
import { packOf } from '../src/i18n/packs.js';
import { type RunningService, start } from '../src/main.js';
import { type ByteCountProxy, SLOW_MOBILE, startByteCountProxy } from './support/byte-count-proxy.js';
import { recordCheckerTyping, typeDuringLoad } from './support/checker-typing.js';
import { chromiumSuite, launchChromium } from './support/chromium.js';
import { freePort } from './support/redis-server.js';

declare const navigator: any;
declare const caches: any;

/** The budgets of issue 41: the generator in all; the checker beyond its own dictionaries. */
const GENERATOR_BUDGET = 150_000;
const CHECKER_BUDGET_BEYOND_DICTIONARIES = 100_000;

const MANIFEST: Record<string, { brotliBytes?: number }> = JSON.parse(
  readFileSync(fileURLToPath(new URL('../src/web/assets/manifest.json', import.meta.url)), 'utf8'),
);

/**
 * The brotli bytes of a checker page's own dictionaries: its language's packs, English, the common
 * passwords, and its languages' word lists with which it recognises a passphrase.
 */
function dictionaryBytes(lang: 'en' | 'de'): number {
  const packs = new Set(['common', 'en', ...packOf(lang).checker.packs]);
  const lists = new Set<string>(CHECKER_LANGUAGES[lang].wordLists);
  return Object.entries(MANIFEST)
    .filter(
      ([name]) =>
        lists.has(/^checker-words-([a-z_]+)\.txt$/.exec(name)?.[1] ?? '') ||
        packs.has(/^checker-([a-z-]+)-\d+\.txt$/.exec(name)?.[1] ?? ''),
    )
    .reduce((sum, [, entry]) => sum + (entry.brotliBytes ?? 0), 0);
}

/** Waits until the worker controls the page, has kept the page, and nothing has moved for 1.5 s. */
async function settled(page: Page, proxy: ByteCountProxy, path: string): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  await page.waitForFunction(
    async (wanted: string) => {
      for (const name of await caches.keys())
        if ((await (await caches.open(name)).match(wanted)) !== undefined) return true;
      return false;
    },
    path,
    { timeout: 60_000 },
  );
  while (proxy.quietFor() < 1_500) await page.waitForTimeout(250);
}

describe('a first visit, at 200 KiB/s and 150 ms, in Chromium', {
  ...chromiumSuite('first visit'),
  timeout: 600_000,
}, () => {
  let browser: Browser;
  let service: RunningService;
  let proxy: ByteCountProxy;

  before(async () => {
    browser = await launchChromium();
    service = await start(loadConfig({ PORT: String(await freePort()), HOST: '127.0.0.1', LOG_LEVEL: 'silent' }));
    proxy = await startByteCountProxy(Number(new URL(service.url).port), SLOW_MOBILE);
  });
  after(async () => {
    await browser?.close();
    await proxy?.close();
    await service?.close();
  });

  for (const lang of ['en', 'de'] as const) {
    for (const page of ['generator', 'checker'] as const) {
      it(`/${lang}/${page} transfers what that page needs, no other language`, async (t) => {
        const context = await browser.newContext();
        try {
          const tab = await context.newPage();
          const before = proxy.bytesToClients();
          await tab.goto(`http://127.0.0.1:${proxy.port}/${lang}/${page}`);
          await settled(tab, proxy, `/${lang}/${page}`);
          const bytes = proxy.bytesToClients() - before;
          const budget =
            page === 'generator' ? GENERATOR_BUDGET : dictionaryBytes(lang) + CHECKER_BUDGET_BEYOND_DICTIONARIES;
          t.diagnostic(`/${lang}/${page}: ${bytes} bytes transferred, budget ${budget}`);
          assert.ok(bytes <= budget, `${bytes} > ${budget}`);
          const kept: string[] = await tab.evaluate(async () => {
            const paths: string[] = [];
            for (const name of await caches.keys()) {
              for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
            }
            return paths;
          });
          const other = lang === 'en' ? 'de' : 'en';
          assert.ok(!kept.some((path) => path.startsWith(`/${other}/`)), kept.join(' '));
        } finally {
          await context.close();
        }
      });
    }

    // Times are for `npm run bench`; this asserts what a blocked worker cannot do: rate each keystroke on its own
    // while the rest of the dictionaries is still on its way.
    it(`/${lang}/checker rates each keystroke while its dictionaries arrive, and every one in the end`, async (t) => {
      const context = await browser.newContext();
      try {
        const tab = await context.newPage();
        await recordCheckerTyping(tab);
        await tab.goto(`http://127.0.0.1:${proxy.port}/${lang}/checker`, { waitUntil: 'commit' });
        const typing = await typeDuringLoad(tab);
        t.diagnostic(
          `/${lang}/checker: first rating ${Math.round(typing.firstRatingMs)} ms, complete ${Math.round(typing.completeMs)} ms, ` +
            `${typing.ownRatingsWhileLoading} of ${typing.keysWhileLoading} keystrokes rated while loading, ` +
            `longest wait ${Math.round(Math.max(...typing.waitsMs))} ms`,
        );
        assert.ok(typing.keysWhileLoading >= 3, 'the dictionaries arrived before anyone could type');
        assert.ok(typing.ownRatingsWhileLoading >= 0.8 * typing.keysWhileLoading, JSON.stringify(typing));
        assert.ok(typing.waitsMs.every(Number.isFinite), 'a keystroke was never rated');
      } finally {
        await context.close();
      }
    });
  }
});
