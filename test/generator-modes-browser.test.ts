/**
 * The generator page's three modes in Chromium: each mode's analysis against
 * the library, the data loaded only with its mode, the recipe kept in the
 * fragment (and never a password anywhere), the site search, each problem
 * beside its field, and axe in every mode, language and width.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, afterEach, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { loadConfig } from '../src/config.js';
import { DIGITS } from '../src/core/alphabet.js';
import { parsePasswordRules } from '../src/core/password-rules.js';
import { siteRules } from '../src/engine/site-lookup.js';
import { SITE_DOMAINS } from '../src/engine/site-rules.js';
import { LANGUAGES, type Language } from '../src/i18n/languages.js';
import { packOf } from '../src/i18n/packs.js';
import { type PageKey, type PageParams, pageWords } from '../src/i18n/pages/page-catalogue.js';
import { pageCatalogueOf } from '../src/i18n/pages/page-registry.js';
import { generatePassphrases, generatePasswords } from '../src/library.js';
import { type RunningService, start } from '../src/main.js';
import { recipeAnalysisView } from '../src/web/analysis-view.js';
import { defaultStates, type Mode, optionsOf } from '../src/web/form-request.js';
import { scenarioCells, scenarioViews } from '../src/web/scenario-view.js';
import {
  WORD_LIST_INFO,
  WORD_LIST_NAMES,
  WORD_LIST_SIZES,
  type WordListName,
} from '../src/wordlists/word-list-names.js';
import { loadWordList } from '../src/wordlists/word-lists.js';
import { openTrackedPage, type TrackedPage } from './support/browser.js';
import { chromiumSuite, launchChromium } from './support/chromium.js';
import { freePort } from './support/redis-server.js';

// Browser globals inside page.evaluate callbacks (this file compiles without the DOM library).
declare const document: any;
declare const window: any;
declare const performance: any;
declare const history: any;
declare const location: any;
declare const localStorage: any;
declare const sessionStorage: any;
declare const indexedDB: any;

const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));
const AXE = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));
const APPLE = siteRules('apple.com')?.rules as string;

/** At least 6 digits and 6 of the default symbols, no 3 identical in a row. */
function meetsRecipeOptions(password: string): boolean {
  const digits = password.match(/[0-9]/g)?.length ?? 0;
  const symbols = [...password].filter((ch) => '~!@#$%^&*()_+-=[]{};:,./<>?'.includes(ch)).length;
  return password.length === 16 && digits >= 6 && symbols >= 6 && !/(.)\1\1/.test(password);
}

function words(lang: Language, key: PageKey, params: PageParams = {}): string {
  return pageWords(pageCatalogueOf(lang), key, params);
}

/** Waits for passwords after a change, and returns them with `data-analysis`. */
async function shown(page: Page): Promise<{ passwords: string[]; analysis: Record<string, unknown> }> {
  await page.waitForFunction(() => document.getElementById('analysis')?.dataset.analysis !== '');
  const passwords = await page.$$eval('[data-password]', (elements) => elements.map((e: any) => e.dataset.password));
  const analysis = JSON.parse((await page.getAttribute('#analysis', 'data-analysis')) ?? '');
  return { passwords, analysis };
}

/** The scenarios' table under the crack time, as the cells of each row. */
async function shownScenarios(page: Page): Promise<string[][]> {
  return page.$$eval('#scenarios-body tr', (rows) =>
    rows.map((row: any) => Array.from(row.querySelectorAll('td'), (cell: any) => cell.textContent ?? '')),
  );
}

/** Asserts that the page shows the scenarios of this analysis, in its language. */
async function assertScenarios(page: Page, lang: Language, analysis: Record<string, unknown>): Promise<void> {
  const expected = scenarioViews(analysis.log10_guesses as number, pageCatalogueOf(lang)).map((row) => [
    ...scenarioCells(row),
  ]);
  assert.equal(expected.length, 5);
  assert.deepEqual(await shownScenarios(page), expected, lang);
}

/** Chooses a mode with its radio button. */
async function chooseMode(page: Page, mode: Mode): Promise<void> {
  await page.check(`#mode-${mode}`);
}

