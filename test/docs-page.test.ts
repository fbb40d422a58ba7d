/**
 * The reference at /docs in a real browser (Debian's Chromium). The page is
 * loaded from the service's public URL (PUBLIC_BASE_URL, mapped to the test's
 * loopback port), as a reader would load it: it shows every endpoint, an
 * error's `docs` link lands on that error's explanation, "try it out" sends a
 * request, and no request leaves the origin, nothing breaks the
 * Content-Security-Policy and nothing is logged as an error. The tests share
 * one page and run in order: rendering the reference takes seconds.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { RunningService } from '../src/main.js';
import { ERROR_STATUS } from '../src/options/problems.js';
import { chromiumSuite, launchChromium } from './support/chromium.js';
import { rawRequest } from './support/raw-http.js';
import { postJson, startTestService } from './support/service.js';

const ORIGIN = 'http://pw.example';
/** Another name of the same service, as a reader might open it (the host's name, 127.0.0.1 or localhost). */
const OTHER_ORIGIN = 'http://other.example';
const OPERATIONS = [
  'POST /v1/generate',
  'POST /v1/check',
  'GET /',
  'GET /openapi.json',
  'GET /docs',
  'GET /healthz',
  'GET /readyz',
  'POST /mcp',
];

// Page functions run in the browser; this project's tests compile without the DOM library,
// so they reach the page's globals through `globalThis as any`.

// Waits for Swagger UI to have rendered every operation of the document.
const rendered = (page: Page) =>
  page.waitForFunction(
    (count) => (globalThis as any).document.querySelectorAll('#swagger-ui .opblock').length === count,
    OPERATIONS.length,
  );

// Waits until the element with this id is the :target and fully in view (or fills the view from its top).
const landedOn = (page: Page, id: string) =>
  page.waitForFunction((targetId) => {
    const { document, innerHeight } = globalThis as any;
    const target = document.getElementById(targetId);
    if (target === null || !target.matches(':target')) return false;
    const { top, bottom } = target.getBoundingClientRect();
    return top >= 0 && (bottom <= innerHeight || top < innerHeight / 4);
  }, id);

