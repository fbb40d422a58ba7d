import type { AppliedLanguage } from '../../i18n/languages.js';

/** `_meta` as sent. */
export interface MetaBody {
  plan: 'anonymous';
  lang: { messages: AppliedLanguage['messages']; links: AppliedLanguage['links'] };
  limits: { burst: { limit: number; window_seconds: number } };
  quota: { limit: null; remaining: null; reset: string };
  docs: string;
}

/** Options of {@link createMetaSource}. */
export interface MetaSourceOptions {
  readonly rateLimit: { readonly limit: number; readonly windowSeconds: number };
  readonly docsUrl: string;
  /** Milliseconds clock, for `quota.reset`. */
  readonly now: () => number;
}

/** Builds `_meta`; `quotaReset` is the next midnight UTC, computed once per day. */
export interface MetaSource {
  meta(lang: AppliedLanguage): MetaBody;
  quotaReset(): string;
}

const DAY_MS = 86_400_000;

/** What the `_meta` functions share: the fixed parts, the clock, and the next midnight of the day last seen. */
interface MetaState {
  readonly limits: MetaBody['limits'];
  readonly docsUrl: string;
  readonly now: () => number;
  resetCache: { readonly day: number; readonly iso: string };
}

/** The next midnight UTC, as ISO 8601, computed once per day. */
function quotaResetOf(state: MetaState): string {
  const day = Math.floor(state.now() / DAY_MS);
  if (day !== state.resetCache.day) state.resetCache = { day, iso: new Date((day + 1) * DAY_MS).toISOString() };
  return state.resetCache.iso;
}

function metaBodyOf(state: MetaState, lang: AppliedLanguage): MetaBody {
  return {
    plan: 'anonymous',
    lang: { messages: lang.messages, links: lang.links },
    limits: state.limits,
    quota: { limit: null, remaining: null, reset: quotaResetOf(state) },
    docs: state.docsUrl,
  };
}

/** The one place that builds `_meta`. */
export function createMetaSource(options: MetaSourceOptions): MetaSource {
  const { rateLimit, docsUrl, now } = options;
  const state: MetaState = {
    limits: { burst: { limit: rateLimit.limit, window_seconds: rateLimit.windowSeconds } },
    docsUrl,
    now,
    resetCache: { day: -1, iso: '' },
  };
  return {
    quotaReset: () => quotaResetOf(state),
    meta: (lang) => metaBodyOf(state, lang),
  };
}
