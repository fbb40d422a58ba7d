import type { TranslationKeys } from '@zxcvbn-ts/core';
import { translations as englishFeedback } from '@zxcvbn-ts/language-en';
import { translations as spanishFeedback } from '@zxcvbn-ts/language-es-es';
import type { MessagesLanguage } from '../i18n/registry.js';

/** A zxcvbn-ts warning key ("topTen", "dates", ...). */
export type WarningKey = keyof TranslationKeys['warnings'];

/** A zxcvbn-ts suggestion key ("l33t", "useWords", ...). */
export type SuggestionKey = keyof TranslationKeys['suggestions'];

/**
 * The words of zxcvbn-ts's feedback per messages language, taken from its own
 * language packs. A messages language without a pack here gets English.
 */
export const FEEDBACK_WORDS: { readonly [L in MessagesLanguage]?: TranslationKeys } = {
  en: englishFeedback,
  es: spanishFeedback,
};

function feedbackOf(lang: MessagesLanguage): TranslationKeys {
  return FEEDBACK_WORDS[lang] ?? englishFeedback;
}

/** A warning in the messages language; an unknown key is returned as it is. */
export function warningWords(lang: MessagesLanguage, key: string): string {
  return (feedbackOf(lang).warnings as Readonly<Record<string, string>>)[key] ?? key;
}

/** A suggestion in the messages language; an unknown key is returned as it is. */
export function suggestionWords(lang: MessagesLanguage, key: string): string {
  return (feedbackOf(lang).suggestions as Readonly<Record<string, string>>)[key] ?? key;
}
