/**
 * The zxcvbn-ts language packs the checker knows, by the names the language
 * registry (i18n/packs.ts) gives them: each brings its dictionaries and the
 * words of zxcvbn-ts's warnings and suggestions. A new pack is an npm
 * dependency, its entry here and its name in its language's pack.
 */
import type { TranslationKeys } from '@zxcvbn-ts/core';
import { dictionary as englishDictionary, translations as englishFeedback } from '@zxcvbn-ts/language-en';
import { dictionary as spanishDictionary, translations as spanishFeedback } from '@zxcvbn-ts/language-es-es';
import type { CheckerPackName } from '../i18n/packs.js';

/** A dictionary set: name to ranked word list, as zxcvbn-ts's language packs export it. */
export type CheckerDictionary = Readonly<Record<string, (string | number)[]>>;

/** What one zxcvbn-ts language pack brings. */
export interface CheckerPack {
  readonly dictionary: CheckerDictionary;
  readonly feedback: TranslationKeys;
}

/** Every pack the checker loads; all of them serve every language (English is everywhere in passwords). */
export const CHECKER_PACKS: { readonly [Name in CheckerPackName]: CheckerPack } = {
  en: { dictionary: englishDictionary, feedback: englishFeedback },
  'es-es': { dictionary: spanishDictionary, feedback: spanishFeedback },
};
