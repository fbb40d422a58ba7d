/**
 * The checker's Web Worker. Told the page's language, it loads the first part of that language's dictionaries
 * (same-origin hashed scripts: the first words of every list), builds the checker and says it is ready; then it
 * loads the rest and the passphrase word lists, adds them, and says the dictionaries are complete. It runs off the page's main thread, so that
 * an estimate never freezes typing.
 */
import { type Checker, createChecker, dictionariesOf } from '../../checker/checker.js';
import { CHECKER_LANGUAGES, type CheckerPack, dictionaryAssetName } from '../../checker/language-dictionaries.js';
import { passphraseListsOf } from '../../checker/passphrase-lists.js';
import { WORD_LISTS_ASSET } from '../../checker/word-list-assets.js';
import type { Language } from '../../i18n/languages.js';
import type { CheckerStart, CheckerWorkerMessage, CheckRequest } from '../checker-messages.js';

/** Asset name (`checker-de-1.txt`) to its hashed path, written in by scripts/build-web.mjs. */
declare const PWGEN_CHECKER_DICTIONARIES: Readonly<Record<string, string>>;

interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string },
  ): { createScriptURL(url: string): unknown };
}

interface WorkerScope {
  onmessage: ((event: MessageEvent<CheckerStart | CheckRequest>) => void) | null;
  postMessage(message: CheckerWorkerMessage): void;
  importScripts(...urls: unknown[]): void;
  trustedTypes?: TrustedTypesFactory;
  /** Called by each dictionary script (scripts/build-web.mjs) with its text. */
  pwgenCheckerDictionary?: (text: string) => void;
}

const scope = self as unknown as WorkerScope;
const setupStart = performance.now();
let checker: Checker | undefined;
let complete = false;
const waiting: CheckRequest[] = [];

// The pages require Trusted Types for script URLs; the worker's one policy admits only its dictionaries' paths.
const DICTIONARY_PATHS = new Set(Object.values(PWGEN_CHECKER_DICTIONARIES));
const policy = scope.trustedTypes?.createPolicy('pwgen-worker', {
  createScriptURL: (candidate) => {
    if (!DICTIONARY_PATHS.has(candidate)) throw new TypeError('not a dictionary of the checker');
    return candidate;
  },
});

/**
 * The text of one part of a pack's dictionary: a same-origin script (the pages allow no fetch), run with
 * importScripts, which hands its text to pwgenCheckerDictionary.
 */
function loadPart(pack: CheckerPack, part: 1 | 2): readonly [string, string] {
  return [pack, loadAsset(dictionaryAssetName(pack, part))];
}

/** The text of one asset of PWGEN_CHECKER_DICTIONARIES (a dictionary part or the passphrase word lists). */
function loadAsset(name: string): string {
  const href = PWGEN_CHECKER_DICTIONARIES[name];
  if (href === undefined) throw new Error('no such dictionary');
  let text: string | undefined;
  scope.pwgenCheckerDictionary = (given) => {
    text = given;
  };
  scope.importScripts(policy === undefined ? href : policy.createScriptURL(href));
  if (text === undefined) throw new Error('dictionary not loaded');
  return text;
}

// A pause between parts, so that requests that came meanwhile are answered.
const pause = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

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
  checker = createChecker({ dictionaries: dictionariesOf(packs.map((pack) => loadPart(pack, 1))) });
  scope.postMessage({ type: 'ready', setupMs: performance.now() - setupStart });
  for (const request of waiting.splice(0)) answer(request);
  for (const pack of packs) {
    await pause();
    const [, text] = loadPart(pack, 2);
    checker.addDictionary(pack, text);
  }
  await pause();
  checker.addWordLists(passphraseListsOf(loadAsset(WORD_LISTS_ASSET)));
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
