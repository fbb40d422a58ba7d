/**
 * The checker's Web Worker. Told the page's language, it fetches the first part of that language's dictionaries
 * (same-origin hashed assets: the first words of every list), builds the checker and says it is ready; then it
 * fetches the rest, adds it, and says the dictionaries are complete. It runs off the page's main thread, so that
 * an estimate never freezes typing.
 */
import { type Checker, createChecker, dictionariesOf } from '../../checker/checker.js';
import { CHECKER_LANGUAGES, type CheckerPack, dictionaryAssetName } from '../../checker/language-dictionaries.js';
import type { Language } from '../../i18n/languages.js';
import type { CheckerStart, CheckerWorkerMessage, CheckRequest } from '../checker-messages.js';

/** Asset name (`checker-de-1.txt`) to its hashed path, written in by scripts/build-web.mjs. */
declare const PWGEN_CHECKER_DICTIONARIES: Readonly<Record<string, string>>;

interface WorkerScope {
  onmessage: ((event: MessageEvent<CheckerStart | CheckRequest>) => void) | null;
  postMessage(message: CheckerWorkerMessage): void;
}

const scope = self as unknown as WorkerScope;
const setupStart = performance.now();
let checker: Checker | undefined;
let complete = false;
const waiting: CheckRequest[] = [];

async function fetchPart(pack: CheckerPack, part: 1 | 2): Promise<readonly [string, string]> {
  const href = PWGEN_CHECKER_DICTIONARIES[dictionaryAssetName(pack, part)];
  if (href === undefined) throw new Error('no such dictionary');
  const response = await fetch(href);
  if (!response.ok) throw new Error('dictionary not loaded');
  return [pack, await response.text()];
}

function answer(request: CheckRequest): void {
  if (checker === undefined) {
    waiting.push(request);
    return;
  }
  const start = performance.now();
  const result = checker.check(request.password, request.lang, request.length);
  scope.postMessage({ type: 'result', id: request.id, result, complete, estimateMs: performance.now() - start });
}

async function start(lang: Language): Promise<void> {
  const packs = CHECKER_LANGUAGES[lang].packs;
  // Both parts are asked for at once; the first parts are built on as soon as they are in.
  const firstParts = Promise.all(packs.map((pack) => fetchPart(pack, 1)));
  const restParts = Promise.all(packs.map((pack) => fetchPart(pack, 2)));
  restParts.catch(() => undefined);
  checker = createChecker({ dictionaries: dictionariesOf(await firstParts) });
  scope.postMessage({ type: 'ready', setupMs: performance.now() - setupStart });
  for (const request of waiting.splice(0)) answer(request);
  for (const [pack, text] of await restParts) checker.addDictionary(pack, text);
  complete = true;
  scope.postMessage({ type: 'complete', setupMs: performance.now() - setupStart });
}

scope.onmessage = (event) => {
  const data = event.data;
  if (data.type === 'start') {
    const lang = Object.hasOwn(CHECKER_LANGUAGES, data.lang) ? data.lang : 'en';
    start(lang).catch(() => scope.postMessage({ type: 'failed' }));
    return;
  }
  const { id, password, length, lang } = data;
  if (typeof id !== 'number' || typeof password !== 'string' || typeof length !== 'number') return;
  answer({ ...data, lang: Object.hasOwn(CHECKER_LANGUAGES, lang) ? lang : 'en' });
};
