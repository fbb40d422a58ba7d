/**
 * The page the service worker shows offline for a page that was never kept: in the person's language, with a link to
 * every page kept on the device (src/web/browser/service-worker.ts). Pure: no DOM, no service worker API.
 */
import { escapeHtml } from '../core/html-escape.js';
import { LINK_LANGUAGES, languageOfTag } from '../i18n/language-codes.js';
import { OFFLINE_WORDS } from '../i18n/offline-words.js';
import { type PackLanguage, packOf } from '../i18n/packs.js';

/** A page kept on the device: its path, its own title and the language it is in. */
export interface KeptPage {
  readonly path: string;
  readonly title: string;
  readonly lang: string;
}

/**
 * The person's language: the first of the browser's languages (`navigator.languages`, `de-AT`) that has pages,
 * by its whole tag or its first subtag; else the language of the page asked for; else the first language.
 */
export function personLanguage(preferred: readonly string[], asked: string): PackLanguage {
  for (const tag of preferred) {
    const found = languageOfTag(tag);
    if (found !== undefined) return found;
  }
  return LINK_LANGUAGES.find((lang) => lang === asked) ?? (LINK_LANGUAGES[0] as PackLanguage);
}

/** The offline page's HTML, in `lang`, listing `kept`; `stylesheet` is the pages' own (kept) stylesheet. */
export function offlinePageHtml(lang: PackLanguage, kept: readonly KeptPage[], stylesheet?: string): string {
  const words = OFFLINE_WORDS[lang];
  const links = kept.map(
    (page) =>
      `<li><a href="${escapeHtml(page.path)}" lang="${escapeHtml(page.lang)}" dir="auto">${escapeHtml(page.title)}</a></li>`,
  );
  const list = links.length === 0 ? '' : `\n<p>${escapeHtml(words.kept)}</p>\n<ul>${links.join('')}</ul>`;
  const style = stylesheet === undefined ? '' : `\n<link rel="stylesheet" href="${escapeHtml(stylesheet)}">`;
  return `<!doctype html>
<html lang="${lang}" dir="${packOf(lang).dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(words.title)}</title>
<link rel="icon" href="data:,">${style}
</head>
<body>
<main id="main" data-page="offline">
<h1>${escapeHtml(words.title)}</h1>
<p>${escapeHtml(words.text)}</p>${list}
</main>
</body>
</html>
`;
}
