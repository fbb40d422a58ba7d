import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { after, afterEach, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { createLanguageChecker } from '../src/checker/language-checker.js';
import { CHECK_FIELD_MAX_LENGTH, CHECK_MAX_LENGTH } from '../src/checker/limits.js';
import { loadConfig } from '../src/config.js';
import { scenarioRows } from '../src/engine/scenarios.js';
import { crackTimePhrase } from '../src/i18n/catalogue.js';
import { LANGUAGES, type Language } from '../src/i18n/languages.js';
import { type PageKey, type PageParams, pageCrackTime, pageWords } from '../src/i18n/pages/page-catalogue.js';
import { pageCatalogueOf } from '../src/i18n/pages/page-registry.js';
import { checkPassword, generatePasswords } from '../src/library.js';
import { type RunningService, start } from '../src/main.js';
import { DEFAULT_OPTIONS, GENERATE_OPTIONS } from '../src/options/options.js';
import { crackTimeSentence } from '../src/web/analysis-view.js';
import { FORM_CONTROLS as ALL_CONTROLS } from '../src/web/form-request.js';
import { scenarioCells, scenarioViews } from '../src/web/scenario-view.js';
import { openTrackedPage, type TrackedPage } from './support/browser.js';
import { CHECKER_AGREEMENT_INPUTS } from './support/checker-inputs.js';
import { chromiumSuite, launchChromium } from './support/chromium.js';
import { freePort } from './support/redis-server.js';
import { postJson } from './support/service.js';
import { chiSquarePValue, chiSquareUniform, countCharacters, UNIFORMITY_ALPHA } from './support/statistics.js';

/** The API's phrase as the pages write it: an exponent in superscript (10⁶⁹ for 10^69). */
function asOnPage(phrase: string): string {
  return phrase.replace(
    /10\^(\d+)/g,
    (_, digits: string) => `10${[...digits].map((d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(d)]).join('')}`,
  );
}

/** The library's message for options it refuses (the page is the same local package). */
function libraryRefusal(options: Record<string, unknown>): string {
  try {
    generatePasswords(options);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`expected ${JSON.stringify(options)} to be refused`);
}

/** The controls of the API's own options (the characters mode's first ones). */
const FORM_CONTROLS = ALL_CONTROLS.filter((c) => GENERATE_OPTIONS.some((o) => o.wire === c.name));

// Written out again, independently of src/core/alphabet.ts.
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '~!@#$%^&*()_+-=[]{};:,./<>?';
const AMBIGUOUS = '0O1Ilo';

// The compiled test runs from dist/test: screenshots go to dist/screenshots (docs/screenshots holds copies).
const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));
const AXE = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));

/** Generate options by wire name, as the API body takes them. */
type Options = Readonly<Record<string, number | boolean>>;

// Browser globals, for the callbacks that page.evaluate runs in the page (this file compiles without the DOM library).
declare const document: any;
declare const window: any;
declare const navigator: any;
declare const getComputedStyle: any;
declare const indexedDB: any;
declare const localStorage: any;
declare const sessionStorage: any;
declare const PerformanceObserver: any;
declare type HTMLElement = any;

function expectedPool(options: Options): string {
  let pool = '';
  if (options.lower ?? true) pool += LOWER;
  if (options.upper ?? true) pool += UPPER;
  if (options.digits ?? true) pool += DIGITS;
  if (options.symbols ?? true) pool += SYMBOLS;
  if (options.exclude_ambiguous) pool = [...pool].filter((ch) => !AMBIGUOUS.includes(ch)).join('');
  return pool;
}

/** Sets every control of the generator page (absent options take the API defaults), touching only those that differ. */
async function setOptions(page: Page, options: Options): Promise<void> {
  const current: Record<string, string | boolean> = await page.evaluate(
    (names: string[]) =>
      Object.fromEntries(
        names.map((name) => {
          const input = document.getElementById(name);
          return [name, input.type === 'checkbox' ? input.checked : input.value];
        }),
      ),
    FORM_CONTROLS.map((c) => c.name),
  );
  for (const control of FORM_CONTROLS) {
    const value =
      options[control.name] ??
      (control.kind === 'number' ? control.value : control.kind === 'checkbox' && control.checked);
    if (control.kind === 'number') {
      if (current[control.name] !== String(value)) await page.fill(`#${control.name}`, String(value));
    } else if (current[control.name] !== value) {
      await page.setChecked(`#${control.name}`, value as boolean);
    }
  }
}

async function shownPasswords(page: Page): Promise<string[]> {
  return page.$$eval('[data-password]', (elements) => elements.map((e) => (e as HTMLElement).dataset.password ?? ''));
}

/** The scenarios' table under the crack time, as the cells of each row. */
async function shownScenarios(page: Page): Promise<string[][]> {
  return page.$$eval('#scenarios-body tr', (rows) =>
    rows.map((row) =>
      Array.from((row as HTMLElement).querySelectorAll('td'), (cell: HTMLElement) => cell.textContent ?? ''),
    ),
  );
}

