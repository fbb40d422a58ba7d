import { applyLanguage } from '../../i18n/languages.js';
import type { PageCatalogue } from '../../i18n/pages/page-catalogue.js';
import type { MessagesLanguage } from '../../i18n/registry.js';
import { SCENARIOS_BODY_ID, type ScenarioRowView, scenarioCells } from '../scenario-view.js';

/** The element with this id; the server always renders it, so a missing one is a bug worth failing on. */
export function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`#${id} is missing`);
  return element as T;
}

/** The page's catalogue, which the server puts in the page as JSON (`#page-catalogue`). */
export function pageCatalogue(): PageCatalogue {
  return JSON.parse(byId('page-catalogue').textContent ?? '') as PageCatalogue;
}

/** The messages language of `data-analysis`: the API's for the page's language (`<html lang>`). */
export function pageLanguage(): MessagesLanguage {
  return applyLanguage(document.documentElement.lang).messages;
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

/** Fills the scenarios' table (scenario-view.ts) with these rows, each cell labelled with its column's header. */
export function showScenarioRows(rows: readonly ScenarioRowView[]): void {
  const labels = Array.from(document.querySelectorAll('#scenarios th'), (header) => header.textContent ?? '');
  byId(SCENARIOS_BODY_ID).replaceChildren(
    ...rows.map((row) => {
      const line = document.createElement('tr');
      line.setAttribute('role', 'row');
      line.dataset.scenario = row.name;
      for (const [i, text] of scenarioCells(row).entries()) {
        const cell = document.createElement('td');
        cell.setAttribute('role', 'cell');
        cell.dataset.label = labels[i] ?? '';
        cell.textContent = text;
        line.append(cell);
      }
      return line;
    }),
  );
}