describe('the reference page at /docs in Chromium', chromiumSuite('docs page'), () => {
  let service: RunningService;
  let browser: Browser;
  let page: Page;
  const requests: string[] = [];
  const problems: string[] = [];
  const violations: string[] = [];

  before(async () => {
    service = await startTestService({ PUBLIC_BASE_URL: ORIGIN });
    const host = new URL(service.url).host;
    browser = await launchChromium({ 'pw.example': host, 'other.example': host });
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.on('request', (request) => requests.push(request.url()));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    // A violation of the Content-Security-Policy is an event on the document: report each, from every load.
    await page.exposeFunction('reportViolation', (violation: string) => violations.push(violation));
    await page.addInitScript(() => {
      const page = globalThis as any;
      page.document.addEventListener('securitypolicyviolation', (event: any) => {
        page.reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
  });
  after(async () => {
    await browser?.close();
    await service?.close();
  });

  it('loads with a Content-Security-Policy allowing no inline script or style and no other origin', async () => {
    const response = await page.goto(`${ORIGIN}/docs`);
    assert.equal(response?.status(), 200);
    const csp = response?.headers()['content-security-policy'] ?? '';
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /script-src 'self';/);
    assert.match(csp, /style-src 'self';/);
    assert.doesNotMatch(csp, /unsafe|https?:\/\/(?!pw\.example)/);
    await rendered(page);
  });

  it('shows every endpoint of the document, its description and its schemas', async () => {
    const shown = await page.$$eval('#swagger-ui .opblock-summary', (summaries) =>
      summaries.map((summary: any) => {
        const method = summary.querySelector('.opblock-summary-method')?.textContent ?? '';
        const path = summary.querySelector('.opblock-summary-path')?.getAttribute('data-path') ?? '';
        return `${method} ${path}`;
      }),
    );
    assert.deepEqual([...shown].sort(), [...OPERATIONS].sort());
    assert.ok(requests.includes(`${ORIGIN}/openapi.json`), 'rendered from the served document');
    const text = (await page.locator('#swagger-ui').textContent()) ?? '';
    for (const words of [
      'Generate passwords with an exact analysis',
      'Security notice',
      'GenerateResponse',
      'ErrorCode',
    ]) {
      assert.ok(text.includes(words), words);
    }
  });

  it('has an explanation with a stable anchor for every error code the API can return', async () => {
    const entries = await page.$$eval('#errors article.error', (articles) =>
      articles.map((article: any) => ({ id: article.id as string, text: (article.textContent ?? '') as string })),
    );
    assert.deepEqual(
      entries.map((entry) => entry.id),
      Object.keys(ERROR_STATUS),
    );
    for (const { id, text } of entries) {
      assert.ok(text.includes(`HTTP ${ERROR_STATUS[id as keyof typeof ERROR_STATUS]}`), id);
      assert.ok(text.includes('What to do:'), id);
      assert.ok(text.includes(`"docs": "${ORIGIN}/docs#${id}"`), `${id}: the example body links here`);
    }
  });

  it("a real error's docs link lands on that error's explanation, on a fresh load and within the page", async () => {
    const answers = [
      await postJson(`${service.url}/v1/generate`, { lenght: 20 }),
      await postJson(`${service.url}/v1/check`, {}),
      await rawRequest(`${service.url}/nowhere`),
      await postJson(`${service.url}/v1/generate`, { length: 3 }),
    ];
    // The first link is opened as a new page load: Swagger UI then renders the operations above
    // the catalogue, and the page scrolls to the anchor again. The others are followed in the page.
    await page.goto('about:blank');
    for (const { body } of answers) {
      const link = new URL(body.docs);
      assert.equal(`${link.origin}${link.pathname}${link.hash}`, `${ORIGIN}/docs#${body.error}`);
      await page.goto(link.href);
      await rendered(page);
      await landedOn(page, body.error);
      const heading = (await page.locator(`#${body.error} h3`).textContent()) ?? '';
      assert.ok(heading.startsWith(body.error), heading);
    }
  });

  it('tries a request from the page: POST /v1/generate, answered 200', async () => {
    const operation = page.locator('#operations-Passwords-generatePasswords');
    await operation.locator('.opblock-summary').click();
    await operation.getByRole('button', { name: 'Try it out' }).click();
    await operation.locator('textarea.body-param__text').fill('{"length": 20, "count": 2}');
    await operation.getByRole('button', { name: 'Execute' }).click();
    const status = operation.locator('.live-responses-table .response .response-col_status').first();
    await status.waitFor();
    assert.equal((await status.textContent())?.trim(), '200');
    const answer = JSON.parse(
      (await operation.locator('.live-responses-table .highlight-code code').first().textContent()) ?? '',
    );
    assert.equal(answer.passwords.length, 2);
    assert.equal(answer.passwords[0].length, 20);
    assert.ok(requests.includes(`${ORIGIN}/v1/generate`));
  });

  it('tries a request when opened under another name than PUBLIC_BASE_URL: it goes to the page origin', async () => {
    // The document's server is http://pw.example; the page is opened under another name.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const other = await context.newPage();
      const sent: string[] = [];
      other.on('request', (request) => sent.push(request.url()));
      await other.goto(`${OTHER_ORIGIN}/docs`);
      await rendered(other);
      const operation = other.locator('#operations-Passwords-generatePasswords');
      await operation.locator('.opblock-summary').click();
      await operation.getByRole('button', { name: 'Try it out' }).click();
      await operation.getByRole('button', { name: 'Execute' }).click();
      const status = operation.locator('.live-responses-table .response .response-col_status').first();
      await status.waitFor();
      assert.equal((await status.textContent())?.trim(), '200');
      assert.ok(sent.includes(`${OTHER_ORIGIN}/v1/generate`), sent.join('\n'));
      assert.deepEqual(
        sent.filter((url) => url.startsWith(ORIGIN)),
        [],
      );
    } finally {
      await context.close();
    }
  });

  it('shows no Swagger UI error box (the document is valid; its jsonSchemaDialect is not an error)', async () => {
    const boxes = await page.$$eval('#swagger-ui .errors-wrapper', (found) => found.map((box: any) => box.textContent));
    assert.deepEqual(boxes, []);
    const text = await page.evaluate(() => (globalThis as any).document.body.textContent as string);
    assert.doesNotMatch(text, /jsonSchemaDialect/);
  });

  it('at 360 px, /docs#% renders without an uncaught error and no operation id breaks mid-word', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    try {
      const narrow = await context.newPage();
      const errors: string[] = [];
      narrow.on('pageerror', (error) => errors.push(error.message));
      // A fragment that is not valid percent-encoding: decodeURIComponent would throw on it.
      assert.equal((await narrow.goto(`${ORIGIN}/docs#%`))?.status(), 200);
      await rendered(narrow);
      const ids = await narrow.$$eval('#swagger-ui .opblock-summary-operation-id', (elements) =>
        elements.map((element: any) => {
          const range = (globalThis as any).document.createRange();
          range.selectNodeContents(element);
          return { id: element.textContent as string, lines: range.getClientRects().length as number };
        }),
      );
      assert.equal(ids.length, OPERATIONS.length);
      for (const { id, lines } of ids) assert.equal(lines, 1, `${id} is broken over ${lines} lines`);
      const overflow = await narrow.evaluate(() => (globalThis as any).document.documentElement.scrollWidth as number);
      assert.ok(overflow <= 360, `the page is ${overflow} px wide`);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('made no request outside the origin, broke no Content-Security-Policy rule and logged no error', async () => {
    assert.deepEqual(violations, []);
    assert.deepEqual(problems, []);
    assert.ok(requests.length >= 6, requests.join('\n'));
    assert.deepEqual(
      requests.filter((url) => !url.startsWith(`${ORIGIN}/`) && !url.startsWith('data:') && url !== 'about:blank'),
      [],
    );
  });
});
