import { boundedHeaderList, LIST_HEADER_MAX_CHARS } from '../core/header-list.js';
import { LINK_LANGUAGES } from './language-codes.js';
import { DEFAULT_MESSAGES_LANGUAGE, isMessagesLanguage, type MessagesLanguage } from './registry.js';

/**
 * The eighteen language codes that have links; the first is the fallback. Defined in a module
 * of their own, which imports nothing, so that the service worker can bundle the list alone.
 */
export const LANGUAGES = LINK_LANGUAGES;

/** A language that has links. */
export type Language = (typeof LANGUAGES)[number];

/** What was applied: messages (a registry language) and links (any of the eighteen). */
export interface AppliedLanguage {
  readonly messages: MessagesLanguage;
  readonly links: Language;
}

/** The places a language can come from, in precedence order; `undefined` means absent. */
export interface LanguageSources {
  /** The `lang` query parameter (first value when repeated). */
  readonly query?: unknown;
  /** The `lang` property of the body, when the body is an object that has it. */
  readonly body?: unknown;
  /** The raw `Accept-Language` header. */
  readonly acceptLanguage?: string | undefined;
}

const SUPPORTED: ReadonlySet<string> = new Set(LANGUAGES);
const ENGLISH: AppliedLanguage = { messages: DEFAULT_MESSAGES_LANGUAGE, links: 'en' };
const APPLIED = new Map<string, AppliedLanguage>(
  LANGUAGES.map((code) => [
    code,
    { messages: isMessagesLanguage(code) ? code : DEFAULT_MESSAGES_LANGUAGE, links: code },
  ]),
);

/** The `lang` property of a request body, or `undefined` when the body is not an object that has one. */
export function languageInBody(body: unknown): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Object.hasOwn(body, 'lang')
    ? (body as { lang: unknown }).lang
    : undefined;
}

/** The applied language for a code; anything unknown or not a string is English. */
export function applyLanguage(code: unknown): AppliedLanguage {
  if (typeof code !== 'string') return ENGLISH;
  return APPLIED.get(code.toLowerCase()) ?? ENGLISH;
}

/**
 * The first present source decides (query, then body, then Accept-Language):
 * an unknown value there gives English, it does not fall through to the next.
 */
export function negotiateLanguage(sources: LanguageSources): AppliedLanguage {
  if (sources.query !== undefined) return applyLanguage(sources.query);
  if (sources.body !== undefined) return applyLanguage(sources.body);
  if (sources.acceptLanguage !== undefined) return applyLanguage(pickAcceptLanguage(sources.acceptLanguage));
  return ENGLISH;
}

/** How much of an Accept-Language header is read (characters): LIST_HEADER_MAX_CHARS. */
export const ACCEPT_LANGUAGE_MAX_CHARS = LIST_HEADER_MAX_CHARS;

/**
 * The supported language with the highest q-value in an Accept-Language header
 * (RFC 9110 12.5.4); region subtags map to their language (`es-ES` is `es`),
 * case-insensitively. Ties keep header order. `*` stands for any language the
 * header does not name, which here is English (so `*, es;q=0.5` gives `en`).
 * Nothing supported gives `en`. Only the entries within the header's first
 * ACCEPT_LANGUAGE_MAX_CHARS characters count; those after are ignored.
 */
export function pickAcceptLanguage(header: string): Language {
  const ranges: { primary: string; q: number }[] = [];
  for (const part of boundedHeaderList(header, ACCEPT_LANGUAGE_MAX_CHARS).split(',')) {
    const [rangeRaw, ...params] = part.split(';');
    const range = (rangeRaw ?? '').trim().toLowerCase();
    if (range === '') continue;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split('=');
      if (name?.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim());
        q = parsed >= 0 && parsed <= 1 ? parsed : 0;
      }
    }
    ranges.push({ primary: range === '*' ? '*' : (range.split('-')[0] ?? ''), q });
  }
  const englishNamed = ranges.some((r) => r.primary === 'en');
  let best: Language = 'en';
  let bestQ = 0;
  for (const { primary, q } of ranges) {
    const code = primary === '*' && !englishNamed ? 'en' : primary;
    if (q > bestQ && SUPPORTED.has(code)) {
      best = code as Language;
      bestQ = q;
    }
  }
  return best;
}
