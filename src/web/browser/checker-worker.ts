/**
 * The checker's Web Worker: it builds the checker (zxcvbn-ts with its
 * dictionaries and the passphrase word lists, bundled into this script, so
 * nothing is fetched later) and answers each request. It runs off the page's main thread, so that an
 * estimate never freezes typing.
 */
import { loadChecker } from '../../checker/checker.js';
import { DEFAULT_MESSAGES_LANGUAGE, isMessagesLanguage } from '../../i18n/registry.js';
import type { CheckerWorkerMessage, CheckRequest } from '../checker-messages.js';

interface WorkerScope {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage(message: CheckerWorkerMessage): void;
}

const scope = self as unknown as WorkerScope;
const setupStart = performance.now();
// A classic worker script has no top-level await: requests wait until the checker is built and the page is told.
void loadChecker().then((checker) => {
  scope.onmessage = (event) => {
    const { id, password, length, lang } = event.data;
    if (typeof id !== 'number' || typeof password !== 'string' || typeof length !== 'number') return;
    const start = performance.now();
    const result = checker.check(password, isMessagesLanguage(lang) ? lang : DEFAULT_MESSAGES_LANGUAGE, length);
    scope.postMessage({ type: 'result', id, result, estimateMs: performance.now() - start });
  };
  scope.postMessage({ type: 'ready', setupMs: performance.now() - setupStart });
});