/** The rows the page should show for an expected work, in its language; `atMost` for a checker estimate from patterns. */
function expectedScenarios(lang: Language, log10Guesses: number, atMost = false): string[][] {
  return scenarioViews(log10Guesses, pageCatalogueOf(lang), atMost).map((row) => [...scenarioCells(row)]);
}

async function dataAnalysis(page: Page): Promise<string> {
  return (await page.getAttribute('[data-analysis]', 'data-analysis')) ?? '';
}

/** Types a password into the checker and waits for the estimate of exactly that input. */
async function checkInPage(page: Page, password: string): Promise<Record<string, unknown>> {
  await page.fill('#password', '');
  await page.waitForFunction(() => document.getElementById('analysis')?.dataset.analysis === '');
  await page.fill('#password', password);
  const length = [...password].length;
  await page.waitForFunction((expected) => {
    const json = document.getElementById('analysis')?.dataset.analysis ?? '';
    return json !== '' && JSON.parse(json).length === expected;
  }, length);
  return JSON.parse(await dataAnalysis(page));
}

/** A page's words in a language, from its catalogue. */
function words(lang: Language, key: PageKey, params: PageParams = {}): string {
  return pageWords(pageCatalogueOf(lang), key, params);
}

async function waitUntilCheckerReady(page: Page, lang: Language): Promise<void> {
  const ready = words(lang, 'checker_ready');
  await page.waitForFunction((text) => document.getElementById('checker-status')?.textContent === text, ready, {
    timeout: 60_000,
  });
}

/**
 * Waits until the page's worker has every dictionary and word list: a rating taken before may go down when they
 * arrive, and the page then rates again, so a test that reads the page's text after a rating waits for this first.
 */
async function waitUntilCheckerComplete(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('pwgen:checker-complete').length > 0, undefined, {
    timeout: 60_000,
  });
}

const englishChecker = await createLanguageChecker('en');

