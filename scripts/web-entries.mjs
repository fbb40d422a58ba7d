// @ts-check
/**
 * The browser bundles' entries: asset name (as the server asks for it) -> source. One list for
 * scripts/build-web.mjs and for the tests that build a small tree of their own (test/start.test.ts).
 */
export const WEB_ENTRIES = Object.freeze({
  'generator-page': 'src/web/browser/generator-page.ts',
  'checker-page': 'src/web/browser/checker-page.ts',
  'checker-worker': 'src/web/browser/checker-worker.ts',
  'generator-worker': 'src/web/browser/generator-worker.ts',
  pages: 'src/web/pages.css',
  'register-service-worker': 'src/web/browser/register-service-worker.ts',
  // Served at /sw.js by the server, with the release written in front of it (src/http/routes/pages.ts).
  'service-worker': 'src/web/browser/service-worker.ts',
});

/**
 * The entries built as ES modules with code splitting: what they import dynamically (the word lists, the sites'
 * database) becomes a chunk of its own, loaded only when asked for. The others are classic scripts (the workers
 * need no module support, and the checker page has nothing to load later). The checker's worker is a module of its own
 * ({@link WORKER_MODULE_ENTRIES}).
 */
export const MODULE_ENTRIES = Object.freeze(['generator-page']);

/**
 * The workers built as ES modules, each in one file (no chunk): the checker's worker loads its dictionaries with
 * `import()`, which, unlike a classic worker's `importScripts`, never blocks it while a file is on its way.
 */
export const WORKER_MODULE_ENTRIES = Object.freeze(['checker-worker']);

/**
 * The module whose `builtInWordListFiles` gives scripts/build-web.mjs the checker's word-list
 * asset (one same-origin script holding every built-in passphrase list, loaded by the checker's worker after its
 * first rating).
 */
export const CHECKER_WORD_LISTS_ENTRY = 'src/checker/builtin-word-lists.ts';
