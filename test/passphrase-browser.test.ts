/**
 * Passphrases in a browser: the library bundled by esbuild as ES modules with
 * code splitting (as a page would load it) and run in Debian's Chromium. Each
 * word list is a chunk of its own, fetched only when a passphrase needs it.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { build, type Metafile, type OutputFile } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { generatePassphrases } from '../src/library.js';
import { chromiumSuite, launchChromium } from './support/chromium.js';

const LIBRARY_JS = fileURLToPath(new URL('../src/library.js', import.meta.url));
const ORIGIN = 'http://bundle.test';
const OUTDIR = '/bundle';

let outputs: readonly OutputFile[];
let metafile: Metafile;

before(async () => {
  const result = await build({
    entryPoints: { library: LIBRARY_JS },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    outdir: OUTDIR,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  outputs = result.outputFiles;
  metafile = result.metafile;
});

// The output file whose inputs include a module matching `pattern`.
function outputsWith(pattern: RegExp): string[] {
  return Object.entries(metafile.outputs)
    .filter(([, output]) => Object.keys(output.inputs).some((input) => pattern.test(input)))
    .map(([path]) => path.split('/').pop() as string);
}

const LARGE = /node_modules\/secure-password-utilities\/|src\/wordlists\/eff-large\.[jt]s$/;
const SHORT = /src\/wordlists\/eff-short\.[jt]s$/;

describe('the word lists in a split browser bundle', () => {
  it('are chunks of their own, not in the first script', () => {
    const entry = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint !== undefined);
    assert.ok(entry);
    const first = entry[0].split('/').pop() as string;
    assert.deepEqual(outputsWith(LARGE).length, 1);
    assert.deepEqual(outputsWith(SHORT).length, 1);
    assert.ok(!outputsWith(LARGE).includes(first), 'the large list is not in the first script');
    assert.ok(!outputsWith(SHORT).includes(first), 'the short list is not in the first script');
    assert.notEqual(outputsWith(LARGE)[0], outputsWith(SHORT)[0]);
  });
});

describe("the pages' bundles (npm run build)", () => {
  it('hold no word list in a page script: the generator page loads each as a chunk of its own', () => {
    const pages: Metafile = JSON.parse(
      readFileSync(new URL('../src/web/assets/metafile.json', import.meta.url), 'utf8'),
    );
    const withList: string[] = [];
    for (const [path, output] of Object.entries(pages.outputs)) {
      const lists = Object.keys(output.inputs).filter((input) => LARGE.test(input) || SHORT.test(input));
      // A dynamically imported module is an entry of its own to esbuild, written as a chunk.
      const file = path.split('/').pop() as string;
      if (!file.startsWith('chunk.')) assert.deepEqual(lists, [], path);
      else if (lists.length > 0) withList.push(file);
    }
    assert.equal(withList.length, 2, 'one chunk per EFF list');
    // And every other list: a chunk of its own, holding no other list.
    for (const name of ['cs', 'de', 'es', 'fr', 'it', 'ja', 'ko', 'pt', 'pt-br']) {
      const pattern = new RegExp(`src/wordlists/${name}\\.[jt]s$`);
      const chunks = Object.entries(pages.outputs).filter(([, output]) =>
        Object.keys(output.inputs).some((input) => pattern.test(input)),
      );
      assert.equal(chunks.length, 1, name);
      const [path, output] = chunks[0] as [string, Metafile['outputs'][string]];
      assert.match(path, /chunk\.[A-Z0-9]+\.js$/, name);
      assert.equal(Object.keys(output.inputs).filter((input) => input.includes('src/wordlists/')).length, 1, name);
    }
    for (const chunk of withList) assert.match(chunk, /^chunk\.[A-Z0-9]+\.js$/);
  });
});

describe('generatePassphrases in a browser', chromiumSuite('passphrases in a browser'), () => {
  let browser: Browser;
  let page: Page;
  const requested: string[] = [];

  before(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
    await page.route(`${ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/') {
        return route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><title>passphrases</title><script type="module">import * as library from './library.js'; globalThis.pwgenLibrary = library;</script>`,
        });
      }
      const file = outputs.find((output) => output.path === `${OUTDIR}${path}`);
      if (file === undefined) return route.fulfill({ status: 404, body: '' });
      requested.push(path.slice(1));
      return route.fulfill({ contentType: 'text/javascript', body: file.text });
    });
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => (globalThis as { pwgenLibrary?: unknown }).pwgenLibrary !== undefined);
  });
  after(() => browser?.close());

  it('fetches a list only when a passphrase needs it, and draws with the page crypto', async () => {
    const [large] = outputsWith(LARGE);
    const [short] = outputsWith(SHORT);
    assert.ok(!requested.includes(large as string) && !requested.includes(short as string), requested.join(' '));

    const options = { list: 'eff_short', words: 4, count: 20, capitalize: 'random', digit: true, lang: 'es' } as const;
    const result = await page.evaluate(
      (o) => (globalThis as any).pwgenLibrary.generatePassphrases(o),
      options as Record<string, unknown>,
    );
    assert.ok(requested.includes(short as string));
    assert.ok(!requested.includes(large as string), 'the short list alone was fetched');
    assert.equal(result.passphrases.length, 20);
    assert.equal(new Set(result.passphrases).size, 20);
    for (const passphrase of result.passphrases) assert.equal(passphrase.split('-').length >= 4, true);
    assert.deepEqual(result.analysis, JSON.parse(JSON.stringify((await generatePassphrases(options)).analysis)));

    const defaults = await page.evaluate(() => (globalThis as any).pwgenLibrary.generatePassphrases());
    assert.ok(requested.includes(large as string));
    assert.equal(defaults.analysis.list_size, 7776);
  });

  it('refuses as in Node: a GenerateOptionsError with code, field and message', async () => {
    const refused = await page.evaluate(async () => {
      const library = (globalThis as any).pwgenLibrary;
      try {
        await library.generatePassphrases({ words: 21 });
      } catch (error: any) {
        return [error instanceof library.GenerateOptionsError, error.code, error.field, error.message];
      }
      return undefined;
    });
    assert.deepEqual(refused, [
      true,
      'invalid_words',
      'words',
      'The number of words must be a whole number from 3 to 20. Please choose a number of words in that range.',
    ]);
  });
});
