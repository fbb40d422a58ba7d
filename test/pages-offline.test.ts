/**
 * The pages installable and working offline, in Debian's Chromium against the
 * real service: the web app manifest and its icons, the service worker's
 * script and headers, the pages after one visit with the network off (and the
 * service stopped, so that nothing could answer), and a second release served
 * on the same origin replacing the first one's assets.
 */

import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { loadConfig } from '../src/config.js';
import { LANGUAGES } from '../src/i18n/languages.js';
import { OFFLINE_WORDS } from '../src/i18n/offline-words.js';
import { pageWords } from '../src/i18n/pages/page-catalogue.js';
import { pageCatalogueOf } from '../src/i18n/pages/page-registry.js';
import { type RunningService, start } from '../src/main.js';
import { KEEP_EVERY_LANGUAGE, offlineLanguagePaths } from '../src/web/offline.js';
import { openTrackedPage, type TrackedPage } from './support/browser.js';
import { chromiumSuite, launchChromium } from './support/chromium.js';
import { freePort } from './support/redis-server.js';

// Browser globals, for the callbacks that page.evaluate runs in the page (this file compiles without the DOM library).
declare const document: any;
declare const navigator: any;
declare const caches: any;
declare const getComputedStyle: any;
declare const window: any;
declare const location: any;

const BUILT_ASSETS = fileURLToPath(new URL('../src/web/assets/', import.meta.url));
const PASSWORD_POOL = /^[a-zA-Z0-9~!@#$%^&*()_+\-=[\]{};:,./<>?]+$/;

function startOn(port: number, webAssetsDir?: string): Promise<RunningService> {
  return start(loadConfig({ PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' }), {
    ...(webAssetsDir === undefined ? {} : { webAssetsDir }),
  });
}

async function get(url: string): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const response = await fetch(url);
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

/** Waits until the service worker is active and controls the page; returns every URL path it keeps. */
async function waitUntilKept(page: Page): Promise<string[]> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths.sort();
  });
}

/** The bytes of the bodies the service worker keeps: the pages and manifests, and the hashed assets. */
function keptBytes(page: Page): Promise<{ pages: number; assets: number }> {
  return page.evaluate(async () => {
    const bytes = { pages: 0, assets: 0 };
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const size = (await (await cache.match(request)).arrayBuffer()).byteLength;
        if (new URL(request.url).pathname.startsWith('/assets/')) bytes.assets += size;
        else bytes.pages += size;
      }
    }
    return bytes;
  });
}

/** The `src`/`href` of every asset a page's HTML references. */
function assetsOf(html: string): string[] {
  return Array.from(html.matchAll(/(?:src|href|data-worker)="(\/assets\/[^"]+)"/g), (m) => m[1] as string);
}

function heading(html: string): string {
  return /<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
}

async function checkInPage(page: Page, password: string): Promise<{ level: number; length: number }> {
  await page.waitForFunction(() => document.getElementById('analysis') !== null);
  await page.fill('#password', password);
  await page.waitForFunction((expected) => {
    const json = document.getElementById('analysis')?.dataset.analysis ?? '';
    return json !== '' && JSON.parse(json).length === expected;
  }, password.length);
  return JSON.parse(await page.$eval('#analysis', (e) => e.dataset.analysis));
}

/** The CSP violations reported so far (they arrive through a binding, a moment after the event), then cleared. */
async function reportedViolations(tracked: TrackedPage): Promise<string[]> {
  for (let attempt = 0; attempt < 50 && tracked.cspViolations.length === 0; attempt++) {
    await tracked.page.waitForTimeout(20);
  }
  return tracked.cspViolations.splice(0);
}

async function shownPasswords(page: Page): Promise<string[]> {
  await page.waitForSelector('[data-password]');
  return page.$$eval('[data-password]', (elements) => elements.map((e) => e.dataset.password ?? ''));
}