/** The paths of the chunks the page has loaded so far. */
async function chunksLoaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry: any) => new URL(entry.name).pathname)
      .filter((path: string) => path.startsWith('/assets/chunk.')),
  );
}

describe('the generator page in its three modes, in Chromium', {
  ...chromiumSuite('generator modes'),
  timeout: 600_000,
}, () => {
  let service: RunningService;
  let browser: Browser;
  let base: string;
  const openNow: TrackedPage[] = [];
  const opened: TrackedPage[] = [];

  const open = async (path: string, options: Parameters<typeof openTrackedPage>[1] = {}): Promise<Page> => {
    const tracked = await openTrackedPage(browser, options);
    openNow.push(tracked);
    opened.push(tracked);
    await tracked.page.goto(`${base}${path}`);
    return tracked.page;
  };

  before(async () => {
    const port = await freePort();
    service = await start(loadConfig({ PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' }));
    base = service.url;
    browser = await launchChromium();
    mkdirSync(SCREENSHOTS, { recursive: true });
  });

  afterEach(async () => {
    for (const tracked of openNow.splice(0)) await tracked.context.close();
  });

  after(async () => {
    await browser?.close();
    await service?.close();
  });

  it("each mode's data-analysis is the library's for the same options, and the page says how it was counted", async () => {
    for (const lang of ['en', 'es', 'fr'] as const) {
      const messages = lang === 'es' ? 'es' : 'en';
      const page = await open(`/${lang}/generator`);
      await shown(page);
      // Characters, with requirements: the recipe's exact count.
      await page.fill('#length', '20');
      await page.fill('#min_digits', '3');
      await page.fill('#symbol_set', '-_.');
      await page.fill('#count', '5');
      const characters = await shown(page);
      const states = { ...defaultStates(), length: '20', min_digits: '3', symbol_set: '-_.', count: '5' };
      const library = generatePasswords({ ...optionsOf('characters', states), lang: messages });
      assert.deepEqual(characters.analysis, library.analysis, lang);
      await assertScenarios(page, lang, characters.analysis);
      assert.equal(characters.passwords.length, 5);
      for (const password of characters.passwords) {
        assert.equal(password.length, 20);
        assert.ok([...password].filter((ch) => DIGITS.includes(ch)).length >= 3, password);
        assert.match(password, /^[a-zA-Z0-9\-_.]+$/);
      }
      const view = recipeAnalysisView(library.analysis, pageCatalogueOf(lang));
      assert.equal(await page.textContent('#formula'), view.formula);
      if (lang === 'en') assert.match(view.formula, /log2 of the \d\.\d × 10[⁰¹²³⁴⁵⁶⁷⁸⁹]+ passwords that meet them/);

      // Passphrase: words and list_size in the analysis.
      await chooseMode(page, 'passphrase');
      await page.fill('#words', '5');
      // A space: four words of the large list have a hyphen of their own (drop-down, felt-tip, t-shirt, yo-yo).
      await page.fill('#separator', ' ');
      await page.selectOption('#capitalize', 'random');
      await page.check('#digit');
      const passphrase = await shown(page);
      // Each page starts with its language's list (French: BIP39's, 2,048 words).
      const list = packOf(lang).wordLists[0] as WordListName;
      const phraseStates = {
        ...defaultStates(),
        list,
        words: '5',
        separator: ' ',
        capitalize: 'random',
        digit: true,
        count: '5',
      };
      const phraseLibrary = await generatePassphrases({ ...optionsOf('passphrase', phraseStates), lang: messages });
      assert.deepEqual(passphrase.analysis, phraseLibrary.analysis);
      await assertScenarios(page, lang, passphrase.analysis);
      assert.equal(passphrase.analysis.words, 5);
      assert.equal(passphrase.analysis.list_size, WORD_LIST_SIZES[list]);
      for (const phrase of passphrase.passwords) assert.equal(phrase.split(' ').length, 5);
      assert.ok((await page.textContent('#formula'))?.includes(`5 × log2(${WORD_LIST_SIZES[list]})`));

      // Site rules, typed.
      await chooseMode(page, 'rules');
      const rules = 'minlength: 10; maxlength: 12; required: digit; allowed: lower';
      await page.fill('#rules', rules);
      await page.fill('#length', '12');
      const typed = await shown(page);
      const rulesLibrary = generatePasswords({ rules, length: 12, count: 5, exclude_ambiguous: false, lang: messages });
      assert.deepEqual(typed.analysis, rulesLibrary.analysis);
      await assertScenarios(page, lang, typed.analysis);
      for (const password of typed.passwords) assert.match(password, /^(?=.*\d)[a-z0-9]{12}$/);
    }
  });

  it("each page starts passphrases with its own language's list, credits it, and offers every other list", async () => {
    for (const lang of LANGUAGES) {
      const page = await open(`/${lang}/generator`);
      await shown(page);
      await chooseMode(page, 'passphrase');
      const first = packOf(lang).wordLists[0] as WordListName;
      const own = WORD_LIST_INFO[first].language.split('-')[0] === lang;
      assert.equal(await page.inputValue('#list'), first, lang);
      const offered = await page.$$eval('#list option', (options) => options.map((o: any) => o.value));
      assert.deepEqual([...offered].sort(), [...WORD_LIST_NAMES].sort(), lang);
      assert.equal(offered[0], first, lang);
      const { passwords, analysis } = await shown(page);
      assert.equal(analysis.list_size, WORD_LIST_SIZES[first], lang);
      const known = new Set(await loadWordList(first));
      for (const phrase of passwords) {
        // The default separator; EFF's large list has four words with a hyphen of their own.
        const tokens = phrase.split('-');
        assert.ok(
          tokens.every(
            (token, i) =>
              known.has(token) || known.has(`${tokens[i - 1]}-${token}`) || known.has(`${token}-${tokens[i + 1]}`),
          ),
          `${lang}: ${phrase}`,
        );
      }
      // The page says when its language has no list of its own.
      assert.equal(await page.isVisible('#list-none'), !own, lang);
      if (!own) assert.equal(await page.textContent('#list-none'), words(lang, 'generator_list_none'));
      // Only the chosen list's credit shows, and it follows the choice.
      const credit = async () =>
        page.$$eval('[data-list-credit]:not([hidden])', (e) => e.map((x: any) => x.dataset.listCredit));
      assert.deepEqual(await credit(), [first], lang);
      const other = first === 'de' ? 'ko' : 'de';
      await page.selectOption('#list', other);
      await page.waitForFunction(
        (size) => JSON.parse(document.getElementById('analysis').dataset.analysis || '{}').list_size === size,
        WORD_LIST_SIZES[other],
      );
      assert.deepEqual(await credit(), [other], lang);
      assert.match(
        (await page.textContent(`[data-list-credit="${other}"]`)) ?? '',
        other === 'de' ? /Uli Fouquet/ : /BIP39/,
      );
    }
    // A link without a list keeps the page's own; a list another page chose is written into the fragment.
    const german = await open('/de/generator#mode=passphrase&words=4');
    assert.equal((await shown(german)).analysis.list_size, WORD_LIST_SIZES.de);
    await german.selectOption('#list', 'eff_large');
    await german.waitForFunction(() => location.hash.includes('list=eff_large'));
  });

  it('loads the word lists and the sites only when their mode is chosen', async () => {
    const page = await open('/en/generator');
    await shown(page);
    assert.deepEqual(await chunksLoaded(page), []);
    await chooseMode(page, 'passphrase');
    await shown(page);
    assert.equal((await chunksLoaded(page)).length, 1, 'the large list');
    await page.selectOption('#list', 'eff_short');
    await page.waitForFunction(() => document.querySelector('[data-password]')?.closest('li') !== null);
    await page.waitForFunction(
      () => JSON.parse(document.getElementById('analysis').dataset.analysis || '{}').list_size === 1296,
    );
    assert.equal((await chunksLoaded(page)).length, 2, 'the short list');
    await chooseMode(page, 'rules');
    await page.waitForFunction(() => performance.getEntriesByType('resource').length > 0);
    await page.fill('#site', 'apple');
    await page.waitForSelector('#site-results button');
    assert.equal((await chunksLoaded(page)).length, 3, "the sites' database");
    // Back to characters: nothing more is loaded, and the page draws as before.
    await chooseMode(page, 'characters');
    await shown(page);
    assert.equal((await chunksLoaded(page)).length, 3);
  });

  it('keeps the recipe in the fragment, restores it on reload, and never puts a password in the URL, history, storage or title', async () => {
    const page = await open('/en/generator');
    await shown(page);
    const title = await page.title();
    const historyLength = await page.evaluate(() => history.length);
    assert.equal(new URL(page.url()).hash, '', 'a page opened plainly keeps its plain address');
    await page.fill('#length', '20');
    await page.fill('#min_digits', '2');
    await shown(page);
    // Written once the changes pause.
    await page.waitForFunction(() => location.hash === '#mode=characters&length=20&min_digits=2');
    const before = (await shown(page)).analysis;
    await page.reload();
    assert.equal(await page.inputValue('#length'), '20');
    assert.equal(await page.inputValue('#min_digits'), '2');
    const after = await shown(page);
    assert.deepEqual(after.analysis, before);

    await chooseMode(page, 'passphrase');
    await page.fill('#words', '8');
    await page.fill('#separator', ' ');
    const phrase = await shown(page);
    await page.waitForFunction(() => location.hash === '#mode=passphrase&words=8&separator=+');
    await page.reload();
    assert.equal(await page.isChecked('#mode-passphrase'), true);
    assert.equal(await page.inputValue('#separator'), ' ');
    assert.equal((await shown(page)).passwords[0]?.split(' ').length, 8);

    // Many changes later: one history entry, the same title, no password in the URL, nothing stored.
    for (let i = 0; i < 5; i++) await page.click('#regenerate');
    const drawn = [...phrase.passwords, ...(await shown(page)).passwords, ...after.passwords];
    assert.equal(await page.evaluate(() => history.length), historyLength);
    assert.equal(await page.title(), title);
    for (const password of drawn) {
      assert.ok(!decodeURIComponent(page.url()).includes(password));
      assert.ok(!(await page.title()).includes(password));
    }
    const stored = await page.evaluate(async () => ({
      local: localStorage.length,
      session: sessionStorage.length,
      cookie: document.cookie,
      databases: (await indexedDB.databases()).length,
      state: history.state,
    }));
    assert.deepEqual(stored, { local: 0, session: 0, cookie: '', databases: 0, state: null });

    // A recipe link opened anew, and one edited in the address bar (hashchange).
    const fresh = await open('/en/generator#mode=characters&length=24&no_repeats=true&symbols=false');
    const restored = await shown(fresh);
    assert.equal(restored.analysis.length, 24);
    assert.equal(restored.analysis.pool, 62);
    await fresh.evaluate(() => {
      location.hash = '#mode=passphrase&words=4&list=eff_short';
    });
    await fresh.waitForFunction(
      () => JSON.parse(document.getElementById('analysis').dataset.analysis || '{}').words === 4,
    );
    // A recipe set in the address bar right after an edit (whose fragment is not written yet) wins: the pending
    // write does not overwrite it.
    await fresh.fill('#words', '7');
    await fresh.evaluate(() => {
      location.hash = '#mode=characters&length=30';
    });
    await fresh.waitForFunction(
      () => JSON.parse(document.getElementById('analysis').dataset.analysis || '{}').length === 30,
    );
    await fresh.waitForTimeout(400);
    assert.equal(new URL(fresh.url()).hash, '#mode=characters&length=30');
    assert.equal(await fresh.isChecked('#mode-characters'), true);
  });

  it('finds a site in the bundled database and uses its rules, kept by name in the fragment', async () => {
    const page = await open('/en/generator');
    await chooseMode(page, 'rules');
    await page.fill('#site', 'appl');
    await page.waitForSelector('#site-results button');
    const found = await page.$$eval('#site-results button', (buttons) => buttons.map((b: any) => b.textContent));
    assert.ok(found.includes('apple.com'), found.join());
    await page.click('#site-results button:text-is("apple.com")');
    assert.equal(await page.inputValue('#rules'), APPLE);
    assert.equal(await page.textContent('#site-status'), words('en', 'generator_site_chosen', { domain: 'apple.com' }));
    const chosen = await shown(page);
    assert.deepEqual(
      chosen.analysis,
      generatePasswords({ site: 'apple.com', length: 16, exclude_ambiguous: false }).analysis,
    );
    await page.waitForFunction(() => location.hash === '#mode=rules&site=apple.com');
    await page.reload();
    await page.waitForFunction((rules) => document.getElementById('rules').value === rules, APPLE);
    assert.deepEqual((await shown(page)).analysis, chosen.analysis);
    // A URL finds its site; an unknown one says so.
    await page.fill('#site', 'https://appleid.apple.com/sign-in');
    await page.waitForSelector('#site-results button:text-is("apple.com")');
    await page.fill('#site', 'qq');
    await page.waitForFunction(
      (none) => document.getElementById('site-status').textContent === none,
      words('en', 'generator_site_none'),
    );
    // A domain with no entry has no quirks: the default recipe, said beside the site field and the recipe.
    await page.fill('#site', 'github.com');
    await page.waitForFunction(
      (note) => document.getElementById('site-status').textContent === note,
      words('en', 'generator_note_no_site_rules', { site: 'github.com' }),
    );
    assert.equal(await page.inputValue('#rules'), '');
    assert.equal(await page.textContent('#settings-note'), words('en', 'generator_note_default_settings'));
    assert.deepEqual((await shown(page)).analysis, generatePasswords({ length: 16 }).analysis);
    await page.fill('#site', 'apple.com');
    await page.click('#site-results button:text-is("apple.com")');
    // A site whose rules cap the length below the current one sets a length they allow.
    const short = SITE_DOMAINS.find((domain) => {
      const parsed = parsePasswordRules(siteRules(domain)?.rules ?? '');
      return parsed.ok && (parsed.rules.maxLength ?? 64) < 16;
    }) as string;
    const max = (parsePasswordRules(siteRules(short)?.rules ?? '') as { rules: { maxLength: number } }).rules.maxLength;
    await page.fill('#site', short);
    await page.click(`#site-results button:text-is("${short}")`);
    assert.equal(await page.inputValue('#length'), String(max));
    assert.equal((await shown(page)).analysis.length, max);
  });

  it("fits the length into pasted rules' range and says so beside it, also from a shared link", async () => {
    const rules = 'minlength: 8; maxlength: 12; required: lower; required: upper; required: digit;';
    const note = words('en', 'generator_note_length_fitted', { length: 12, min: 8, max: 12 });
    const page = await open('/en/generator');
    await shown(page);
    await chooseMode(page, 'rules');
    await page.fill('#rules', rules);
    await page.waitForFunction(() => document.getElementById('length').value === '12');
    assert.equal(await page.textContent('#length-note'), note);
    assert.equal(await page.isVisible('#length-note'), true);
    assert.ok((await page.getAttribute('#length', 'aria-describedby'))?.split(' ').includes('length-note'));
    const pasted = await shown(page);
    assert.deepEqual(pasted.analysis, generatePasswords({ rules, exclude_ambiguous: false }).analysis);
    for (const password of pasted.passwords) assert.match(password, /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{12}$/);
    assert.equal(await page.textContent('#length-error'), '');
    // Rules that allow the wanted length give it back, and the note goes.
    await page.fill('#rules', 'minlength: 8; maxlength: 40;');
    await page.waitForFunction(() => document.getElementById('length').value === '16');
    assert.equal(await page.textContent('#length-note'), '');
    // A length the user sets is theirs: out of the rules' range, it is refused beside the length.
    await page.fill('#rules', rules);
    await page.waitForFunction(() => document.getElementById('length').value === '12');
    await page.fill('#length', '14');
    await page.waitForFunction(
      (text) => document.getElementById('length-error').textContent === text,
      words('en', 'generator_error_length', { min: 8, max: 12 }),
    );
    assert.equal(await page.textContent('#length-note'), '');
    // Another mode shows the length the user wanted, without the note.
    await page.fill('#length', '16');
    await page.fill('#rules', rules);
    await page.waitForFunction(() => document.getElementById('length').value === '12');
    await chooseMode(page, 'characters');
    await page.waitForFunction(() => document.getElementById('length').value === '16');
    assert.equal(await page.isVisible('#length-note'), false);

    // A shared link with the rules opens with passwords, not with the error.
    const shared = await open(`/en/generator#mode=rules&rules=${encodeURIComponent(rules)}`);
    const linked = await shown(shared);
    assert.equal(linked.analysis.length, 12);
    assert.equal(await shared.inputValue('#length'), '12');
    assert.equal(await shared.textContent('#length-note'), note);
    assert.equal(await shared.textContent('#length-error'), '');
  });

  it('says how each mode draws, takes Enter on a known site, shows its password, and breaks passphrases after a separator', async () => {
    const page = await open('/en/generator', { viewport: { width: 360, height: 740 } });
    await shown(page);
    const about = () =>
      page.$$eval('.about p', (ps) => ps.filter((p: any) => !p.hidden).map((p: any) => p.textContent));
    assert.deepEqual(await about(), [words('en', 'generator_about_characters'), words('en', 'generator_about_exact')]);
    await chooseMode(page, 'rules');
    assert.deepEqual(await about(), [words('en', 'generator_about_rules'), words('en', 'generator_about_exact')]);
    // No JSON names and no caret powers in the page's prose (the analysis as JSON, a disclosure of its own, aside).
    const text = await page.evaluate(() => {
      const prose = document.querySelector('main').cloneNode(true);
      for (const json of prose.querySelectorAll('pre.json')) json.remove();
      return prose.textContent;
    });
    assert.doesNotMatch(text, /10\^\d|"ceiling"/);

    // Enter on an exact domain chooses it, and the new password comes into view.
    await page.fill('#site', 'apple.com');
    await page.waitForSelector('#site-results button');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.press('#site', 'Enter');
    await page.waitForFunction((rules) => document.getElementById('rules').value === rules, APPLE);
    assert.equal(await page.textContent('#site-status'), words('en', 'generator_site_chosen', { domain: 'apple.com' }));
    await page.waitForFunction(() => {
      const box = document.getElementById('passwords').getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
    });

    // At 360 px a passphrase's lines end after a separator, never inside a word.
    await chooseMode(page, 'passphrase');
    await page.fill('#words', '10');
    const { passwords } = await shown(page);
    const breaks = await page.evaluate(() => {
      const code = document.querySelector('[data-password]');
      const walker = document.createTreeWalker(code, 4);
      const tops: { ch: string; top: number }[] = [];
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        for (let i = 0; i < node.textContent.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          tops.push({ ch: node.textContent[i], top: Math.round(range.getBoundingClientRect().top) });
        }
      }
      return tops.flatMap((item, i) => (i > 0 && item.top > (tops[i - 1]?.top ?? 0) ? [tops[i - 1]?.ch] : []));
    });
    assert.ok(breaks.length > 0, `one line: ${passwords[0]}`);
    assert.deepEqual(
      breaks,
      breaks.map(() => '-'),
      passwords[0],
    );
    await page.screenshot({ path: `${SCREENSHOTS}generator-passphrase-360.png`, fullPage: true });
  });

  it("shows each mode's problems beside their field, tied to it, in the page's language", async () => {
    for (const lang of ['en', 'de', 'ar'] as const) {
      const page = await open(`/${lang}/generator`);
      await shown(page);
      const expectBeside = async (field: string, key: PageKey, params: PageParams = {}) => {
        await page.waitForFunction(
          ([id, text]) => document.getElementById(id)?.textContent === text,
          [`${field}-error`, words(lang, key, params)],
        );
        assert.equal(await page.textContent('#problem'), words(lang, 'generator_no_passwords'));
        assert.equal(await page.$$eval('[data-password]', (e) => e.length), 0);
      };
      await page.fill('#min_digits', '30');
      await expectBeside('length', 'generator_error_minimums', { needed: 30, length: 16 });
      assert.equal(await page.getAttribute('#length', 'aria-invalid'), 'true');
      assert.ok((await page.getAttribute('#length', 'aria-describedby'))?.split(' ').includes('length-error'));
      await page.fill('#min_digits', '0');
      await page.fill('#symbol_set', 'abc');
      await expectBeside('symbol_set', 'generator_error_symbol_set');
      assert.equal(await page.getAttribute('#symbol_set', 'aria-invalid'), 'true');
      await page.fill('#symbol_set', '');
      await chooseMode(page, 'passphrase');
      await page.fill('#words', '2');
      await expectBeside('words', 'generator_error_range', { min: 3, max: 20 });
      await page.fill('#words', '6');
      await chooseMode(page, 'rules');
      await page.fill('#rules', 'required: nonsense');
      await expectBeside('rules', 'generator_error_rules', { part: 'nonsense', position: 11 });
      assert.ok((await page.getAttribute('#rules', 'aria-describedby'))?.split(' ').includes('rules-error'));
    }
  });

  it('axe-core finds no violation in any mode, language or width, with screenshots of each mode', async () => {
    for (const lang of LANGUAGES) {
      const tracked = await openTrackedPage(browser, { bypassCSP: true, viewport: { width: 1280, height: 900 } });
      openNow.push(tracked);
      const { page } = tracked;
      await page.goto(`${base}/${lang}/generator`);
      await shown(page);
      await page.addScriptTag({ path: AXE });
      for (const mode of ['characters', 'passphrase', 'rules'] as const) {
        await chooseMode(page, mode);
        if (mode === 'rules') {
          await page.fill('#site', 'apple');
          await page.waitForSelector('#site-results button');
        }
        await shown(page);
        for (const width of [1280, 360]) {
          await page.setViewportSize({ width, height: 900 });
          const violations = await page.evaluate(async () =>
            (await window.axe.run()).violations.map((v: any) => ({ id: v.id, nodes: v.nodes.length })),
          );
          assert.deepEqual(violations, [], `${lang} ${mode} ${width}`);
          assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360 || window.innerWidth > 360));
          if (mode !== 'characters' && ['en', 'es', 'ar'].includes(lang)) {
            await page.evaluate(() => document.activeElement?.blur());
            const name = `generator-${mode}-${lang}-${width === 360 ? '360' : 'desktop'}.png`;
            await page.screenshot({ path: `${SCREENSHOTS}${name}`, fullPage: true });
          }
        }
        await page.setViewportSize({ width: 1280, height: 900 });
      }
      await tracked.context.close();
      openNow.splice(openNow.indexOf(tracked), 1);
    }
  });

  it("draws a heavy recipe in its worker, showing nothing stale meanwhile, with the library's figures", async () => {
    // Over the page's work budget: the main thread defers it to the generator worker.
    const heavy = { length: 16, min_digits: 6, min_symbols: 6, max_sequential: 3, max_repeating: 2 };
    const page = await open(
      `/en/generator#mode=characters&length=16&min_digits=6&min_symbols=6&max_sequential=3&max_repeating=2`,
    );
    const { passwords, analysis } = await shown(page);
    assert.deepEqual(analysis, generatePasswords(heavy).analysis);
    for (const p of passwords) assert.ok(meetsRecipeOptions(p), p);
    const workers = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry: any) => new URL(entry.name).pathname)
        .filter((path: string) => path.startsWith('/assets/generator-worker.')),
    );
    assert.equal(workers.length, 1, 'the worker was not used');
    // A change to a light recipe is drawn at once on the page, and the worker's late answer is dropped.
    const lighter = generatePasswords({ ...heavy, min_digits: 1, min_symbols: 1 }).analysis;
    await page.fill('#min_digits', '1');
    await page.fill('#min_symbols', '1');
    await page.waitForFunction(
      (bits) => JSON.parse(document.getElementById('analysis')?.dataset.analysis || '{}').bits === bits,
      lighter.bits,
    );
    assert.deepEqual((await shown(page)).analysis, lighter);
  });

  it('no page opened above logged a console error, threw, or met a CSP violation', () => {
    assert.ok(opened.length >= 8);
    for (const [i, tracked] of opened.entries()) {
      assert.deepEqual(tracked.consoleErrors, [], `page ${i}`);
      assert.deepEqual(tracked.pageErrors, [], `page ${i}`);
      assert.deepEqual(tracked.cspViolations, [], `page ${i}`);
    }
  });
});
