/**
 * A person typing on the checker page while its dictionaries arrive (issue 41, item 2), for the first-visit
 * test and bench: one character every {@link KEYSTROKE_INTERVAL_MS} from the moment the field exists until the
 * worker has read everything, each keystroke's time and each rating's time taken in the page itself (from
 * navigation, `performance.now()`), by listeners set before the page's own scripts run.
 */
import type { Page } from 'playwright-core';

// Browser globals inside page callbacks (this file compiles without the DOM library).
declare const document: any;
declare const performance: any;
declare const MutationObserver: any;
declare const window: any;

/** A slower typist than most, so that every keystroke is rated before the next (the page rates at most every 120 ms). */
export const KEYSTROKE_INTERVAL_MS = 400;

export interface TypingDuringLoad {
  /** Navigation to the first rating shown. */
  readonly firstRatingMs: number;
  /** Navigation to the worker's word that its dictionaries are complete. */
  readonly completeMs: number;
  /** From the first rating on: for each keystroke, how long until a rating of that input (or a later one). */
  readonly waitsMs: readonly number[];
  /** The longest the worker read its dictionaries without a pause to answer (its own measure). */
  readonly longestStepMs: number;
  /** Keystrokes made after the first rating and before the dictionaries were complete. */
  readonly keysWhileLoading: number;
  /** Of those, the keystrokes whose own input was rated (not only a later one, after a wait). */
  readonly ownRatingsWhileLoading: number;
}

interface Recorded {
  readonly keys: { readonly at: number; readonly length: number }[];
  readonly ratings: { readonly at: number; readonly length: number }[];
  readonly complete: number | undefined;
  readonly longestStepMs: number | undefined;
}

/** Call before `page.goto`: records every input event and every rating the page shows. */
export async function recordCheckerTyping(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { keys: [] as unknown[], ratings: [] as unknown[] };
    window.__pwgenTyping = record;
    document.addEventListener(
      'input',
      (event: any) => record.keys.push({ at: performance.now(), length: [...event.target.value].length }),
      true,
    );
    document.addEventListener('DOMContentLoaded', () => {
      const analysis = document.getElementById('analysis');
      if (analysis === null) return;
      new MutationObserver(() => {
        const json = analysis.dataset.analysis ?? '';
        if (json !== '') record.ratings.push({ at: performance.now(), length: JSON.parse(json).length });
      }).observe(analysis, { attributes: true, attributeFilter: ['data-analysis'] });
    });
  });
}

async function recorded(page: Page): Promise<Recorded> {
  return page.evaluate(() => ({
    ...window.__pwgenTyping,
    // Measured from the page script's start mark: its end is the time from navigation.
    complete: ((entry: any) => (entry === undefined ? undefined : entry.startTime + entry.duration))(
      performance.getEntriesByName('pwgen:checker-complete')[0],
    ),
    longestStepMs: performance.getEntriesByName('pwgen:checker-longest-step')[0]?.detail?.ms,
  }));
}

/**
 * Waits for the checker field and focuses it, through the DevTools protocol. Not with `waitForSelector`: Playwright's
 * selector engine is a large script of its own, compiled in the page's renderer while the page loads, which a
 * person's browser never runs (60-110 ms of the renderer's main thread in a Chromium trace of a first visit, and the
 * first key 300-400 ms later than this way on a busy two-core machine).
 */
async function focusFieldOnceThere(page: Page, timeoutMs: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  try {
    const expression =
      "(() => { const field = document.getElementById('password'); field?.focus(); return field !== null; })()";
    for (const deadline = Date.now() + timeoutMs; ; ) {
      const { result } = await session.send('Runtime.evaluate', { expression, returnByValue: true });
      if (result.value === true) return;
      if (Date.now() > deadline) throw new Error('the checker field never appeared');
      await new Promise((poll) => setTimeout(poll, 5));
    }
  } finally {
    await session.detach();
  }
}

/** Types into the checker field, a key at a time, until the dictionaries are complete and two keys more. */
export async function typeDuringLoad(page: Page, timeoutMs = 120_000): Promise<TypingDuringLoad> {
  await focusFieldOnceThere(page, timeoutMs);
  const started = Date.now();
  const text = 'correct horse battery staple ';
  let afterComplete = 0;
  for (let typed = 0; afterComplete < 2; typed++) {
    if (Date.now() - started > timeoutMs) throw new Error('the checker did not complete its dictionaries');
    await page.keyboard.type(text[typed % text.length] as string);
    await page.waitForTimeout(KEYSTROKE_INTERVAL_MS);
    if ((await recorded(page)).complete !== undefined) afterComplete++;
  }
  await page.waitForTimeout(1_000);
  return summarise(await recorded(page));
}

function summarise({ keys, ratings, complete, longestStepMs }: Recorded): TypingDuringLoad {
  const first = ratings[0];
  if (first === undefined || complete === undefined) throw new Error('no rating, or never complete');
  const typed = keys.filter((key) => key.at >= first.at);
  const waitsMs = typed.map((key) => {
    const rating = ratings.find((r) => r.at >= key.at && r.length >= key.length);
    // A keystroke never rated is a wait without end.
    return rating === undefined ? Number.POSITIVE_INFINITY : rating.at - key.at;
  });
  const whileLoading = typed.filter((key) => key.at < complete);
  const own = whileLoading.filter((key) => ratings.some((r) => r.at >= key.at && r.length === key.length));
  return {
    firstRatingMs: first.at,
    completeMs: complete,
    longestStepMs: longestStepMs ?? Number.NaN,
    waitsMs,
    keysWhileLoading: whileLoading.length,
    ownRatingsWhileLoading: own.length,
  };
}