describe('the pages offline, in Chromium', { ...chromiumSuite('pages offline'), timeout: 600_000 }, () => {
  let browser: Browser;
  const opened: TrackedPage[] = [];

  before(async () => {
    browser = await launchChromium();
  });

  after(async () => {
    for (const tracked of opened) await tracked.context.close();
    await browser?.close();
  });

  it('serve a manifest per language, its two PNG icons, and the service worker with its own policy', async () => {
    const service = await startOn(await freePort());
    try {
      const page = await get(`${service.url}/fr/generator`);
      const pageCsp = page.headers.get('content-security-policy') ?? '';
      assert.match(pageCsp, /(^|; )connect-src 'none'(;|$)/);
      assert.match(pageCsp, /(^|; )manifest-src 'self'(;|$)/);
      assert.match(pageCsp, /(^|; )trusted-types pwgen-worker pwgen-service-worker(;|$)/);
      assert.ok(page.body.toString().includes('<link rel="manifest" href="/fr/manifest.webmanifest">'));

      const manifestResponse = await get(`${service.url}/fr/manifest.webmanifest`);
      assert.equal(manifestResponse.status, 200);
      assert.match(manifestResponse.headers.get('content-type') ?? '', /^application\/manifest\+json/);
      const manifest = JSON.parse(manifestResponse.body.toString());
      assert.equal(manifest.start_url, '/fr/generator');
      assert.equal(manifest.display, 'standalone');
      // In the path's language, as the page is.
      assert.equal(manifest.name, pageCatalogueOf('fr').messages.page_site_name);
      assert.equal(manifest.lang, 'fr');
      assert.deepEqual(
        manifest.icons.map((icon: { sizes: string }) => icon.sizes),
        ['192x192', '512x512'],
      );
      // data: URLs, because Chromium fetches icons under the page's img-src, which admits only data:.
      for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
        assert.equal(icon.type, 'image/png');
        const prefix = 'data:image/png;base64,';
        assert.ok(icon.src.startsWith(prefix), icon.sizes);
        const png = Buffer.from(icon.src.slice(prefix.length), 'base64');
        assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
        const size = Number(icon.sizes.split('x')[0]);
        // IHDR: width and height, big-endian, at bytes 16 and 20.
        assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [size, size], icon.sizes);
      }
      assert.equal((await get(`${service.url}/xx/manifest.webmanifest`)).status, 404);

      const sw = await get(`${service.url}/sw.js`);
      assert.equal(sw.status, 200);
      assert.equal(sw.headers.get('content-security-policy'), "default-src 'none'; connect-src 'self'");
      assert.equal(sw.headers.get('cache-control'), 'no-cache');
      assert.match(sw.headers.get('content-type') ?? '', /^text\/javascript/);
      const release = JSON.parse(/^const PWGEN_RELEASE = (.*);$/m.exec(sw.body.toString())?.[1] ?? '{}');
      for (const path of assetsOf(page.body.toString())) assert.ok(release.assets.includes(path), path);
    } finally {
      await service.close();
    }
  });

  it('a first visit keeps that page alone; pages opened online work with the network off and the service gone', async (t) => {
    const service = await startOn(await freePort());
    const base = service.url;
    const online = {
      generator: (await get(`${base}/fr/generator`)).body.toString(),
      checker: (await get(`${base}/fr/checker`)).body.toString(),
      de: (await get(`${base}/de/generator`)).body.toString(),
      ar: (await get(`${base}/ar/checker`)).body.toString(),
    };
    const release = (await get(`${base}/sw.js`)).body.toString();
    let closed = false;
    try {
      const tracked = await openTrackedPage(browser);
      opened.push(tracked);
      const { page, context } = tracked;
      await page.goto(`${base}/fr/generator`);
      const firstVisit = await waitUntilKept(page);
      // The visited page, its language's manifest, its assets and French's word list; nothing of the checker
      // (no dictionary) and nothing of another language.
      for (const path of ['/fr/generator', '/fr/manifest.webmanifest', ...assetsOf(online.generator)]) {
        assert.ok(firstVisit.includes(path), path);
      }
      assert.ok(!firstVisit.includes('/fr/checker'));
      assert.deepEqual(
        firstVisit.filter((path) => /^\/(?!fr\/|assets\/)/.test(path) || /\/checker-/.test(path)),
        [],
      );
      const lists = JSON.parse(/^const PWGEN_RELEASE = (.*);$/m.exec(release)?.[1] ?? '{}').offline.wordLists;
      assert.ok(lists.fr.every((path: string) => firstVisit.includes(path)));
      assert.ok(!lists.de.some((path: string) => firstVisit.includes(path)));
      t.diagnostic(
        `first visit of /fr/generator: ${firstVisit.length} paths kept, ${JSON.stringify(await keptBytes(page))}`,
      );
      // Pages opened online are kept with what they need: the checker with its dictionaries.
      for (const path of ['/fr/checker', '/de/generator', '/ar/checker']) {
        await page.goto(`${base}${path}`);
        await page.waitForFunction(async (wanted: string) => {
          const cache = await caches.open((await caches.keys())[0]);
          return (await cache.match(wanted)) !== undefined;
        }, path);
      }
      await page.goto(`${base}/fr/generator`);
      await page.waitForTimeout(1_000);
      const kept = await waitUntilKept(page);
      for (const path of [...assetsOf(online.generator), ...assetsOf(online.checker)])
        assert.ok(kept.includes(path), path);
      for (const path of ['/de/generator', '/ar/checker', '/fr/checker']) assert.ok(kept.includes(path), path);
      assert.ok(!kept.includes('/ja/generator'));
      const bytes = await keptBytes(page);
      t.diagnostic(`kept: ${bytes.pages} bytes of pages and manifests, ${bytes.assets} bytes of assets`);
      // Chromium's own verdict on installing the page as an app (manifest, icons, service worker); a test
      // context is an incognito one, which alone Chromium never offers to install.
      const cdp = await context.newCDPSession(page);
      const { errors, url: manifestUrl } = await cdp.send('Page.getAppManifest');
      assert.equal(manifestUrl, `${base}/fr/manifest.webmanifest`);
      assert.deepEqual(errors, []);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      assert.deepEqual(
        installabilityErrors.map((e) => e.errorId),
        ['in-incognito'],
      );
      await cdp.detach();
      // Only same-origin GETs of the pages' own files, the worker's script and what it keeps.
      for (const request of tracked.requests) {
        const url = new URL(request.url);
        assert.equal(request.method, 'GET', request.url);
        assert.equal(url.origin, base, request.url);
        assert.ok(url.pathname === '/sw.js' || kept.includes(url.pathname), request.url);
      }

      // Online, a kept page comes through the service worker (fresh from the network); the API reference and the
      // API are left to the browser.
      assert.equal((await page.goto(`${base}/fr/generator`))?.fromServiceWorker(), true);
      // The one Trusted Types policy for the worker's URL is taken: a second one cannot be made.
      const second = await page.evaluate(() => {
        try {
          window.trustedTypes.createPolicy('pwgen-service-worker', { createScriptURL: (u: string) => u });
          return 'made';
        } catch (error) {
          return (error as Error).name;
        }
      });
      assert.equal(second, 'TypeError');
      assert.deepEqual(await reportedViolations(tracked), ['trusted-types trusted-types-policy']);
      for (const path of ['/docs', '/openapi.json', '/healthz']) {
        assert.equal((await page.goto(`${base}${path}`))?.fromServiceWorker(), false, path);
      }

      await service.close();
      closed = true;
      await context.setOffline(true);
      await page.goto(`${base}/fr/checker`);
      assert.equal(await page.textContent('h1'), heading(online.checker));
      assert.equal(await page.getAttribute('html', 'lang'), /<html lang="([^"]+)"/.exec(online.checker)?.[1]);
      const analysis = await checkInPage(page, 'password');
      assert.equal(analysis.level, 0);
      // The kept page still carries its CSP: an image from the origin is refused (img-src data: only).
      const refused = await page.evaluate(
        () =>
          new Promise((resolve) => {
            document.addEventListener('securitypolicyviolation', (event: any) => resolve(event.violatedDirective), {
              once: true,
            });
            const image = document.createElement('img');
            image.src = '/probe.png';
            document.body.append(image);
          }),
      );
      assert.equal(refused, 'img-src');
      assert.deepEqual(await reportedViolations(tracked), [`img-src ${base}/probe.png`]);

      // Another language than the first, offline: its pages were kept when they were opened online.
      await page.goto(`${base}/de/generator`);
      assert.equal(await page.textContent('h1'), heading(online.de));
      assert.equal(await page.getAttribute('html', 'lang'), 'de');
      assert.ok((await shownPasswords(page)).length > 0);
      await page.goto(`${base}/ar/checker`);
      assert.equal(await page.textContent('h1'), heading(online.ar));
      assert.equal(await page.getAttribute('html', 'dir'), 'rtl');

      await page.goto(`${base}/fr/generator`);
      assert.equal(await page.textContent('h1'), heading(online.generator));
      const first = await shownPasswords(page);
      assert.ok(first.length > 0);
      for (const password of first) assert.match(password, PASSWORD_POOL);
      await page.click('#regenerate');
      await page.waitForFunction(
        (before) => document.querySelector('[data-password]')?.dataset.password !== before,
        first[0],
      );
      await page.fill('#length', '31');
      await page.waitForFunction(() => document.querySelector('[data-password]')?.dataset.password.length === 31);
      // Every mode works offline: the language's word list and the sites' database were kept with the page.
      await page.evaluate(() => {
        location.hash = '#mode=passphrase&words=5&list=fr&separator=+';
      });
      await page.waitForFunction(
        () => document.querySelector('[data-password]')?.dataset.password.split(' ').length === 5,
      );
      await page.evaluate(() => {
        location.hash = '#mode=rules&site=apple.com';
      });
      await page.waitForFunction(
        () => JSON.parse(document.getElementById('analysis')?.dataset.analysis || '{}').pool === 94,
      );
      assert.match(await page.inputValue('#rules'), /^minlength: 8;/);
      assert.deepEqual(tracked.pageErrors, []);
      assert.deepEqual(tracked.cspViolations, []);
      await context.setOffline(false);
    } finally {
      if (!closed) await service.close();
    }
  });

  it("offline, a page never kept shows the offline page in the person's language, linking to the kept pages", async () => {
    const service = await startOn(await freePort());
    const base = service.url;
    let closed = false;
    try {
      // A person whose browser speaks German, who opened the French generator and the Arabic checker online.
      const tracked = await openTrackedPage(browser, { locale: 'de-DE' });
      opened.push(tracked);
      const { page, context } = tracked;
      for (const path of ['/fr/generator', '/ar/checker']) {
        await page.goto(`${base}${path}`);
        await waitUntilKept(page);
        await page.waitForFunction(async (wanted: string) => {
          const cache = await caches.open((await caches.keys())[0]);
          return (await cache.match(wanted)) !== undefined;
        }, path);
      }
      await service.close();
      closed = true;
      await context.setOffline(true);
      const response = await page.goto(`${base}/ja/checker`);
      assert.equal(response?.status(), 503);
      assert.equal(response?.fromServiceWorker(), true);
      assert.equal(await page.getAttribute('html', 'lang'), 'de');
      assert.equal(await page.textContent('h1'), OFFLINE_WORDS.de.title);
      const links = await page.$$eval('main a', (anchors: any[]) =>
        anchors.map((a) => [a.getAttribute('href'), a.getAttribute('lang'), a.textContent]),
      );
      assert.deepEqual(links, [
        ['/ar/checker', 'ar', pageWords(pageCatalogueOf('ar'), 'checker_title')],
        ['/fr/generator', 'fr', pageWords(pageCatalogueOf('fr'), 'generator_title')],
      ]);
      // A link leads to its kept page, offline.
      await page.click('a[href="/fr/generator"]');
      await page.waitForURL(`${base}/fr/generator`);
      assert.equal(await page.getAttribute('html', 'lang'), 'fr');
      assert.deepEqual(tracked.pageErrors, []);
      assert.deepEqual(tracked.cspViolations, []);
      await context.setOffline(false);
    } finally {
      if (!closed) await service.close();
    }
  });

  it('installing the app (its message to the worker) keeps every language, and the next release keeps them too', async () => {
    const service = await startOn(await freePort());
    try {
      const base = service.url;
      const tracked = await openTrackedPage(browser);
      opened.push(tracked);
      const { page } = tracked;
      await page.goto(`${base}/ja/checker`);
      assert.ok(!(await waitUntilKept(page)).includes('/de/generator'));
      // The control at the foot of the page says what it downloads, and says when it is done.
      const label = await page.textContent('#keep-every-language');
      assert.match(label ?? '', /\d\.\d MB/);
      await page.click('#keep-every-language');
      await page.waitForFunction(
        () => document.getElementById('keep-every-language-status')?.textContent !== '',
        null,
        {
          timeout: 120_000,
        },
      );
      assert.equal(
        await page.textContent('#keep-every-language-status'),
        pageWords(pageCatalogueOf('ja'), 'offline_kept_all'),
      );
      // What the page's `appinstalled` listener sends (register-service-worker.ts), and the worker's answer.
      const answer = await page.evaluate(
        (message: string) =>
          new Promise((resolve) => {
            navigator.serviceWorker.addEventListener('message', (event: any) => resolve(event.data), { once: true });
            navigator.serviceWorker.controller.postMessage(message);
          }),
        KEEP_EVERY_LANGUAGE,
      );
      assert.equal(answer, 'kept-every-language');
      const kept = await waitUntilKept(page);
      for (const path of LANGUAGES.flatMap((lang) => offlineLanguagePaths(lang))) assert.ok(kept.includes(path), path);
      const release = (await get(`${base}/sw.js`)).body.toString();
      const assets: string[] = JSON.parse(/^const PWGEN_RELEASE = (.*);$/m.exec(release)?.[1] ?? '{}').assets;
      const scripts = assets.filter((path) => path.endsWith('.js') && !path.includes('service-worker'));
      for (const path of scripts) assert.ok(kept.includes(path), path);
    } finally {
      await service.close();
    }
  });

  it('a second release on the same origin replaces the first release’s assets', async () => {
    const port = await freePort();
    const releaseTwo = mkdtempSync(join(tmpdir(), 'pwgen-release-two-'));
    let service = await startOn(port);
    try {
      const base = service.url;
      const tracked = await openTrackedPage(browser);
      opened.push(tracked);
      const { page, context } = tracked;
      await page.goto(`${base}/en/checker`);
      await waitUntilKept(page);
      await page.goto(`${base}/en/generator`);
      await page.waitForTimeout(1_000);
      const firstKept = await waitUntilKept(page);
      assert.ok(firstKept.includes('/en/checker'));
      const firstCss = assetsOf((await get(`${base}/en/generator`)).body.toString()).find((p) => p.endsWith('.css'));
      assert.ok(firstCss !== undefined && firstKept.includes(firstCss));
      await service.close();

      // The second release: the same build with a changed stylesheet, under a new hashed name.
      cpSync(BUILT_ASSETS, releaseTwo, { recursive: true });
      const manifest = JSON.parse(readFileSync(join(releaseTwo, 'manifest.json'), 'utf8'));
      const css = Buffer.concat([
        readFileSync(join(releaseTwo, manifest['pages.css'].file)),
        Buffer.from(':root{--pwgen-release:"two"}\n'),
      ]);
      const file = 'pages.RELEASE2.css';
      writeFileSync(join(releaseTwo, file), css);
      writeFileSync(join(releaseTwo, `${file}.gz`), gzipSync(css));
      writeFileSync(join(releaseTwo, `${file}.br`), brotliCompressSync(css));
      manifest['pages.css'] = {
        file,
        integrity: `sha384-${createHash('sha384').update(css).digest('base64')}`,
      };
      writeFileSync(join(releaseTwo, 'manifest.json'), JSON.stringify(manifest));
      service = await startOn(port, releaseTwo);
      assert.equal(service.url, base);

      // A visit online: the browser finds the new worker, which keeps the new release and drops the old one.
      await page.goto(`${base}/en/generator`);
      // Bounded wait: the new worker installs (both releases kept for a moment), then activates (the old one goes).
      let secondKept: string[] = [];
      const replaced = () => secondKept.includes('/assets/pages.RELEASE2.css') && !secondKept.includes(firstCss);
      for (let attempt = 0; attempt < 100 && !replaced(); attempt++) {
        if (attempt > 0) await page.waitForTimeout(100);
        secondKept = await waitUntilKept(page);
      }
      assert.ok(secondKept.includes('/assets/pages.RELEASE2.css'));
      assert.ok(!secondKept.includes(firstCss), 'the old stylesheet is still kept');
      for (const path of ['/en/generator', '/en/checker']) assert.ok(secondKept.includes(path), path);

      await service.close();
      await context.setOffline(true);
      for (const path of ['/en/checker', '/en/generator']) {
        await page.goto(`${base}${path}`);
        const release = await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--pwgen-release'),
        );
        assert.equal(release, '"two"', path);
      }
      assert.ok((await shownPasswords(page)).length > 0);
      await context.setOffline(false);
    } finally {
      await service.close().catch(() => undefined);
      rmSync(releaseTwo, { recursive: true, force: true });
    }
  });
});
