import type { CheckResult } from '../checker/checker.js';
import type { Language } from '../i18n/languages.js';

/**
 * From the checker page to its worker, first: the page's language, whose dictionaries the worker loads, and the
 * browser's languages (`navigator.languages`), whose packs it adds after them (browserLanguagePacks).
 */
export interface CheckerStart {
  readonly type: 'start';
  readonly lang: Language;
  readonly preferred?: readonly string[];
}

/**
 * From the checker page to its worker: estimate this input (`id` orders the
 * requests). The page sends at most the first CHECK_FIELD_MAX_LENGTH code
 * points, with the whole input's length in code points.
 */
export interface CheckRequest {
  readonly type: 'check';
  readonly id: number;
  readonly password: string;
  readonly length: number;
  readonly lang: Language;
}

/** From the worker to the page. */
export type CheckerWorkerMessage =
  | {
      /**
       * `ready`: the first words of every list are in, and estimates can start; `complete`: every dictionary is
       * in, and an estimate made before may now be lower.
       */
      readonly type: 'ready' | 'complete';
      /** Milliseconds since the worker started, for the bench. */
      readonly setupMs: number;
      /** `complete`: the longest the worker read its dictionaries without a pause to answer (ms), for the bench. */
      readonly longestStepMs?: number;
    }
  | {
      readonly type: 'result';
      readonly id: number;
      readonly result: CheckResult;
      /** False while the rest of the dictionaries is still on its way: the estimate may go down when it comes. */
      readonly complete: boolean;
      /** Milliseconds the estimate took inside the worker. */
      readonly estimateMs: number;
    }
  | { readonly type: 'failed' };
