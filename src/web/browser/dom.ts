import { DEFAULT_MESSAGES_LANGUAGE, isMessagesLanguage, type MessagesLanguage } from '../../i18n/registry.js';

/** The element with this id; the server always renders it, so a missing one is a bug worth failing on. */
export function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`#${id} is missing`);
  return element as T;
}

/** The page's messages language, from `<html lang>` (which the server sets from it). */
export function pageLanguage(): MessagesLanguage {
  const lang = document.documentElement.lang;
  return isMessagesLanguage(lang) ? lang : DEFAULT_MESSAGES_LANGUAGE;
}

/** Replaces an element's children with list items of the given texts. */
export function setListItems(list: HTMLElement, texts: readonly string[]): void {
  list.replaceChildren(
    ...texts.map((text) => {
      const item = document.createElement('li');
      item.textContent = text;
      return item;
    }),
  );
}
