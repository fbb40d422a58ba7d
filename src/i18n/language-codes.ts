/**
 * The eighteen language codes that have links, in a module that imports
 * nothing: the service worker keeps every language's pages and bundles this
 * list without the catalogues that `languages.ts` brings. Everything else
 * reads it as `LANGUAGES` from `languages.ts`.
 */

/** The eighteen language codes that have links; the first is the fallback. */
export const LINK_LANGUAGES = [
  'en',
  'es',
  'nl',
  'de',
  'fr',
  'it',
  'pt',
  'ca',
  'gl',
  'eu',
  'pl',
  'tr',
  'id',
  'vi',
  'ja',
  'ko',
  'hi',
  'ar',
] as const;
