import type { CheckResult } from '../checker/checker.js';
import type { MessagesLanguage } from '../i18n/registry.js';

/**
 * From the checker page to its worker: estimate this input (`id` orders the
 * requests). The page sends at most the first CHECK_FIELD_MAX_LENGTH code
 * points, with the whole input's length in code points.
 */
export interface CheckRequest {
  readonly id: number;
  readonly password: string;
  readonly length: number;
  readonly lang: MessagesLanguage;
}

/** From the worker to the page. */
export type CheckerWorkerMessage =
  | {
      readonly type: 'ready';
      /** Milliseconds the worker spent building its checker (ranking the dictionaries). */
      readonly setupMs: number;
    }
  | {
      readonly type: 'result';
      readonly id: number;
      readonly result: CheckResult;
      /** Milliseconds the estimate took inside the worker. */
      readonly estimateMs: number;
    };
