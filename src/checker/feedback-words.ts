import type { TranslationKeys } from '@zxcvbn-ts/core';
import type { Language } from '../i18n/languages.js';
import type { CompactDictionaries } from './compact-dictionary.js';
import { CHECKER_LANGUAGES } from './language-dictionaries.js';

/** A zxcvbn-ts warning key ("topTen", "dates", ...). */
export type WarningKey = keyof TranslationKeys['warnings'];

/** A zxcvbn-ts suggestion key ("l33t", "useWords", ...). */
export type SuggestionKey = keyof TranslationKeys['suggestions'];

/** The feedback words of one language. */
export type FeedbackWords = Pick<TranslationKeys, 'warnings' | 'suggestions'>;

/**
 * The words of zxcvbn-ts's feedback for a page language, taken from its own language pack's translations (read
 * with the pack's dictionaries: language-dictionaries.ts says which pack). A language whose pack is not loaded,
 * or that has none, gets English, which every checker loads. Undefined only if not even English is loaded.
 */
export function feedbackWordsOf(dictionaries: CompactDictionaries, lang: Language): FeedbackWords | undefined {
  const pack = CHECKER_LANGUAGES[lang]?.feedback;
  return (
    (pack === null || pack === undefined ? undefined : dictionaries.translations.get(pack)) ??
    dictionaries.translations.get('en')
  );
}

/** A warning in the given words; an unknown key is returned as it is. */
export function warningWords(words: FeedbackWords | undefined, key: string): string {
  return (words?.warnings as Readonly<Record<string, string>> | undefined)?.[key] ?? key;
}

/** A suggestion in the given words; an unknown key is returned as it is. */
export function suggestionWords(words: FeedbackWords | undefined, key: string): string {
  return (words?.suggestions as Readonly<Record<string, string>> | undefined)?.[key] ?? key;
}
