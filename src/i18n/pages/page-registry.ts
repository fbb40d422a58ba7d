import type { Language } from '../languages.js';
import { PAGES_AR } from './ar.js';
import { PAGES_CA } from './ca.js';
import { PAGES_DE } from './de.js';
import { PAGES_EN } from './en.js';
import { PAGES_ES } from './es.js';
import { PAGES_EU } from './eu.js';
import { PAGES_FR } from './fr.js';
import { PAGES_GL } from './gl.js';
import { PAGES_HI } from './hi.js';
import { PAGES_ID } from './id.js';
import { PAGES_IT } from './it.js';
import { PAGES_JA } from './ja.js';
import { PAGES_KO } from './ko.js';
import { PAGES_NL } from './nl.js';
import type { PageCatalogue } from './page-catalogue.js';
import { PAGES_PL } from './pl.js';
import { PAGES_PT } from './pt.js';
import { PAGES_TR } from './tr.js';
import { PAGES_VI } from './vi.js';

/**
 * The pages' catalogue of every links language: a language missing here fails
 * the build. Server-side only: a page script is handed its own catalogue.
 */
export const PAGE_CATALOGUES: { readonly [L in Language]: PageCatalogue } = {
  en: PAGES_EN,
  es: PAGES_ES,
  nl: PAGES_NL,
  de: PAGES_DE,
  fr: PAGES_FR,
  it: PAGES_IT,
  pt: PAGES_PT,
  ca: PAGES_CA,
  gl: PAGES_GL,
  eu: PAGES_EU,
  pl: PAGES_PL,
  tr: PAGES_TR,
  id: PAGES_ID,
  vi: PAGES_VI,
  ja: PAGES_JA,
  ko: PAGES_KO,
  hi: PAGES_HI,
  ar: PAGES_AR,
};

/** The pages' catalogue of a links language. */
export function pageCatalogueOf(lang: Language): PageCatalogue {
  return PAGE_CATALOGUES[lang];
}
