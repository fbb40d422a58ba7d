import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CHECKER_LANGUAGES } from '../src/checker/language-dictionaries.js';
import { CHECK_MAX_LENGTH } from '../src/checker/limits.js';
import { LANGUAGES, pickAcceptLanguage } from '../src/i18n/languages.js';
import { pageWords } from '../src/i18n/pages/page-catalogue.js';
import { pageCatalogueOf } from '../src/i18n/pages/page-registry.js';
import type { RunningService } from '../src/main.js';
import { assertError } from './support/assertions.js';
import { postJson, startTestService } from './support/service.js';

// The policy of the issue, written out again, with its two tightenings: images only as data: URLs
// (the empty favicon) and Trusted Types for scripts (two policies: the checker's worker URL and the
// service worker's), and the web app manifest from the origin.
const EXPECTED_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src data:; worker-src 'self'; manifest-src 'self'; connect-src 'none'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'; require-trusted-types-for 'script'; trusted-types pwgen-worker pwgen-service-worker";
const PAGES = ['generator', 'checker'] as const;

interface Injected {
  readonly statusCode: number;
  readonly headers: Record<string, string | string[] | number | undefined>;
  readonly body: string;
  readonly rawPayload: Buffer;
}

let service: RunningService;
const get = (url: string, headers: Record<string, string> = {}): Promise<Injected> =>
  service.app.inject({ method: 'GET', url, headers }) as unknown as Promise<Injected>;

function assertSecurityHeaders(response: Injected, what: string): void {
  assert.equal(response.headers['content-security-policy'], EXPECTED_CSP, what);
  assert.equal(response.headers['referrer-policy'], 'no-referrer', what);
  assert.equal(response.headers['x-content-type-options'], 'nosniff', what);
}

/** Every URL a page references: href, src and the worker's data attribute. */
function referencedUrls(html: string): string[] {
  return Array.from(html.matchAll(/\s(?:href|src|data-worker)="([^"]*)"/g), (m) => m[1] as string);
}

