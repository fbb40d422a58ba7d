import { crackTimePhraseIn, describeCrackTime } from '../core/crack-time.js';
import type { MessageKey } from './messages-en.js';
import { type CrackTimeWords, crackTimeWordsOf } from './pages/page-catalogue.js';
import { catalogueOf, type MessagesLanguage, messagesOf, numberWordsOf } from './registry.js';

/** Values for `{placeholders}`. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** The placeholders a template uses, e.g. `['field']`, sorted and without repeats. */
export function placeholdersOf(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(/\{([a-z_]+)\}/g), (m) => m[1] as string))].sort();
}

/** The message `key` in `lang` with its placeholders filled in. */
export function message(lang: MessagesLanguage, key: MessageKey, params: MessageParams = {}): string {
  return messagesOf(lang)[key].replace(/\{([a-z_]+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** The crack time in words: `{value, unit}` in the messages language. */
export function crackTimeWords(lang: MessagesLanguage, crackTimeLog10Seconds: number): { value: string; unit: string } {
  // The words are taken before the core describes the time, and none is filled in after it.
  const messages = messagesOf(lang);
  const parts = describeCrackTime(crackTimeLog10Seconds, numberWordsOf(lang));
  if (parts.kind === 'less_than_one') return { value: messages.less_than_one, unit: messages.unit_second_one };
  return { value: parts.value, unit: messages[`unit_${parts.unit}_${parts.singular ? 'one' : 'other'}`] };
}

const CRACK_TIME_WORDS = new Map<MessagesLanguage, CrackTimeWords>();

/**
 * The crack time as one phrase: "less than 1 second", "3.91 thousand years",
 * "at most 30.3 minutes", "como mucho 30,3 minutos". `atMost` marks an upper
 * bound (a checker estimate from patterns); below one second it reads the same.
 * Built by the core's one builder (crackTimePhraseIn) with the catalogue's words.
 */
export function crackTimePhrase(lang: MessagesLanguage, crackTimeLog10Seconds: number, atMost = false): string {
  let words = CRACK_TIME_WORDS.get(lang);
  if (words === undefined) {
    words = { code: lang, ...crackTimeWordsOf(catalogueOf(lang)) };
    CRACK_TIME_WORDS.set(lang, words);
  }
  return crackTimePhraseIn(words, crackTimeLog10Seconds, atMost);
}

/** A whole number of seconds in words, singular or plural: "1 second", "8 seconds", "8 segundos". */
export function secondsWords(lang: MessagesLanguage, seconds: number): string {
  return `${seconds} ${message(lang, seconds === 1 ? 'unit_second_one' : 'unit_second_other')}`;
}

/** Items joined for prose: "a, b and c", "a, b y c". */
export function listWords(lang: MessagesLanguage, items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return message(lang, 'list_and', { head: items.slice(0, -1).join(', '), last: items[items.length - 1] as string });
}
