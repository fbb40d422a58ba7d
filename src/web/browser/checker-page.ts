/**
 * The checker page's script. The estimate runs in a Web Worker; the page
 * tells it its language (whose dictionaries it loads: the first words of every
 * list, then the rest), sends it the field's value at once and then at most
 * every 120 ms while typing, keeps one request in flight and shows only the answer for
 * the latest input. While the rest of the dictionaries is on its way, a result
 * says that it may still go down, and it is asked again when they are in.
 * Nothing is stored, put in the URL or sent over the network.
 */
import { CHECK_FIELD_MAX_LENGTH, cutToCodePoints } from '../../checker/limits.js';
import { applyLanguage } from '../../i18n/languages.js';
import { pageWords } from '../../i18n/pages/page-catalogue.js';
import { checkerResultView } from '../analysis-view.js';
import type { CheckerWorkerMessage, CheckRequest } from '../checker-messages.js';
import { PAGE_BUSY_ATTRIBUTE, PAGE_SETTLED } from '../offline.js';
import { deviceCountFormat } from '../scenario-view.js';
import { byId, pageCatalogue, setListItems, showScenarioRows } from './dom.js';
import { startWorker } from './worker-script.js';

/**
 * At most one request to the worker in this many ms: the first keystroke after a quiet spell is rated at once, and
 * keystrokes that follow within it are rated together at its end (long enough to skip most of fast typing, short
 * enough to feel live).
 */
const QUIET_MS = 120;

// The page's own language (of 18): it chooses the dictionaries and the feedback's words. The catalogue is in the
// head, before this script.
const lang = applyLanguage(document.documentElement.lang).links;
const catalogue = pageCatalogue();
// This script is async: it starts the worker as soon as it arrives, and may run before the body is parsed. Its
// elements are read once it is (bindPage), and nothing that uses them runs before.
let maxLength = 0;
let input: HTMLInputElement;
let toggle: HTMLButtonElement;
let status: HTMLParagraphElement;
let summary: HTMLParagraphElement;
let resultSection: HTMLElement;
let analysisElement: HTMLPreElement;
let parsed = false;
const untilParsed: (() => void)[] = [];

let ready = false;
let complete = false;
let inFlight = false;
let version = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
/** When the next request may go without waiting (performance.now()). */
let quietUntil = 0;

function send(): void {
  timer = undefined;
  // Sent before the worker is ready too: it keeps the request and answers it as soon as its checker is built,
  // a round trip sooner than if the page waited for its word.
  if (inFlight) return;
  if (input.value === '') {
    clearResult();
    return;
  }
  inFlight = true;
  // At most the field's size crosses to the worker (a value set by a script may be longer): the checker reads
  // patterns in the first CHECK_MAX_LENGTH characters and passphrases in the whole.
  const { analysed, length } = cutToCodePoints(input.value, CHECK_FIELD_MAX_LENGTH);
  const request: CheckRequest = { type: 'check', id: version, password: analysed, length, lang };
  worker.postMessage(request);
}

function clearResult(): void {
  resultSection.hidden = true;
  analysisElement.textContent = '';
  analysisElement.dataset.analysis = '';
  summary.textContent = '';
  status.textContent = pageWords(catalogue, ready ? 'checker_ready' : 'checker_loading');
}

function showText(id: string, text: string | null): void {
  const element = byId(id);
  element.textContent = text ?? '';
  element.hidden = text === null;
}

function showResult(view: ReturnType<typeof checkerResultView>): void {
  byId<HTMLMeterElement>('level-meter').value = view.level;
  // Level 0 fills nothing: the stylesheet marks the empty bar itself (pages.css).
  byId('level-meter').dataset.level = String(view.level);
  byId('level-words').textContent = view.levelWords;
  byId('crack-time').textContent = view.crackTime;
  showScenarioRows(view.scenarios);
  byId('guesses').textContent = view.guesses;
  byId('ceiling').textContent = view.ceiling;
  showText('truncated', view.truncated);
  showText('warning', view.warning);
  showText('pending', complete ? null : pageWords(catalogue, 'checker_pending'));
  setListItems(byId('suggestions'), view.suggestions);
  byId('suggestions-block').hidden = view.suggestions.length === 0;
  analysisElement.textContent = view.json;
  analysisElement.dataset.analysis = view.json;
  resultSection.hidden = false;
  status.textContent = '';
  summary.textContent = `${view.levelWords}. ${view.crackTime}`;
}

