/**
 * The names shared by the server and the browser code for the pages' offline
 * mode: where the service worker and the web app manifests live, and the one
 * Trusted Types policy that may name the worker's script.
 */
import { LINK_LANGUAGES } from '../i18n/language-codes.js';
import type { Language } from '../i18n/languages.js';

/** The service worker's script. At the root, so that its scope, `/`, covers every `/{lang}/` page. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The Trusted Types policy the registration creates (the pages' CSP admits it by name). */
export const SERVICE_WORKER_POLICY = 'pwgen-service-worker';

/** The prefix of the service worker's cache names; each release has its own cache, `pwgen-{release}`. */
export const CACHE_PREFIX = 'pwgen-';

/** The web app manifest of a links language (each language's app starts on its own generator). */
export function manifestPath(lang: Language): string {
  return `/${lang}/manifest.webmanifest`;
}

const PAGE_LANGUAGES: ReadonlySet<string> = new Set(LINK_LANGUAGES);

/**
 * The `/{lang}/…` path the service worker keeps: a page or the manifest of a page language (any
 * code the registry lists, `pt-br` as well as `de`), with its language, or undefined for any other path.
 */
export function offlinePath(pathname: string): { readonly lang: string; readonly file: string } | undefined {
  const match = /^\/([^/]+)\/(generator|checker|manifest\.webmanifest)$/.exec(pathname);
  if (match === null || !PAGE_LANGUAGES.has(match[1] as string)) return undefined;
  return { lang: match[1] as string, file: match[2] as string };
}

/** Every path the service worker keeps for one language: both pages and the manifest. */
export function offlineLanguagePaths(lang: string): readonly string[] {
  return [`/${lang}/generator`, `/${lang}/checker`, `/${lang}/manifest.webmanifest`];
}