describe('the browser pages over HTTP', () => {
  before(async () => {
    service = await startTestService({ RATE_LIMIT_MAX: '2', DOCS_URL: 'https://docs.example/ref' });
  });
  after(() => service.close());

  it('answer all 36 URLs with HTML, the security headers and no-cache', async () => {
    for (const lang of LANGUAGES) {
      for (const page of PAGES) {
        const response = await get(`/${lang}/${page}`);
        const what = `/${lang}/${page}`;
        assert.equal(response.statusCode, 200, what);
        assert.equal(response.headers['content-type'], 'text/html; charset=utf-8', what);
        assert.equal(response.headers['cache-control'], 'no-cache', what);
        assertSecurityHeaders(response, what);
      }
    }
  });

  it('are in the language of their path, with <html lang> and dir saying which (Arabic right to left)', async () => {
    for (const lang of LANGUAGES) {
      const catalogue = pageCatalogueOf(lang);
      const generator = (await get(`/${lang}/generator`)).body;
      const checker = (await get(`/${lang}/checker`)).body;
      for (const html of [generator, checker]) {
        assert.match(html, new RegExp(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`), lang);
      }
      assert.ok(generator.includes(`<h1>${pageWords(catalogue, 'generator_title')}</h1>`), lang);
      assert.ok(generator.includes(`>${pageWords(catalogue, 'generator_regenerate')}</button>`), lang);
      assert.ok(checker.includes(`<h1>${pageWords(catalogue, 'checker_title')}</h1>`), lang);
      assert.ok(checker.includes(pageWords(catalogue, 'checker_cap', { max: CHECK_MAX_LENGTH })), lang);
    }
    assert.ok((await get('/es/generator')).body.includes('Generar de nuevo'));
    assert.ok((await get('/ja/generator')).body.includes('再生成'));
    assert.ok((await get('/de/checker')).body.includes('Passwortstärke-Prüfer'));
  });

  it('hand their script exactly the catalogue of their language, as an inert JSON block', async () => {
    for (const lang of LANGUAGES) {
      for (const page of PAGES) {
        const html = (await get(`/${lang}/${page}`)).body;
        const block = /<script type="application\/json" id="page-catalogue">([^<]*)<\/script>/.exec(html);
        assert.ok(block, `${lang} ${page}`);
        assert.deepEqual(JSON.parse(block[1] as string), JSON.parse(JSON.stringify(pageCatalogueOf(lang))));
      }
    }
  });

  it('link only to their own assets, the pages of the path links language and the reference', async () => {
    for (const lang of LANGUAGES) {
      for (const page of PAGES) {
        const html = (await get(`/${lang}/${page}`)).body;
        const urls = referencedUrls(html);
        assert.ok(urls.includes(`/${lang}/generator`) && urls.includes(`/${lang}/checker`), `${lang} ${page}`);
        for (const url of urls) {
          const allowed =
            url === `/${lang}/generator` ||
            url === `/${lang}/checker` ||
            url === `/${lang}/manifest.webmanifest` ||
            url === 'https://docs.example/ref' ||
            url === 'data:,' ||
            /^\/assets\/[\w-]+\.[A-Z0-9]+\.(js|css)$/.test(url);
          assert.ok(allowed, `${lang} ${page}: ${url}`);
        }
      }
    }
  });

  it('have no inline script or style, SRI on every script and stylesheet, and their live regions at load', async () => {
    for (const page of PAGES) {
      const html = (await get(`/en/${page}`)).body;
      // The one script without src is the catalogue, a data block browsers never run.
      assert.doesNotMatch(html, /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/json")[^>]*>/, 'inline script');
      assert.doesNotMatch(html, /<style|\sstyle=|\son[a-z]+=/, 'inline style or handler');
      for (const tag of html.match(/<(script src=|link rel="stylesheet")[^>]*>/g) ?? []) {
        assert.match(tag, /\sintegrity="sha384-[A-Za-z0-9+/]+={0,2}"/, tag);
      }
      assert.match(html, /role="status"/);
    }
    const generator = (await get('/en/generator')).body;
    for (const field of ['length', 'count', 'types']) {
      assert.match(generator, new RegExp(`<p id="${field}-error" class="field-error" role="alert"></p>`));
    }
    assert.match(generator, /<p id="copy-status" class="status" role="status"><\/p>/);
    const checker = (await get('/en/checker')).body;
    assert.match(checker, /<p id="result-summary" class="offscreen" role="status"><\/p>/);
  });

  it('name the generator controls after the API fields, with its ranges and defaults', async () => {
    const html = (await get('/en/generator')).body;
    assert.match(
      html,
      /<input type="number" id="length" name="length" min="4" max="128" step="1" value="16" inputmode="numeric" required aria-describedby="length-note length-error">/,
    );
    assert.match(
      html,
      /<input type="number" id="count" name="count" min="1" max="100" step="1" value="1" inputmode="numeric" required aria-describedby="count-error">/,
    );
    assert.match(html, /<fieldset id="types" aria-describedby="types-error" data-modes="characters">/);
    // The mode control, and the other modes' controls hidden until their mode is chosen.
    for (const mode of ['characters', 'passphrase', 'rules']) {
      assert.match(html, new RegExp(`<input type="radio" id="mode-${mode}" name="mode" value="${mode}"`));
    }
    assert.match(html, /<div class="field field-number" data-modes="passphrase" hidden><label for="words">/);
    assert.match(html, /<textarea id="rules" name="rules" maxlength="1024"/);
    for (const name of ['symbol_set', 'exclude', 'min_digits', 'max_sequential', 'list', 'separator', 'capitalize']) {
      assert.match(html, new RegExp(`id="${name}" name="${name}"`), name);
    }
    for (const name of ['lower', 'upper', 'digits', 'symbols']) {
      assert.match(
        html,
        new RegExp(`<input type="checkbox" id="${name}" name="${name}" checked aria-describedby="types-error">`),
      );
    }
    for (const name of ['exclude_ambiguous', 'no_repeats', 'digit']) {
      assert.match(html, new RegExp(`<input type="checkbox" id="${name}" name="${name}">`));
    }
    for (const tag of html.match(/<input[^>]*>/g) ?? []) {
      const inputId = /\sid="([^"]+)"/.exec(tag)?.[1];
      assert.ok(html.includes(`for="${inputId}"`) || tag.includes('aria-label='), `unlabelled ${tag}`);
    }
  });

  it('the checker field is a password field kept away from autocomplete and spell-check, with a maxlength', async () => {
    const html = (await get('/es/checker')).body;
    assert.match(
      html,
      /<input type="password" id="password" name="password" maxlength="1024" autocomplete="off" spellcheck="false" autocapitalize="off"/,
    );
    assert.doesNotMatch(html, /<form/);
  });

  it('redirect /generator and /checker to the language negotiated as the API negotiates links', async () => {
    const headers = [
      'es-ES,es;q=0.9',
      'de-CH;q=0.4, fr;q=0.8',
      'xx, *;q=0.1',
      'pt-BR',
      'ja;q=0, ko;q=0.2',
      '*, es;q=0.5',
    ];
    for (const page of PAGES) {
      for (const acceptLanguage of headers) {
        const response = await get(`/${page}`, { 'accept-language': acceptLanguage });
        assert.equal(response.statusCode, 302, acceptLanguage);
        assert.equal(response.headers.location, `/${pickAcceptLanguage(acceptLanguage)}/${page}`, acceptLanguage);
        assert.equal(response.headers.vary, 'Accept-Language');
        assertSecurityHeaders(response, acceptLanguage);
      }
      assert.equal((await get(`/${page}`)).headers.location, `/en/${page}`);
      assert.equal((await get(`/${page}?lang=tr`, { 'accept-language': 'es' })).headers.location, `/tr/${page}`);
    }
    assert.equal((await get('/generator', { 'accept-language': 'es-ES' })).headers.location, '/es/generator');
  });

  it('answer an unknown language with the API Error format (404 not_found)', async () => {
    for (const url of ['/xx/generator', '/EN/checker', '/zh/checker', '/en/generator/extra']) {
      const response = await get(url);
      assertError(
        { status: response.statusCode, headers: response.headers as never, body: JSON.parse(response.body), text: '' },
        { status: 404, code: 'not_found', docsUrl: 'https://docs.example/ref' },
      );
    }
  });

  it('serve assets with immutable caching, the security headers and bytes matching their SRI hash', async () => {
    const html = (await get('/en/checker')).body;
    const assets = [
      ...Array.from(html.matchAll(/(?:src|href)="(\/assets\/[^"]+)" integrity="([^"]+)"/g), (m) => ({
        url: m[1] as string,
        integrity: m[2] as string | undefined,
      })),
      { url: /data-worker="([^"]+)"/.exec(html)?.[1] as string, integrity: undefined },
    ];
    // The stylesheet, the page's script, the service worker's registration, the worker and the first part of each
    // of its packs named as prefetches (common and English), and the worker's data-worker path.
    assert.equal(assets.length, 5 + CHECKER_LANGUAGES.en.packs.length);
    assert.ok(assets.some(({ url }) => /^\/assets\/checker-en-1\.[A-Z0-9]+\.js$/.test(url)));
    for (const { url, integrity } of assets) {
      const plain = await get(url, { 'accept-encoding': 'identity' });
      assert.equal(plain.statusCode, 200, url);
      assert.equal(plain.headers['cache-control'], 'public, max-age=31536000, immutable', url);
      assert.match(String(plain.headers['content-type']), /^text\/(javascript|css); charset=utf-8$/, url);
      assert.equal(plain.headers.vary, 'Accept-Encoding');
      assert.equal(plain.headers['content-encoding'], undefined);
      assertSecurityHeaders(plain, url);
      const hash = `sha384-${createHash('sha384').update(plain.rawPayload).digest('base64')}`;
      if (integrity !== undefined) assert.equal(hash, integrity, url);
      const gzip = await get(url, { 'accept-encoding': 'gzip, deflate' });
      assert.equal(gzip.headers['content-encoding'], 'gzip');
      assert.deepEqual(gunzipSync(gzip.rawPayload), plain.rawPayload);
      const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      assert.equal(brotli.headers['content-encoding'], 'br');
      assert.deepEqual(brotliDecompressSync(brotli.rawPayload), plain.rawPayload);
      const noBrotli = await get(url, { 'accept-encoding': 'br;q=0, gzip' });
      assert.equal(noBrotli.headers['content-encoding'], 'gzip');
    }
    assert.equal((await get('/assets/nothing.js')).statusCode, 404);
  });

  it('are not rate limited, and do not spend the API budget', async () => {
    const html = (await get('/en/generator')).body;
    const script = /src="(\/assets\/[^"]+)"/.exec(html)?.[1] as string;
    for (let i = 0; i < 5; i++) {
      for (const url of ['/en/generator', '/es/checker', '/generator', script]) {
        const response = await get(url);
        assert.ok(response.statusCode === 200 || response.statusCode === 302, url);
        assert.equal(response.headers['ratelimit-limit'], undefined, url);
      }
    }
    const generate = await postJson(`${service.url}/v1/generate`);
    assert.equal(generate.status, 200);
    assert.equal(generate.headers.get('ratelimit-remaining'), '1');
  });
});

describe('the pages when SITE_URL points elsewhere', () => {
  it('are still served by the service, while the API links to the operator site', async () => {
    const other = await startTestService({ SITE_URL: 'https://operator.example' });
    try {
      const notice = (await postJson(`${other.url}/v1/generate`)).body.notice as string;
      assert.ok(notice.endsWith('https://operator.example/en/generator'));
      for (const url of ['/en/generator', '/es/checker']) {
        assert.equal((await other.app.inject({ method: 'GET', url })).statusCode, 200, url);
      }
    } finally {
      await other.close();
    }
  });
});
