import type { NumberWords } from '../core/crack-time.js';
import { CATALOGUE_EN, type Messages } from './messages-en.js';
import { CATALOGUE_ES } from './messages-es.js';
import type { PackMessagesLanguage } from './packs.js';

/**
 * Every messages language's catalogue, English first (the fallback): one for
 * each language whose pack (packs.ts) says `messages`, and no other; the
 * build checks both ways. Everything that names or checks a messages language
 * (the type, negotiation, `_meta`, the schemas, prose in the reference) is
 * derived from this list: adding one is a catalogue file, its line here and
 * `messages: true` in its pack.
 */
export const CATALOGUES = [CATALOGUE_EN, CATALOGUE_ES] as const;

/** A language that has messages. */
export type MessagesLanguage = (typeof CATALOGUES)[number]['code'];

// The catalogues and the packs agree: a pack with messages and no catalogue (or the reverse) fails here.
type Disagreement = Exclude<MessagesLanguage, PackMessagesLanguage> | Exclude<PackMessagesLanguage, MessagesLanguage>;
const catalogueForEveryPack: Disagreement extends never ? true : never = true;
void catalogueForEveryPack;

/** The messages languages in registry order; the first is the fallback. */
export const MESSAGES_LANGUAGES: readonly MessagesLanguage[] = CATALOGUES.map((c) => c.code);

/** The fallback messages language. */
export const DEFAULT_MESSAGES_LANGUAGE: MessagesLanguage = CATALOGUE_EN.code;

const BY_CODE: ReadonlyMap<string, (typeof CATALOGUES)[number]> = new Map(CATALOGUES.map((c) => [c.code, c]));

/** True for a code that has messages. */
export function isMessagesLanguage(code: string): code is MessagesLanguage {
  return BY_CODE.has(code);
}

/** The catalogue of a messages language. */
export function catalogueOf(lang: MessagesLanguage): (typeof CATALOGUES)[number] {
  return BY_CODE.get(lang) ?? CATALOGUE_EN;
}

/** The messages of a language. */
export function messagesOf(lang: MessagesLanguage): Messages {
  return (BY_CODE.get(lang) ?? CATALOGUE_EN).messages;
}

/** The number words of a language. */
export function numberWordsOf(lang: MessagesLanguage): NumberWords {
  return (BY_CODE.get(lang) ?? CATALOGUE_EN).numberWords;
}

/** The English names of the messages languages joined for prose: "English and Spanish", "English or Spanish". */
export function messagesLanguageNames(conjunction: 'and' | 'or'): string {
  const names = CATALOGUES.map((c) => c.name);
  if (names.length === 1) return names[0] as string;
  return `${names.slice(0, -1).join(', ')} ${conjunction} ${names[names.length - 1]}`;
}
