import type { Language } from './languages.js';

/** Where the operator's pages live; built once from configuration. */
export interface LinkOptions {
  readonly siteUrl: string;
  readonly docsUrl: string;
}

/** Links to the operator's pages in a language. */
export interface Links {
  /** The browser-only generator: `{SITE_URL}/{lang}/generator`. */
  generator(lang: Language): string;
  /** The browser-only checker: `{SITE_URL}/{lang}/checker`. */
  checker(lang: Language): string;
  /** The reference, optionally at a fragment (an error code). */
  docs(fragment?: string): string;
}

/** Builds the link functions; trailing slashes of the base URLs are ignored. */
export function createLinks(options: LinkOptions): Links {
  const site = options.siteUrl.replace(/\/+$/, '');
  const docs = options.docsUrl;
  return {
    generator: (lang) => `${site}/${lang}/generator`,
    checker: (lang) => `${site}/${lang}/checker`,
    docs: (fragment) => (fragment === undefined ? docs : `${docs}#${fragment}`),
  };
}
