/**
 * The language codes of the registry (packs.ts), in a module that imports
 * nothing heavy: the service worker keeps every language's pages and bundles
 * this list without the catalogues that `languages.ts` brings. Everything else
 * reads it as `LANGUAGES` from `languages.ts`.
 */
import { LANGUAGE_PACKS, type PackLanguage } from './packs.js';

/** The language codes that have pages and links, in registry order; the first is the fallback. */
export const LINK_LANGUAGES: readonly PackLanguage[] = LANGUAGE_PACKS.map((pack) => pack.code);
