import { CATALOGUE_EN, MESSAGES_EN } from '../messages-en.js';
import { crackTimePhrasesOf, type PageCatalogue, sharedPageMessages, unitsOf } from './page-catalogue.js';
import { PAGE_ONLY_EN } from './page-only-en.js';

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