describe('the pages in Chromium', { ...chromiumSuite('pages'), timeout: 600_000 }, () => {
  let service: RunningService;
  let browser: Browser;
  let base: string;
  // Every page opened, for the final check of console errors and CSP violations; each test closes its own.
  const opened: TrackedPage[] = [];
  const openNow: TrackedPage[] = [];

  const open = async (path: string, options: Parameters<typeof openTrackedPage>[1] = {}): Promise<TrackedPage> => {
    const tracked = await openTrackedPage(browser, options);
    opened.push(tracked);
    openNow.push(tracked);
    await tracked.page.goto(`${base}${path}`);
    return tracked;
  };

  afterEach(async () => {
    for (const tracked of openNow.splice(0)) await tracked.context.close();
  });

  // Closes a page as soon as a test is done with it: a test that opens many (every language) keeps one at a time.
  const close = async (tracked: TrackedPage): Promise<void> => {
    const at = openNow.indexOf(tracked);
    if (at >= 0) openNow.splice(at, 1);
    await tracked.context.close();
  };

  before(async () => {
    // A default configuration: SITE_URL and PUBLIC_BASE_URL are left to their defaults (http://localhost:PORT).
    const port = await freePort();
    service = await start(loadConfig({ PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' }));
    base = service.url;
    browser = await launchChromium();
    mkdirSync(SCREENSHOTS, { recursive: true });
  });

  after(async () => {
    await browser?.close();
    await service?.close();
  });

  it('the link in a generate notice and the checker_url of /v1/check open working pages', async () => {
    const notice = (await postJson(`${service.url}/v1/generate?lang=es`)).body.notice as string;
    const generatorUrl = /(http:\/\/localhost:\d+\/es\/generator)$/.exec(notice)?.[1];
    assert.ok(generatorUrl, notice);
    const checkerUrl = (await postJson(`${service.url}/v1/check?lang=es`)).body.checker_url as string;
    assert.match(checkerUrl, /^http:\/\/localhost:\d+\/es\/checker$/);
    const generator = await openTrackedPage(browser);
    opened.push(generator);
    openNow.push(generator);
    assert.equal((await generator.page.goto(generatorUrl))?.status(), 200);
    assert.equal((await shownPasswords(generator.page)).length, 1);
    assert.equal(await generator.page.textContent('h1'), 'Generador de contraseñas');
    const checker = await openTrackedPage(browser);
    opened.push(checker);
    openNow.push(checker);
    assert.equal((await checker.page.goto(checkerUrl))?.status(), 200);
    await waitUntilCheckerReady(checker.page, 'es');
  });

  it('generator shows passwords at once, and its data-analysis is the API analysis for the same options (en, es, de, ja, ar)', async () => {
    const cases: Options[] = [
      {},
      { length: 4, count: 3 },
      { length: 64, count: 20, upper: false, digits: false, symbols: false, no_repeats: true },
      { length: 12, lower: false, upper: false, symbols: false, exclude_ambiguous: true },
      { length: 20, lower: false, upper: false, digits: false },
      { length: 33, count: 5, lower: false, exclude_ambiguous: true, no_repeats: true },
      { length: 16, exclude_ambiguous: true },
    ];
    for (const lang of ['en', 'es', 'de', 'ja', 'ar'] as const) {
      const { page } = await open(`/${lang}/generator`);
      assert.equal((await shownPasswords(page)).length, 1, 'passwords on load');
      // Other pages show their own words over the English analysis: two cases show that nothing else changes.
      for (const options of lang === 'en' || lang === 'es' ? cases : cases.slice(0, 2)) {
        await setOptions(page, options);
        const api = await postJson(`${service.url}/v1/generate?lang=${lang}`, options);
        assert.equal(api.status, 200);
        const what = `${lang} ${JSON.stringify(options)}`;
        assert.equal(await dataAnalysis(page), JSON.stringify(api.body.analysis), what);
        const seconds = api.body.analysis.crack_time_log10_seconds as number;
        const shown = await page.textContent('#crack-time');
        assert.equal(shown, crackTimeSentence(seconds, pageCatalogueOf(lang)), what);
        if (lang === 'en' || lang === 'es') {
          // English and Spanish pages give the crack time exactly as the API and the CLI do.
          const time = asOnPage(crackTimePhrase(lang, seconds));
          assert.equal(shown, pageWords(pageCatalogueOf(lang), 'page_crack_time', { time }), what);
        }
        // The scenarios under it: the library's rows, in the page's words; in English and Spanish, the CLI's phrases.
        const scenarios = await shownScenarios(page);
        const log10Guesses = api.body.analysis.log10_guesses as number;
        assert.deepEqual(scenarios, expectedScenarios(lang, log10Guesses), what);
        if (lang === 'en' || lang === 'es') {
          const times = scenarioRows(log10Guesses, lang).map((row) =>
            asOnPage(crackTimePhrase(lang, row.crack_time_log10_seconds)),
          );
          assert.deepEqual(
            scenarios.map((cells) => cells[3]),
            times,
            what,
          );
        }
        const passwords = await shownPasswords(page);
        assert.equal(passwords.length, options.count ?? DEFAULT_OPTIONS.count, what);
        const pool = expectedPool(options);
        for (const password of passwords) {
          assert.equal(password.length, options.length ?? DEFAULT_OPTIONS.length, what);
          assert.ok(
            [...password].every((ch) => pool.includes(ch)),
            `${what}: ${password}`,
          );
          if (options.no_repeats) assert.doesNotMatch(password, /(.)\1/, what);
        }
      }
    }
  });

  it('generator shows each problem beside its field, tied to it, in the API words for en and es', async () => {
    const fieldHolds = (page: Page, field: string, errorId: string) =>
      page.evaluate(
        ([f, e]) =>
          (document.getElementById(f).closest('.field, fieldset') as HTMLElement).contains(document.getElementById(e)),
        [field, errorId],
      );
    for (const lang of ['en', 'es', 'de'] as const) {
      const { page } = await open(`/${lang}/generator`);
      const none = { lower: false, upper: false, digits: false, symbols: false };
      await setOptions(page, none);
      const expectedTypes = words(lang, 'error_empty_alphabet');
      if (lang !== 'de') {
        const api = await postJson(`${service.url}/v1/generate?lang=${lang}`, none);
        assert.equal(api.body.error, 'empty_alphabet');
        assert.equal(expectedTypes, api.body.message);
      }
      assert.equal(await page.textContent('#types-error'), expectedTypes);
      assert.equal(await page.getAttribute('#types-error', 'role'), 'alert');
      assert.equal(await page.getAttribute('#types', 'aria-describedby'), 'types-error');
      assert.equal(await page.getAttribute('#lower', 'aria-invalid'), 'true');
      assert.ok(await fieldHolds(page, 'types', 'types-error'));
      assert.equal(await page.textContent('#problem'), words(lang, 'generator_no_passwords'));
      assert.deepEqual(await shownPasswords(page), []);
      assert.equal(await dataAnalysis(page), '');
      await setOptions(page, {});
      assert.equal(await page.textContent('#types-error'), '');
      assert.equal(await page.textContent('#problem'), '');
      assert.equal(await page.getAttribute('#lower', 'aria-invalid'), null);
      for (const [field, value, body] of [
        ['length', '3', { length: 3 }],
        ['count', '101', { count: 101 }],
      ] as const) {
        await page.fill(`#${field}`, value);
        const control = FORM_CONTROLS.find((c) => c.name === field);
        const expected = words(lang, `error_invalid_${field}`, {
          min: control?.kind === 'number' ? control.min : 0,
          max: control?.kind === 'number' ? control.max : 0,
        });
        // The page is the local package: its ranges and words are the library's (the API keeps 4-64, 1-20).
        if (lang !== 'de') assert.equal(expected, libraryRefusal({ ...body, lang }));
        assert.equal(await page.textContent(`#${field}-error`), expected, `${lang} ${field}`);
        // The error describes its field (the length also names its note on fitting rules' lengths).
        const describedBy = (await page.getAttribute(`#${field}`, 'aria-describedby'))?.split(' ') ?? [];
        assert.ok(describedBy.includes(`${field}-error`), `${lang} ${field}: ${describedBy.join(' ')}`);
        assert.equal(await page.getAttribute(`#${field}`, 'aria-invalid'), 'true');
        assert.ok(await fieldHolds(page, field, `${field}-error`));
        assert.deepEqual(await shownPasswords(page), []);
        await setOptions(page, {});
        assert.equal(await page.textContent(`#${field}-error`), '');
      }
    }
  });

  it('generator characters drawn in the browser are uniform (chi-square over 5,120) and no_repeats never repeats', async () => {
    const { page } = await open('/en/generator');
    await setOptions(page, { length: 64, count: 20 });
    const passwords: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.click('#regenerate');
      passwords.push(...(await shownPasswords(page)));
    }
    const counts = countCharacters(expectedPool({}), passwords);
    assert.equal(
      counts.reduce((a, b) => a + b, 0),
      5120,
    );
    const p = chiSquarePValue(chiSquareUniform(counts), counts.length - 1);
    assert.ok(p > UNIFORMITY_ALPHA, `p = ${p}`);

    const digitsOnly = { lower: false, upper: false, symbols: false, exclude_ambiguous: true, no_repeats: true };
    await setOptions(page, { ...digitsOnly, length: 64, count: 20 });
    const pool = expectedPool(digitsOnly);
    assert.equal(pool, '23456789');
    const transitions = new Array<number>(64).fill(0);
    for (let i = 0; i < 25; i++) {
      await page.click('#regenerate');
      for (const password of await shownPasswords(page)) {
        assert.doesNotMatch(password, /(.)\1/, password);
        for (let j = 1; j < password.length; j++) {
          const cell = pool.indexOf(password[j - 1] as string) * 8 + pool.indexOf(password[j] as string);
          transitions[cell] = (transitions[cell] as number) + 1;
        }
      }
    }
    const offDiagonal = transitions.filter((_, cell) => cell % 9 !== 0);
    const q = chiSquarePValue(chiSquareUniform(offDiagonal), offDiagonal.length - 1);
    assert.ok(q > UNIFORMITY_ALPHA, `p = ${q}`);
  });

  it('generator copies a password with a button that says which, announces it politely, and regenerates on request', async () => {
    const tracked = await open('/en/generator');
    const { page, context } = tracked;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await setOptions(page, { count: 3 });
    const before = await shownPasswords(page);
    const second = page.getByRole('button', { name: 'Copy password 2' });
    await second.click();
    await page.waitForFunction(
      (text) => document.getElementById('copy-status')?.textContent === text,
      'Password 2 copied to the clipboard.',
    );
    assert.equal(await page.getAttribute('#copy-status', 'role'), 'status');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), before[1]);
    await page.click('#regenerate');
    const after = await shownPasswords(page);
    assert.equal(after.length, 3);
    assert.notDeepEqual(after, before);
    // The status was about a password no longer shown: Regenerate and a mode change clear it.
    assert.equal(await page.textContent('#copy-status'), '');
    await page.getByRole('button', { name: 'Copy password 1' }).click();
    await page.waitForFunction(() => document.getElementById('copy-status')?.textContent !== '');
    await page.check('#mode-passphrase');
    await page.waitForFunction(() => document.getElementById('copy-status')?.textContent === '');
  });

  it('generator works from the keyboard with a visible focus', async () => {
    const { page } = await open('/en/generator');
    const focused: string[] = [];
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      const { id, outline } = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        if (element === document.body) return { id: '', outline: '' };
        const style = getComputedStyle(element);
        return {
          id: element.id || element.getAttribute('aria-label') || element.textContent || '',
          outline: `${style.outlineStyle} ${style.outlineWidth}`,
        };
      });
      if (id === '') break;
      focused.push(id);
      assert.match(outline, /^solid [3-9]px$/, `focus ring of ${id}`);
    }
    for (const id of ['length-slider', 'length', 'count', 'lower', 'symbols', 'no_repeats', 'regenerate']) {
      assert.ok(focused.includes(id), `${id} not reached by Tab: ${focused.join(', ')}`);
    }
    assert.ok(focused.includes('Copy password 1'));
    await page.focus('#digits');
    await page.keyboard.press('Space');
    assert.equal(JSON.parse(await dataAnalysis(page)).pool, 79);
    const before = await shownPasswords(page);
    await page.focus('#regenerate');
    await page.keyboard.press('Enter');
    assert.notDeepEqual(await shownPasswords(page), before);
    await page.focus('#length');
    await page.keyboard.press('ArrowUp');
    assert.equal((await shownPasswords(page))[0]?.length, 17);
    assert.equal(await page.inputValue('#length-slider'), '17');
  });

  it('checker gives level 0 and a warning for "password" in English and Spanish, and equals the shared engine', async () => {
    for (const lang of ['en', 'es'] as const) {
      // The engine with the page language's dictionaries and feedback, as the page's worker has them.
      const node = lang === 'en' ? englishChecker : await createLanguageChecker(lang);
      const { page } = await open(`/${lang}/checker`);
      await waitUntilCheckerReady(page, lang);
      const result = await checkInPage(page, 'password');
      assert.deepEqual(Object.keys(result), [
        'length',
        'log10_guesses',
        'crack_time_log10_seconds',
        'crack_time',
        'level',
        'level_scale',
        'ceiling',
        'truncated',
        'warning',
        'suggestions',
        'breach',
      ]);
      assert.equal(result.level, 0);
      assert.equal(result.ceiling, true);
      assert.equal(
        result.warning,
        lang === 'en' ? 'This is a heavily used password.' : 'Es de las contraseñas más usadas.',
      );
      assert.deepEqual(result, JSON.parse(JSON.stringify(node.check('password', lang))));
      assert.equal(
        await page.textContent('#warning'),
        words(lang, 'checker_warning', { warning: result.warning as string }),
      );
      assert.equal(await page.textContent('#ceiling'), words(lang, 'checker_ceiling_true'));
      const random = Array.from({ length: 40 }, () => (LOWER + UPPER + DIGITS + SYMBOLS)[randomInt(89)]).join('');
      const strong = await checkInPage(page, random);
      assert.equal(strong.level, 4);
      assert.equal(strong.warning, null);
      assert.deepEqual(strong, JSON.parse(JSON.stringify(node.check(random, lang))));
      assert.equal(
        await page.textContent('#ceiling'),
        words(lang, strong.ceiling ? 'checker_ceiling_true' : 'checker_ceiling_false'),
      );
    }
  });

  it("checker adds the packs of the browser's other languages after its own, and equals the engine with them", async () => {
    // A German word that English and the common passwords do not hold.
    const word = 'schmetterling';
    const german = await checkPassword(word, { lang: 'de' });
    const english = await checkPassword(word, { lang: 'en' });
    assert.ok(german.log10_guesses < english.log10_guesses - 5);
    for (const [locale, expected] of [
      ['en-US', english],
      ['de-DE', german],
    ] as const) {
      const { page } = await open('/en/checker', { locale });
      await page.waitForFunction(() => performance.getEntriesByName('pwgen:checker-complete').length > 0, null, {
        timeout: 60_000,
      });
      const result = await checkInPage(page, word);
      // The English page's words (warning, suggestions) with the German pack's dictionaries added.
      assert.equal(result.log10_guesses, expected.log10_guesses, locale);
      assert.equal(result.level, expected.level, locale);
    }
  });

  it('checker says "at most" and what the ceiling means in the page language (en, es, de, ja, ar)', async () => {
    const patterned = 'elefantes y jirafas azules de 1987 y caballos';
    for (const lang of ['en', 'es', 'de', 'ja', 'ar'] as const) {
      const { page } = await open(`/${lang}/checker`);
      await waitUntilCheckerReady(page, lang);
      await waitUntilCheckerComplete(page);
      const result = await checkInPage(page, patterned);
      assert.equal(result.ceiling, true, lang);
      const seconds = result.crack_time_log10_seconds as number;
      const shown = await page.textContent('#crack-time');
      assert.equal(shown, crackTimeSentence(seconds, pageCatalogueOf(lang), true), lang);
      // Every scenario is an upper bound too.
      assert.deepEqual(await shownScenarios(page), expectedScenarios(lang, result.log10_guesses as number, true), lang);
      assert.ok(shown?.includes(pageCrackTime(pageCatalogueOf(lang), seconds, true)), `${lang}: ${shown}`);
      if (lang === 'en' || lang === 'es') {
        const time = asOnPage(crackTimePhrase(lang, seconds, true));
        assert.equal(shown, pageWords(pageCatalogueOf(lang), 'page_crack_time', { time }), lang);
      }
      assert.equal(await page.textContent('#ceiling'), words(lang, 'checker_ceiling_true'), lang);
    }
  });

  it("checker data-analysis equals checkPassword to full precision on the generator's own passwords", async () => {
    const { page } = await open('/en/checker');
    await waitUntilCheckerReady(page, 'en');
    await waitUntilCheckerComplete(page);
    for (const length of [8, 12, 16, 24, 48]) {
      const password = generatePasswords({ length }).passwords[0] as string;
      const shown = await checkInPage(page, password);
      const expected = await checkPassword(password, { lang: 'en' });
      assert.deepEqual(shown, JSON.parse(JSON.stringify(expected)), `length ${length}`);
      // The checker's rows are those of its figure: for a password it finds no pattern in, the generator's own.
      assert.deepEqual(await shownScenarios(page), expectedScenarios('en', expected.log10_guesses, expected.ceiling));
      assert.equal(shown.log10_guesses, expected.log10_guesses);
      if (expected.ceiling === false) {
        assert.equal(await page.textContent('#ceiling'), words('en', 'checker_ceiling_false'));
        assert.doesNotMatch((await page.textContent('#crack-time')) ?? '', /at most/);
      }
    }
  });

  it('checker data-analysis equals checkPassword to full precision on passphrases and other writings', async () => {
    const { page } = await open('/en/checker');
    await waitUntilCheckerReady(page, 'en');
    // The passphrase word lists arrive with the dictionaries' second parts, after the first rating.
    await waitUntilCheckerComplete(page);
    for (const password of CHECKER_AGREEMENT_INPUTS) {
      const shown = await checkInPage(page, password);
      assert.deepEqual(shown, JSON.parse(JSON.stringify(await checkPassword(password, { lang: 'en' }))), password);
    }
  });

  it("checker stays responsive on a 10 MB paste (no task over 200 ms), and sends only the field's size", async () => {
    const { page } = await open('/en/checker');
    await waitUntilCheckerReady(page, 'en');
    await page.evaluate(() => {
      const tasks: number[] = [];
      (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
      new PerformanceObserver((list: any) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    // Count what the page sends to its worker: at most the field's size may cross.
    await page.evaluate(() => {
      const sent: number[] = [];
      (window as unknown as { __sent: number[] }).__sent = sent;
      const prototype = (
        globalThis as unknown as { Worker: { prototype: { postMessage: (...args: unknown[]) => void } } }
      ).Worker.prototype;
      const post = prototype.postMessage;
      prototype.postMessage = function (this: unknown, ...args: unknown[]) {
        const data = args[0] as { password?: unknown } | undefined;
        if (typeof data?.password === 'string') sent.push(data.password.length);
        return post.apply(this, args);
      };
    });
    // Inserted as a paste is (Input.insertText), so that the field's maxlength applies as it does to a paste.
    const block = Array.from({ length: 4096 }, () => SYMBOLS[randomInt(SYMBOLS.length)]).join('');
    const paste = block.repeat((10 * 1024 * 1024) / block.length);
    await page.focus('#password');
    await page.keyboard.insertText(paste);
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('xyz');
    const value = await page.inputValue('#password');
    assert.equal(value.length, CHECK_FIELD_MAX_LENGTH);
    assert.equal(value, `${paste.slice(0, CHECK_FIELD_MAX_LENGTH - 1)}x`);
    await page.waitForFunction((expected) => {
      const json = document.getElementById('analysis')?.dataset.analysis ?? '';
      return json !== '' && JSON.parse(json).length === expected;
    }, CHECK_FIELD_MAX_LENGTH);
    assert.equal(
      await page.textContent('#truncated'),
      words('en', 'checker_truncated', { max: CHECK_MAX_LENGTH, length: CHECK_FIELD_MAX_LENGTH }),
    );
    const shown = JSON.parse(await dataAnalysis(page));
    assert.deepEqual(shown, JSON.parse(JSON.stringify(await checkPassword(value, { lang: 'en' }))));
    const sent = await page.evaluate(() => (window as unknown as { __sent: number[] }).__sent);
    assert.ok(sent.length > 0 && sent.every((length) => length <= CHECK_FIELD_MAX_LENGTH), `sent: ${sent.join(', ')}`);
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    assert.ok(Math.max(0, ...longTasks) < 200, `main-thread tasks: ${longTasks.join(', ')} ms`);
  });

  it('checker hides and shows the password with a toggle button, and stores nothing anywhere', async () => {
    const { page, context } = await open('/es/checker');
    await waitUntilCheckerReady(page, 'es');
    const url = page.url();
    await checkInPage(page, 'Tr0ub4dor&3');
    const toggle = page.getByRole('button', { name: words('es', 'checker_show') });
    assert.equal(await page.getAttribute('#password', 'type'), 'password');
    await toggle.focus();
    await page.keyboard.press('Enter');
    assert.equal(await page.getAttribute('#password', 'type'), 'text');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    await page.keyboard.press('Space');
    assert.equal(await page.getAttribute('#password', 'type'), 'password');
    assert.equal(page.url(), url);
    const stored = await page.evaluate(async () => ({
      local: localStorage.length,
      session: sessionStorage.length,
      cookie: document.cookie,
      databases: (await indexedDB.databases()).length,
    }));
    assert.deepEqual(stored, { local: 0, session: 0, cookie: '', databases: 0 });
    assert.deepEqual(await context.cookies(), []);
  });

  it('a page makes only same-origin GETs of its own assets while it starts, and none when used', async () => {
    const generator = await open('/en/generator');
    const checker = await open('/en/checker');
    await waitUntilCheckerReady(checker.page, 'en');
    // The service worker's first-visit copy (docs/pages.md, "Offline") is part of the start: wait until it is kept.
    for (const { page } of [generator, checker]) {
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    }
    const startup = [...generator.requests, ...checker.requests];
    // The service worker keeps the pages of every language, not only those of the visit.
    const languages = LANGUAGES.join('|');
    const ownPath = new RegExp(
      `^/(${languages})/(generator|checker|manifest\\.webmanifest)$|^/sw\\.js$|^/assets/[\\w-]+\\.[A-Z0-9]+\\.(js|css)$`,
    );
    for (const request of startup) {
      assert.equal(request.method, 'GET', request.url);
      const url = new URL(request.url);
      assert.equal(url.origin, base, request.url);
      assert.match(url.pathname, ownPath, request.url);
    }
    // Once for the page's preload, once for the worker itself (from the browser's cache), once for the service
    // worker's copy.
    assert.equal(checker.requests.filter((r) => r.url.includes('/assets/checker-worker.')).length, 3);

    const seen = { generator: generator.requests.length, checker: checker.requests.length };
    await setOptions(generator.page, { length: 30, count: 4, symbols: false, no_repeats: true });
    await generator.page.click('#regenerate');
    await generator.page.getByRole('button', { name: 'Copy password 1' }).click();
    await checkInPage(checker.page, 'correct horse battery staple');
    await checkInPage(checker.page, 'password1');
    await checker.page.click('#toggle-visibility');
    await checker.page.click('summary');
    assert.deepEqual(generator.requests.slice(seen.generator), []);
    assert.deepEqual(checker.requests.slice(seen.checker), []);
  });

  it('axe-core finds no violation on either page, in any of the 18 languages, at 1280 and 360 pixels', async () => {
    for (const lang of LANGUAGES) {
      for (const path of ['generator', 'checker']) {
        // axe is injected as a script of the test's own, so this context alone bypasses the CSP.
        const tracked = await openTrackedPage(browser, { bypassCSP: true, viewport: { width: 1280, height: 900 } });
        const { page } = tracked;
        await page.goto(`${base}/${lang}/${path}`);
        if (path === 'checker') {
          await waitUntilCheckerReady(page, lang);
          await checkInPage(page, 'password');
        } else {
          await setOptions(page, { count: 3 });
        }
        await page.click('summary');
        await page.addScriptTag({ path: AXE });
        for (const width of [1280, 360]) {
          await page.setViewportSize({ width, height: 900 });
          const violations = await page.evaluate(async () => {
            const axe = (
              window as unknown as {
                axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> };
              }
            ).axe;
            const results = await axe.run();
            return results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }));
          });
          assert.deepEqual(violations, [], `${lang} ${path} ${width}`);
        }
        if (path === 'generator') {
          // The same with a problem shown beside its field.
          await page.fill('#length', '3');
          const withProblem = await page.evaluate(async () => (await (window as any).axe.run()).violations.length);
          assert.equal(withProblem, 0, `${lang} ${path} with a problem`);
        }
        await tracked.context.close();
      }
    }
  });

  it('at 360 pixels the passwords come first, and the checker field takes the width with its button under it', async () => {
    for (const lang of ['en', 'es', 'de', 'ar'] as const) {
      const { page } = await open(`/${lang}/generator`, { viewport: { width: 360, height: 740 } });
      const layout = await page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector).getBoundingClientRect();
        return { password: box('[data-password]'), options: box('.options'), length: box('#length') };
      });
      assert.ok(layout.password.bottom <= 740, `${lang}: first password at y=${layout.password.top}`);
      assert.ok(layout.password.bottom <= layout.options.top, `${lang}: the options come after the passwords`);
      await page.fill('#length', '3');
      const error = await page.evaluate(() => {
        const input = document.getElementById('length').getBoundingClientRect();
        const message = document.getElementById('length-error').getBoundingClientRect();
        return { gap: message.top - input.bottom, height: message.height };
      });
      assert.ok(
        error.height > 0 && error.gap >= 0 && error.gap < 24,
        `${lang}: error under its field ${JSON.stringify(error)}`,
      );

      const checker = (await open(`/${lang}/checker`, { viewport: { width: 360, height: 740 } })).page;
      const field = await checker.evaluate(() => {
        const row = document.querySelector('.password-row').getBoundingClientRect();
        const input = document.getElementById('password').getBoundingClientRect();
        const button = document.getElementById('toggle-visibility').getBoundingClientRect();
        return { row: row.width, input: input.width, inputBottom: input.bottom, buttonTop: button.top };
      });
      assert.ok(field.input >= field.row - 1 && field.input > 250, `${lang}: input ${field.input} of ${field.row}`);
      assert.ok(field.buttonTop >= field.inputBottom, `${lang}: the show button is under the field`);
    }
  });

  it('clears the clipboard 30 s after a copy if it still holds the password, and leaves anything else', async () => {
    const tracked = await openTrackedPage(browser);
    opened.push(tracked);
    openNow.push(tracked);
    const { page, context } = tracked;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await page.clock.install();
    await page.goto(`${base}/fr/generator`);
    assert.equal(await page.getAttribute('#main', 'data-clipboard-clear-ms'), '30000');
    const [password] = await shownPasswords(page);
    const read = () => page.evaluate(() => navigator.clipboard.readText());
    await page.getByRole('button', { name: words('fr', 'generator_copy_label', { n: 1 }) }).click();
    await page.waitForFunction(() => document.getElementById('copy-status')?.textContent !== '');
    assert.equal(await read(), password);
    await page.clock.runFor(29_000);
    assert.equal(await read(), password, 'still there before 30 s');
    await page.clock.runFor(1_500);
    await page.waitForFunction(
      (text) => document.getElementById('copy-status')?.textContent === text,
      words('fr', 'generator_clipboard_cleared'),
    );
    assert.equal(await read(), '');

    await page.getByRole('button', { name: words('fr', 'generator_copy_label', { n: 1 }) }).click();
    await page.waitForFunction(() => document.getElementById('copy-status')?.textContent !== '');
    assert.equal(await read(), password);
    await page.evaluate(() => navigator.clipboard.writeText('something else'));
    await page.clock.runFor(31_000);
    // Waiting for something not to happen: give the page's read-and-compare (real promises) ample time.
    await page.waitForTimeout(500);
    assert.equal(await read(), 'something else', 'what the user copied since is left alone');
  });

  it('without the read permission, clears only if the page kept the focus since the copy', async () => {
    for (const blurred of [false, true]) {
      const tracked = await openTrackedPage(browser);
      opened.push(tracked);
      openNow.push(tracked);
      const { page, context } = tracked;
      await context.grantPermissions(['clipboard-write'], { origin: base });
      await page.clock.install();
      await page.goto(`${base}/en/generator`);
      const [password] = await shownPasswords(page);
      await page.getByRole('button', { name: 'Copy password 1' }).click();
      await page.waitForFunction(() => document.getElementById('copy-status')?.textContent !== '');
      // The user went elsewhere (to paste, or to copy something else): the page cannot know what the clipboard holds.
      if (blurred) await page.evaluate(() => window.dispatchEvent(new Event('blur')));
      await page.clock.runFor(30_500);
      if (!blurred) {
        await page.waitForFunction(
          (text) => document.getElementById('copy-status')?.textContent === text,
          words('en', 'generator_clipboard_cleared'),
        );
      } else {
        // Waiting for something not to happen: the page's decision takes a few real promises.
        await page.waitForTimeout(500);
      }
      // Read only now, so that the page decided without the permission.
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
      const held = await page.evaluate(() => navigator.clipboard.readText());
      assert.equal(held, blurred ? password : '', blurred ? 'left alone after a blur' : 'cleared');
      await context.close();
    }
  });

  it('is usable 360 pixels wide (no sideways scrolling) in every language, with screenshots at 1280 and 360', async () => {
    // One page at a time: 36 pages open at once, each checker with its worker's dictionaries, made the test slow
    // enough to fail on a loaded machine.
    for (const lang of LANGUAGES) {
      const generator = await open(`/${lang}/generator`, { viewport: { width: 1280, height: 900 } });
      const { page } = generator;
      await setOptions(page, { length: 20, count: 3 });
      await page.evaluate(() => document.activeElement?.blur());
      await page.screenshot({ path: `${SCREENSHOTS}generator-${lang}-desktop.png`, fullPage: true });
      await page.setViewportSize({ width: 360, height: 780 });
      await setOptions(page, { length: 64, count: 20 });
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360), `${lang} generator`);
      await setOptions(page, { length: 20, count: 3 });
      await page.evaluate(() => document.activeElement?.blur());
      await page.screenshot({ path: `${SCREENSHOTS}generator-${lang}-360.png`, fullPage: true });
      await close(generator);

      const checkerPage = await open(`/${lang}/checker`, { viewport: { width: 1280, height: 900 } });
      const checker = checkerPage.page;
      await waitUntilCheckerReady(checker, lang);
      await checkInPage(checker, 'Tr0ub4dor&3');
      await checker.evaluate(() => document.activeElement?.blur());
      await checker.screenshot({ path: `${SCREENSHOTS}checker-${lang}-desktop.png`, fullPage: true });
      await checker.setViewportSize({ width: 360, height: 780 });
      await checkInPage(checker, `Tr0ub4dor&3${'x'.repeat(70)}`);
      assert.ok(await checker.evaluate(() => document.documentElement.scrollWidth <= 360), `${lang} checker`);
      await checkInPage(checker, 'Tr0ub4dor&3');
      await checker.evaluate(() => document.activeElement?.blur());
      await checker.screenshot({ path: `${SCREENSHOTS}checker-${lang}-360.png`, fullPage: true });
      await close(checkerPage);
    }
  });

  it('no page opened above logged a console error, threw, or met a CSP violation', async () => {
    assert.ok(opened.length >= 12);
    for (const [i, tracked] of opened.entries()) {
      const url = `page ${i}`;
      assert.deepEqual(tracked.consoleErrors, [], url);
      assert.deepEqual(tracked.pageErrors, [], url);
      assert.deepEqual(tracked.cspViolations, [], url);
    }
  });
});
