import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

// Browser globals, for the script the page runs (this file compiles without the DOM library).
declare const document: any;
declare const window: any;

/** A request the page made. */
export interface SeenRequest {
  readonly method: string;
  readonly url: string;
}

/** A page with everything it did recorded: requests, console errors, uncaught errors, CSP violations. */
export interface TrackedPage {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly requests: SeenRequest[];
  readonly consoleErrors: string[];
  readonly pageErrors: string[];
  /** CSP violations reported in the page (`securitypolicyviolation` events). */
  readonly cspViolations: string[];
}

/**
 * Opens a page in a context of its own (fresh storage, cookies and permissions)
 * and records what it does from its first request on, its worker's included.
 */
export async function openTrackedPage(browser: Browser, options: BrowserContextOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const tracked: TrackedPage = {
    context,
    page,
    requests: [],
    consoleErrors: [],
    pageErrors: [],
    cspViolations: [],
  };
  // A binding, not a page variable: it outlives navigations and the page itself.
  await page.exposeBinding('__reportCspViolation', (_source, violation: string) => {
    tracked.cspViolations.push(violation);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation(v: string): void }).__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event: any) => {
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  context.on('request', (request) => tracked.requests.push({ method: request.method(), url: request.url() }));
  page.on('console', (entry) => {
    if (entry.type() === 'error') tracked.consoleErrors.push(entry.text());
  });
  page.on('pageerror', (error) => tracked.pageErrors.push(error.message));
  page.on('worker', (worker) => {
    worker.on('console', (entry) => {
      if (entry.type() === 'error') tracked.consoleErrors.push(`worker: ${entry.text()}`);
    });
  });
  return tracked;
}
