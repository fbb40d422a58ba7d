/**
 * The language codes of the registry (packs.ts), in a module that imports
 * nothing heavy: the service worker keeps every language's pages and bundles
 * this list without the catalogues that `languages.ts` brings. Everything else
 * reads it as `LANGUAGES` from `languages.ts`.
 */
import { LANGUAGE_PACKS, type PackLanguage } from './packs.js';

/** The language codes that have pages and links, in registry order; the first is the fallback. */
export const LINK_LANGUAGES: readonly PackLanguage[] = LANGUAGE_PACKS.map((pack) => pack.code);

/**
 * The page language of a browser's language tag (`navigator.languages`: `de-AT`, `pt-BR`), by its whole tag or its
 * first subtag, case aside; undefined for a language without pages.
 */
export function languageOfTag(tag: string): PackLanguage | undefined {
  const lower = tag.toLowerCase();
  const primary = lower.split('-')[0];
  return LINK_LANGUAGES.find((lang) => lang === lower) ?? LINK_LANGUAGES.find((lang) => lang === primary);
}
