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

/** The one place that builds `_meta`. */
export function createMetaSource(options: MetaSourceOptions): MetaSource {
  const { rateLimit, docsUrl, now } = options;
  const limits = { burst: { limit: rateLimit.limit, window_seconds: rateLimit.windowSeconds } };
  let resetCache = { day: -1, iso: '' };

  function quotaReset(): string {
    const day = Math.floor(now() / DAY_MS);
    if (day !== resetCache.day) resetCache = { day, iso: new Date((day + 1) * DAY_MS).toISOString() };
    return resetCache.iso;
  }

  return {
    quotaReset,
    meta: (lang) => ({
      plan: 'anonymous',
      lang: { messages: lang.messages, links: lang.links },
      limits,
      quota: { limit: null, remaining: null, reset: quotaReset() },
      docs: docsUrl,
    }),
  };
}
