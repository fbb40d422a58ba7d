/**
 * The checker's Web Worker, an ES module. Told the page's language, it loads the first part of that language's
 * dictionaries (same-origin hashed modules: the first words of every list), builds the checker and says it is
 * ready; then it asks for the rest and its languages' passphrase word lists all at once, and reads them a slice at
 * a time as they arrive, answering between slices; then the packs and word lists of the browser's other languages
 * (browserLanguages), and says the dictionaries are complete. Loading with `import()` never
 * blocks the worker (a classic worker's `importScripts` did, until each file had arrived), and no slice keeps a
 * rating waiting for long (docs/benchmarks.md). It runs off the page's main thread, so that an estimate never
 * freezes typing.
 */
import { type Checker, createChecker, dictionariesOf } from '../../checker/checker.js';
import { compactSlices } from '../../checker/compact-dictionary.js';
import {
  browserLanguagePacks,
  browserLanguageWordLists,
  CHECKER_LANGUAGES,
  type CheckerPack,
  DICTIONARY_PARTS,
  dictionaryAssetName,
} from '../../checker/language-dictionaries.js';
import { passphraseListsOf } from '../../checker/passphrase-lists.js';
import { decodeSharedPrefixes, SharedPrefixDecoder } from '../../checker/prefix-coding.js';
import { wordListAssetName } from '../../checker/word-list-assets.js';
import type { Language } from '../../i18n/languages.js';
import type { CheckerStart, CheckerWorkerMessage, CheckRequest } from '../checker-messages.js';

/** Asset name (`checker-de-1.txt`) to its hashed path, written in by scripts/build-web.mjs. */
declare const PWGEN_CHECKER_DICTIONARIES: Readonly<Record<string, string>>;

/**
 * Word lines read between two answers: reading 20,000 takes a few milliseconds in a warm worker and under 50 ms in
 * a cold one on the benchmark machine, so that a rating never waits longer for a slice (docs/benchmarks.md).
 */
export const SLICE_LINES = 20_000;

/** Coded lines decoded between two answers (src/checker/prefix-coding.ts): a warm step of 20,000 took 8-34 ms. */
export const DECODE_LINES = 10_000;

interface WorkerScope {
  onmessage: ((event: MessageEvent<CheckerStart | CheckRequest>) => void) | null;
  postMessage(message: CheckerWorkerMessage): void;
}

const scope = self as unknown as WorkerScope;
const setupStart = performance.now();
let checker: Checker | undefined;
let complete = false;
const waiting: CheckRequest[] = [];

/**
 * The text of one asset of PWGEN_CHECKER_DICTIONARIES (a dictionary part or the passphrase word lists): a
 * same-origin module whose default export is the text (the pages allow no fetch).
 */
async function loadAsset(name: string): Promise<string> {
  const href = PWGEN_CHECKER_DICTIONARIES[name];
  if (href === undefined) throw new Error('no such dictionary');
  const loaded: { readonly default?: unknown } = await import(href);
  if (typeof loaded.default !== 'string') throw new Error('dictionary not loaded');
  return loaded.default;
}

/** The first part of a pack's dictionary, with its pack: sent as it is read, not prefix-coded (scripts/build-web.mjs). */
async function firstPart(pack: CheckerPack): Promise<readonly [string, string]> {
  return [pack, await loadAsset(dictionaryAssetName(pack, 1))];
}

// A pause between slices, so that requests that came meanwhile are answered.
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

/** Reads its dictionaries into a checker a step at a time, pausing between steps to answer; times the longest step. */
class SteppedReader {
  longestStepMs = 0;

  constructor(private readonly checker: Checker) {}

  /** One step between two pauses. */
  async step(work: () => void): Promise<void> {
    await pause();
    const started = performance.now();
    work();
    this.longestStepMs = Math.max(this.longestStepMs, performance.now() - started);
  }

  /** A word list's file as coded on the wire, in one step. */
  addWordLists(coded: string): Promise<void> {
    return this.step(() => this.checker.addWordLists(passphraseListsOf(decodeSharedPrefixes(coded))));
  }

  /** A compact file of `pack` as coded on the wire, decoded {@link DECODE_LINES} then read {@link SLICE_LINES} lines a step. */
  async read(pack: CheckerPack, coded: string): Promise<void> {
    const decoder = new SharedPrefixDecoder(coded);
    for (let more = true; more; ) await this.step(() => (more = decoder.step(DECODE_LINES)));
    const slices = compactSlices(decoder.text(), SLICE_LINES);
    for (let slice = slices.next(); slice.done !== true; ) {
      const current = slice.value;
      await this.step(() => {
        this.checker.addDictionary(pack, current);
        slice = slices.next();
      });
    }
  }
}

async function start(lang: Language, preferred: readonly unknown[]): Promise<void> {
  const packs = CHECKER_LANGUAGES[lang].packs;
  const built = createChecker({ dictionaries: dictionariesOf(await Promise.all(packs.map(firstPart))) });
  checker = built;
  scope.postMessage({ type: 'ready', setupMs: performance.now() - setupStart });
  for (const request of waiting.splice(0)) answer(request);
  // Asked for together once the first rating can be made, so that they never slow it down; read in order.
  const rests = packs.map((pack) => loadAsset(dictionaryAssetName(pack, 2)));
  const wordLists = CHECKER_LANGUAGES[lang].wordLists.map((list) => loadAsset(wordListAssetName(list)));
  const reader = new SteppedReader(built);
  for (const [at, pack] of packs.entries()) await reader.read(pack, await (rests[at] as Promise<string>));
  for (const list of wordLists) await reader.addWordLists(await list);
  // The person's other languages (at most two), after the page's own: both parts of each of their packs, their lists.
  for (const pack of browserLanguagePacks(lang, preferred)) {
    for (const part of DICTIONARY_PARTS) await reader.read(pack, await loadAsset(dictionaryAssetName(pack, part)));
  }
  for (const list of browserLanguageWordLists(lang, preferred))
    await reader.addWordLists(await loadAsset(wordListAssetName(list)));
  complete = true;
  scope.postMessage({ type: 'complete', setupMs: performance.now() - setupStart, longestStepMs: reader.longestStepMs });
}

scope.onmessage = (event) => {
  const data = event.data;
  if (data.type === 'start') {
    const lang = Object.hasOwn(CHECKER_LANGUAGES, data.lang) ? data.lang : 'en';
    start(lang, Array.isArray(data.preferred) ? data.preferred : []).catch(() => scope.postMessage({ type: 'failed' }));
    return;
  }
  const { id, password, length, lang } = data;
  if (typeof id !== 'number' || typeof password !== 'string' || typeof length !== 'number') return;
  answer({ ...data, lang: Object.hasOwn(CHECKER_LANGUAGES, lang) ? lang : 'en' });
};
