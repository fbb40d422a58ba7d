/**
 * The generator page and its worker. A recipe whose table would block the
 * page's main thread (generator-draw.ts, `deferred`) is drawn in the worker,
 * with the library's own code and the same random source; `id` orders the
 * requests, and the page shows only the answer to its latest.
 */
import type { PageCatalogue } from '../i18n/pages/page-catalogue.js';
import type { MessagesLanguage } from '../i18n/registry.js';
import type { ControlStates, Mode } from './form-request.js';
import type { DrawOutcome } from './generator-draw.js';

/** From the page to its worker: draw this mode with these controls. */
export interface DrawRequest {
  readonly id: number;
  readonly mode: Mode;
  readonly states: ControlStates;
  readonly lang: MessagesLanguage;
  readonly catalogue: PageCatalogue;
}

/** From the worker to the page. */
export interface DrawAnswer {
  readonly id: number;
  readonly outcome: DrawOutcome;
}