/** The dictionaries are in, or will not come: the service worker may now keep the page (register-service-worker.ts). */
function settle(): void {
  document.documentElement.removeAttribute(PAGE_BUSY_ATTRIBUTE);
  document.dispatchEvent(new Event(PAGE_SETTLED));
}

function onWorkerMessage(event: MessageEvent<CheckerWorkerMessage>): void {
  const data = event.data;
  if (data.type === 'complete' || data.type === 'failed') settle();
  if (data.type === 'failed') {
    // Without the first part there is no checker; without the rest, results keep saying they may go down.
    if (!ready) status.textContent = pageWords(catalogue, 'checker_failed');
    return;
  }
  if (data.type !== 'result') {
    if (data.longestStepMs !== undefined)
      performance.mark('pwgen:checker-longest-step', { detail: { ms: data.longestStepMs } });
    ready = true;
    complete ||= data.type === 'complete';
    performance.measure(
      data.type === 'ready' ? 'pwgen:checker-setup' : 'pwgen:checker-complete',
      'pwgen:checker-start',
    );
    // The number format of the first result, made while the worker makes its first estimate rather than when it
    // answers; not before, when the main thread's time goes to starting the worker.
    if (data.type === 'ready') deviceCountFormat(catalogue.code);
    if (input.value === '') status.textContent = pageWords(catalogue, 'checker_ready');
    // A request sent before the worker was ready is answered next, with what it has now.
    else if (data.type === 'ready') send();
    // An answer in flight was made without the rest: when it comes back, its input is asked about again.
    else if (inFlight) version++;
    else send();
    return;
  }
  inFlight = false;
  performance.measure('pwgen:checker-estimate', {
    start: performance.now() - data.estimateMs,
    duration: data.estimateMs,
  });
  if (data.id === version) {
    if (input.value === '') clearResult();
    else showResult(checkerResultView(data.result, maxLength, catalogue));
  } else if (timer === undefined) {
    // The input changed while the worker was busy and its pause is over: ask about the latest.
    send();
  }
}

/** Runs `work` now if the page is parsed, else once it is. */
function onceParsed(work: () => void): void {
  if (parsed) work();
  else untilParsed.push(work);
}

performance.mark('pwgen:checker-start');
document.documentElement.setAttribute(PAGE_BUSY_ATTRIBUTE, '');
const workerUrl = document.currentScript instanceof HTMLScriptElement ? document.currentScript.dataset.worker : '';
const worker = startWorker(workerUrl ?? '', 'module');
worker.addEventListener('message', (event) => onceParsed(() => onWorkerMessage(event)));
worker.postMessage({ type: 'start', lang, preferred: [...navigator.languages] });
worker.addEventListener('error', () => {
  settle();
  onceParsed(() => {
    status.textContent = pageWords(catalogue, 'checker_failed');
  });
});

function bindPage(): void {
  maxLength = Number(byId('main').dataset.maxLength);
  input = byId<HTMLInputElement>('password');
  toggle = byId<HTMLButtonElement>('toggle-visibility');
  status = byId<HTMLParagraphElement>('checker-status');
  summary = byId<HTMLParagraphElement>('result-summary');
  resultSection = byId<HTMLElement>('result');
  analysisElement = byId<HTMLPreElement>('analysis');
  input.addEventListener('input', onInput);
  toggle.addEventListener('click', onToggle);
  parsed = true;
  for (const work of untilParsed.splice(0)) work();
  // Typed before this script ran: asked about at once.
  if (input.value !== '') send();
}

function onInput(): void {
  version++;
  // A request already waiting for the quiet spell's end will send the latest value.
  if (timer !== undefined) return;
  const now = performance.now();
  if (now >= quietUntil) {
    quietUntil = now + QUIET_MS;
    send();
  } else
    timer = setTimeout(() => {
      quietUntil = performance.now() + QUIET_MS;
      send();
    }, quietUntil - now);
}

function onToggle(): void {
  const show = toggle.getAttribute('aria-pressed') !== 'true';
  toggle.setAttribute('aria-pressed', String(show));
  input.type = show ? 'text' : 'password';
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', bindPage, { once: true });
else bindPage();
