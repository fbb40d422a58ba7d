/**
 * The library in a real browser: bundled for the browser platform (a `node:`
 * import fails the bundle) and run in Debian's Chromium, where the only
 * randomness is the page's crypto.getRandomValues.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { analysisBody } from '../src/analysis/analysis-body.js';
import { createLanguageChecker } from '../src/checker/language-checker.js';
import { analyze } from '../src/core/analysis.js';
import { siteRules } from '../src/engine/site-lookup.js';
import { generatePasswords } from '../src/library.js';
import { chromiumSuite, launchChromium } from './support/chromium.js';
import { meetsRules } from './support/rules-reference.js';

const LIBRARY_JS = fileURLToPath(new URL('../src/library.js', import.meta.url));

describe('the library in a browser', chromiumSuite('library in a browser'), () => {
  let browser: Browser;
  let page: Page;

  before(async () => {
    const bundle = await build({
      entryPoints: [LIBRARY_JS],
      bundle: true,
      platform: 'browser',
      format: 'iife',
      globalName: 'pwgenLibrary',
      write: false,
      logLevel: 'silent',
    });
    browser = await launchChromium();
    page = await browser.newPage();
    await page.setContent('<!doctype html><title>library</title>');
    await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
  });
  after(() => browser?.close());

  it('generatePasswords draws with the page crypto and gives the API analysis', async () => {
    const result = await page.evaluate(() => {
      const library = (globalThis as any).pwgenLibrary;
      return library.generatePasswords({ length: 24, count: 20, no_repeats: true, lang: 'es' });
    });
    assert.equal(result.passwords.length, 20);
    for (const password of result.passwords) {
      assert.equal(password.length, 24);
      assert.doesNotMatch(password, /(.)\1/);
    }
    assert.equal(new Set(result.passwords).size, 20);
    assert.deepEqual(result.analysis, JSON.parse(JSON.stringify(analysisBody(analyze(24, 89, true), 'es'))));
  });

  it('a refused option is a GenerateOptionsError with code, field and message', async () => {
    const refused = await page.evaluate(() => {
      const library = (globalThis as any).pwgenLibrary;
      try {
        library.generatePasswords({ count: 101 });
      } catch (error: any) {
        return [error instanceof library.GenerateOptionsError, error.code, error.field, error.message];
      }
      return undefined;
    });
    assert.deepEqual(refused, [
      true,
      'invalid_count',
      'count',
      'The count must be a whole number from 1 to 100. Please ask for between 1 and 100 passwords.',
    ]);
  });

  it("recipes count and draw in the page too: a site's rules, with Node's exact analysis", async () => {
    const options = { site: 'activision.com', count: 20 };
    const result = await page.evaluate((given) => (globalThis as any).pwgenLibrary.generatePasswords(given), options);
    const rules = siteRules('activision.com')?.rules as string;
    for (const password of result.passwords) assert.ok(meetsRules(rules, password), password);
    assert.deepEqual(result.analysis, JSON.parse(JSON.stringify(generatePasswords(options).analysis)));
  });

  it('checkPassword runs there too, with the same result as in Node', async () => {
    const result = await page.evaluate(() =>
      (globalThis as any).pwgenLibrary.checkPassword('password', { lang: 'es' }),
    );
    assert.deepEqual(result, JSON.parse(JSON.stringify((await createLanguageChecker('es')).check('password', 'es'))));
  });
});
