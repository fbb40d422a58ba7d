import { CATALOGUE_ES, MESSAGES_ES } from '../messages-es.js';
import {
  crackTimePhrasesOf,
  type PageCatalogue,
  type PageOnlyKey,
  sharedPageMessages,
  unitsOf,
} from './page-catalogue.js';

/** Spanish pages: the words shared with the API are the API's own. */
export const PAGES_ES: PageCatalogue = {
  code: 'es',
  dir: 'ltr',
  messages: {
    ...sharedPageMessages(MESSAGES_ES),
    ...({
      generator_no_passwords: 'No hay contraseñas hasta que se corrija la opción marcada.',
      generator_clipboard_note:
        'Una contraseña copiada se borra del portapapeles a los {seconds} segundos si sigue allí, cuando el navegador lo permite.',
      generator_clipboard_cleared: 'La contraseña copiada se borró del portapapeles.',
    } satisfies { readonly [K in PageOnlyKey]: string }),
  },
  numberWords: CATALOGUE_ES.numberWords,
  units: unitsOf(MESSAGES_ES),
  ...crackTimePhrasesOf(MESSAGES_ES),
  namedForm: 'other',
};
