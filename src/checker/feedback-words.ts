import type { TranslationKeys } from '@zxcvbn-ts/core';
import { packOf } from '../i18n/packs.js';
import type { MessagesLanguage } from '../i18n/registry.js';
import { CHECKER_PACKS } from './checker-packs.js';

/** A zxcvbn-ts warning key ("topTen", "dates", ...). */
export type WarningKey = keyof TranslationKeys['warnings'];

/** A zxcvbn-ts suggestion key ("l33t", "useWords", ...). */
export type SuggestionKey = keyof TranslationKeys['suggestions'];

/**
 * The words of zxcvbn-ts's feedback in a messages language: those of the first zxcvbn-ts pack of
 * the language's pack (i18n/packs.ts), or English for a language without one.
 */
function feedbackOf(lang: MessagesLanguage): TranslationKeys {
  const name = packOf(lang).checker[0];
  return (name === undefined ? undefined : CHECKER_PACKS[name]?.feedback) ?? CHECKER_PACKS.en.feedback;
}

/** A warning in the messages language; an unknown key is returned as it is. */
export function warningWords(lang: MessagesLanguage, key: string): string {
  return (feedbackOf(lang).warnings as Readonly<Record<string, string>>)[key] ?? key;
}

/** A suggestion in the messages language; an unknown key is returned as it is. */
export function suggestionWords(lang: MessagesLanguage, key: string): string {
  return (feedbackOf(lang).suggestions as Readonly<Record<string, string>>)[key] ?? key;
}
