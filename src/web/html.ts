/**
 * The pages' HTML, rendered on the server as strings (pure: no DOM, no Node).
 * Every word comes from the catalogue; no inline script or style, so that the
 * Content-Security-Policy needs neither 'unsafe-inline' nor a nonce.
 */

import { escapeHtml } from '../core/html-escape.js';
import type { Language } from '../i18n/languages.js';
import {
  type PageCatalogue,
  type PageKey,
  type PageParams,
  pageDecimal,
  pageWords,
} from '../i18n/pages/page-catalogue.js';
import type { MessagesLanguage } from '../i18n/registry.js';
import { manifestPath } from './offline.js';

/** A built asset: its URL path and its Subresource Integrity value. */
export interface AssetRef {
  readonly href: string;
  readonly integrity: string;
  /** An ES module (`type="module"`, deferred by nature), which may load chunks of its own. */
  readonly module?: boolean;
}

/** The built assets the pages reference. */
export interface PageAssets {
  readonly stylesheet: AssetRef;
  readonly generatorScript: AssetRef;
  readonly checkerScript: AssetRef;
  /** Loaded by `new Worker(href)`, which has no integrity check: its name carries its content hash. */
  readonly checkerWorker: AssetRef;
  /**
   * The first part of each pack's checker dictionary (`checker-{pack}-1.txt`), by pack: the page asks for its
   * language's with the worker, so that they are on their way while the page's own script loads.
   */
  readonly checkerFirstParts: Readonly<Record<string, AssetRef>>;
  /** Draws the recipes too heavy for the generator page's main thread (`new Worker(href)`, hashed name). */
  readonly generatorWorker: AssetRef;
  /** Registers the service worker that keeps the pages for offline use. */
  readonly registration: AssetRef;
}

/** The two pages. */
export type PageName = 'generator' | 'checker';

/** Everything a page depends on besides its own content. */
export interface PageContext {
  /** The language of `data-analysis` (the API's messages language of the path). */
  readonly messages: MessagesLanguage;
  /** The path's language: every visible word, `<html lang>` and `dir`. */
  readonly links: Language;
  readonly catalogue: PageCatalogue;
  readonly docsUrl: string;
  readonly assets: PageAssets;
  /** The number of sites in the bundled password-rules database (the generator's site search says it). */
  readonly siteCount: number;
  /** What keeping every language offline downloads, in MB (10^6 bytes, brotli as served), said beside the control. */
  readonly offlineMegabytes: number;
}

/** The escaped message `key` of the page's language. */
export function words(context: PageContext, key: PageKey, params: PageParams = {}): string {
  return escapeHtml(pageWords(context.catalogue, key, params));
}

/** The id of the element that hands the page's catalogue to its script. */
export const CATALOGUE_ELEMENT_ID = 'page-catalogue';

/**
 * The page's catalogue as a JSON data block, which is not a script (the CSP
 * does not apply to it): the page script reads it instead of bundling every
 * language. `<` is escaped so that no text can close the element.
 */
function catalogueBlock(catalogue: PageCatalogue): string {
  const json = JSON.stringify(catalogue).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${CATALOGUE_ELEMENT_ID}">${json}</script>`;
}

/** The path of a page in a links language. */
export function pagePath(page: PageName, lang: Language): string {
  return `/${lang}/${page}`;
}

function navigation(context: PageContext, current: PageName): string {
  const item = (page: PageName, key: PageKey) =>
    `<li><a href="${pagePath(page, context.links)}"${page === current ? ' aria-current="page"' : ''}>${words(context, key)}</a></li>`;
  return `<nav aria-label="${words(context, 'page_nav_label')}"><ul>${item('generator', 'page_nav_generator')}${item('checker', 'page_nav_checker')}<li><a rel="help" href="${escapeHtml(context.docsUrl)}">${words(context, 'page_nav_reference')}</a></li></ul></nav>`;
}

/**
 * The control that keeps every language offline (hidden until the registration script, which
 * handles it, finds a service worker): its label says how much it downloads; the worker's answer
 * is said in the status line beside it.
 */
function offlineFooter(context: PageContext): string {
  const size = pageDecimal(context.catalogue, context.offlineMegabytes, 1);
  return `<footer class="site-footer" id="keep-every-language-control" hidden><button type="button" id="keep-every-language" data-kept="${words(context, 'offline_kept_all')}" data-failed="${words(context, 'offline_keep_failed')}">${words(context, 'offline_keep_all', { size })}</button><p id="keep-every-language-status" class="status" role="status"></p></footer>`;
}

/**
 * A whole page around its `<main>` content. A classic page script is deferred unless `scriptAttributes` says
 * otherwise (the checker's is async, and names its worker).
 */
export function renderPage(
  context: PageContext,
  page: PageName,
  title: string,
  script: AssetRef,
  main: string,
  mainAttributes = '',
  preloads: readonly AssetRef[] = [],
  scriptAttributes = ' defer',
): string {
  const { stylesheet, registration } = context.assets;
  // Modules the page's worker will load: fetched at once into the browser's cache, where the worker finds them.
  // Prefetched, not module-preloaded: a module preload is also parsed in the page, for nothing (the worker has its
  // own), which on a first visit took 100-250 ms of a busy machine's CPU from the page's own script.
  const preloaded = preloads.map(
    (asset) => `<link rel="prefetch" href="${asset.href}" integrity="${asset.integrity}">\n`,
  );
  return `<!doctype html>
<html lang="${context.links}" dir="${context.catalogue.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="color-scheme" content="light dark">
<title>${title} · ${words(context, 'page_site_name')}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${stylesheet.href}" integrity="${stylesheet.integrity}">
${catalogueBlock(context.catalogue)}
<script src="${script.href}" integrity="${script.integrity}"${script.module ? ' type="module"' : scriptAttributes}></script>
${preloaded.join('')}<link rel="manifest" href="${manifestPath(context.links)}">
<script src="${registration.href}" integrity="${registration.integrity}" defer></script>
</head>
<body>
<header class="site"><p class="site-name">${words(context, 'page_site_name')}</p>${navigation(context, page)}</header>
<main id="main" data-page="${page}"${mainAttributes}>
<h1>${title}</h1>
${main}
</main>
${offlineFooter(context)}
</body>
</html>
`;
}
