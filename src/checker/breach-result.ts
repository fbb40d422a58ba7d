/** The `breach` field of the checker's result (breach-verdict.ts fills it). */

/** Where a breach answer came from: the range API (or a mirror), or a filter file. */
export type BreachSource = 'online' | 'filter';

/** The `breach` of a result. */
export type BreachResult =
  | { readonly status: 'not_checked' }
  | { readonly status: 'found'; readonly source: 'online'; readonly count: number }
  | { readonly status: 'not_found'; readonly source: 'online' }
  | {
      readonly status: 'found';
      readonly source: 'filter';
      /** A filter keeps no counts. */
      readonly count: null;
      /** The chance that a password absent from the list is reported found (1/256). */
      readonly false_positive_rate: number;
    }
  | { readonly status: 'not_found'; readonly source: 'filter'; readonly false_positive_rate: number };

/** The default: nothing was looked up. */
export const NOT_CHECKED: BreachResult = Object.freeze({ status: 'not_checked' });
