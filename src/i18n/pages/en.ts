import { CATALOGUE_EN, MESSAGES_EN } from '../messages-en.js';
import {
  crackTimePhrasesOf,
  type PageCatalogue,
  type PageOnlyKey,
  sharedPageMessages,
  unitsOf,
} from './page-catalogue.js';

/** The pages' own English words: the source of truth for the page-only keys. */
export const PAGE_ONLY_EN = {
  generator_no_passwords: 'No passwords until the marked option is corrected.',
  generator_clipboard_note:
    'A copied password is cleared from the clipboard after {seconds} seconds if it is still there, where the browser allows it.',
  generator_clipboard_cleared: 'The copied password was cleared from the clipboard.',
} as const satisfies { readonly [K in PageOnlyKey]: string };

/** English pages: the words shared with the API are the API's own. */
export const PAGES_EN: PageCatalogue = {
  code: 'en',
  dir: 'ltr',
  messages: { ...sharedPageMessages(MESSAGES_EN), ...PAGE_ONLY_EN },
  numberWords: CATALOGUE_EN.numberWords,
  units: unitsOf(MESSAGES_EN),
  ...crackTimePhrasesOf(MESSAGES_EN),
  namedForm: 'other',
};
