import { CATALOGUE_EN, MESSAGES_EN } from '../messages-en.js';
import { type PageCatalogue, pageCrackTimeWordsOf, sharedPageMessages } from './page-catalogue.js';
import { PAGE_ONLY_EN } from './page-only-en.js';

/** English pages: the words shared with the API are the API's own. */
export const PAGES_EN: PageCatalogue = {
  code: 'en',
  dir: 'ltr',
  messages: { ...sharedPageMessages(MESSAGES_EN), ...PAGE_ONLY_EN },
  ...pageCrackTimeWordsOf(CATALOGUE_EN),
};
