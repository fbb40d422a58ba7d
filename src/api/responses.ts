import type { Analysis } from '../core/analysis.js';
import { type Generation, generate } from '../core/generation.js';
import type { PasswordGenerator } from '../core/generator.js';
import { crackTimeWords, type MessageParams, message, secondsWords } from '../i18n/catalogue.js';
import type { AppliedLanguage } from '../i18n/languages.js';
import type { Links } from '../i18n/links.js';
import type { MessageKey } from '../i18n/messages-en.js';
import { readGenerateRequest } from './generate-request.js';
import { COUNT_RANGE, ERROR_STATUS, type ErrorCode, LENGTH_RANGE, MAX_BODY_BYTES } from './schemas.js';

/** `_meta` as sent. */
export interface MetaBody {
  plan: 'anonymous';
  lang: { messages: AppliedLanguage['messages']; links: AppliedLanguage['links'] };
  limits: { burst: { limit: number; window_seconds: number } };
  quota: { limit: null; remaining: null; reset: string };
  docs: string;
}

/** The 200 body of a generation, as sent by REST and as MCP structuredContent. */
export interface GenerateBody {
  passwords: string[];
  analysis: {
    length: number;
    pool: number;
    bits: number;
    log10_guesses: number;
    crack_time_log10_seconds: number;
    crack_time: { value: string; unit: string };
    level: Analysis['level'];
    level_scale: 'time';
    ceiling: false;
  };
  notice: string;
  _meta: MetaBody;
}

/** An Error body as sent. */
export interface ErrorBody {
  error: ErrorCode;
  message: string;
  field?: string;
  docs: string;
  limit?: number;
  window_seconds?: number;
  _futuros?: string;
  checker_url?: string;
  _meta: MetaBody;
}

/** An internal error: a code, maybe the offending field, and extra message values. */
export interface Problem {
  readonly code: ErrorCode;
  readonly field?: string | undefined;
  readonly params?: MessageParams;
}

/** Options of {@link createResponder}. */
export interface ResponderOptions {
  readonly links: Links;
  readonly rateLimit: { readonly limit: number; readonly windowSeconds: number };
  /** Milliseconds clock, for `_meta.quota.reset`. */
  readonly now: () => number;
  readonly generator: PasswordGenerator;
  readonly serviceName: string;
}

/** The outcome of a generate call: a status and the body to send. */
export type GenerateOutcome =
  | { readonly ok: true; readonly status: 200; readonly body: GenerateBody }
  | { readonly ok: false; readonly status: number; readonly body: ErrorBody };

/** Builds every body the service sends, for REST and MCP alike. */
export interface Responder {
  meta(lang: AppliedLanguage): MetaBody;
  notice(lang: AppliedLanguage): string;
  error(problem: Problem, lang: AppliedLanguage): { status: number; body: ErrorBody };
  /** Validates a parsed body (`undefined` when absent), generates, and builds the answer. */
  generate(body: unknown, lang: AppliedLanguage): GenerateOutcome;
  index(lang: AppliedLanguage, endpoints: Readonly<Record<string, string>>): Record<string, unknown>;
}

/** Creates the one place that turns codes and numbers into words and wire bodies. */
export function createResponder(options: ResponderOptions): Responder {
  const { links, rateLimit, now, generator } = options;
  const limits = { burst: { limit: rateLimit.limit, window_seconds: rateLimit.windowSeconds } };
  let resetCache = { day: -1, iso: '' };

  function quotaReset(): string {
    const day = Math.floor(now() / 86_400_000);
    if (day !== resetCache.day) resetCache = { day, iso: new Date((day + 1) * 86_400_000).toISOString() };
    return resetCache.iso;
  }

  function meta(lang: AppliedLanguage): MetaBody {
    return {
      plan: 'anonymous',
      lang: { messages: lang.messages, links: lang.links },
      limits,
      quota: { limit: null, remaining: null, reset: quotaReset() },
      docs: links.docs(),
    };
  }

  // The notice depends only on the language pair (at most 36), and the analysis body only
  // on length, pool, no_repeats and the messages language (a few thousand at most): both
  // are built once and shared, which takes the regex and number formatting off the hot path.
  const notices = new Map<string, string>();
  const analyses = new Map<string, GenerateBody['analysis']>();

  function notice(lang: AppliedLanguage): string {
    const key = `${lang.messages}:${lang.links}`;
    let text = notices.get(key);
    if (text === undefined) {
      text = message(lang.messages, 'notice', { generator_url: links.generator(lang.links) });
      notices.set(key, text);
    }
    return text;
  }

  function analysisBody(a: Analysis, noRepeats: boolean, lang: AppliedLanguage): GenerateBody['analysis'] {
    const key = `${a.length}:${a.pool}:${noRepeats ? 1 : 0}:${lang.messages}`;
    let body = analyses.get(key);
    if (body === undefined) {
      body = Object.freeze({
        length: a.length,
        pool: a.pool,
        bits: a.bits,
        log10_guesses: a.log10Guesses,
        crack_time_log10_seconds: a.crackTimeLog10Seconds,
        crack_time: Object.freeze(crackTimeWords(lang.messages, a.crackTimeLog10Seconds)),
        level: a.level,
        level_scale: 'time',
        ceiling: false,
      } as const);
      analyses.set(key, body);
    }
    return body;
  }

  function error(problem: Problem, lang: AppliedLanguage): { status: number; body: ErrorBody } {
    const { code, field } = problem;
    const range = code === 'invalid_count' ? COUNT_RANGE : LENGTH_RANGE;
    const params: Record<string, string | number> = {
      min: range.min,
      max: range.max,
      max_bytes: MAX_BODY_BYTES,
      limit: rateLimit.limit,
      window_seconds: rateLimit.windowSeconds,
      generator_url: links.generator(lang.links),
      checker_url: links.checker(lang.links),
      docs_url: links.docs(),
      field: field ?? '',
      ...problem.params,
    };
    if (code === 'rate_limited') {
      // Unit words agree with the number: "wait 1 second", never "wait 1 seconds".
      const retryAfter = Number(problem.params?.retry_after ?? rateLimit.windowSeconds);
      params.window = secondsWords(lang.messages, rateLimit.windowSeconds);
      params.wait = secondsWords(lang.messages, retryAfter);
    }
    const body: ErrorBody = {
      error: code,
      message: message(lang.messages, `error_${code}` as MessageKey, params),
      ...(field === undefined ? {} : { field }),
      docs: links.docs(code),
      _meta: meta(lang),
    };
    if (code === 'rate_limited') {
      body.limit = rateLimit.limit;
      body.window_seconds = rateLimit.windowSeconds;
      body._futuros = message(lang.messages, 'futuros');
    }
    if (code === 'not_implemented') body.checker_url = links.checker(lang.links);
    return { status: ERROR_STATUS[code], body };
  }

  function generateBody(generation: Generation, noRepeats: boolean, lang: AppliedLanguage): GenerateBody {
    return {
      passwords: generation.passwords,
      analysis: analysisBody(generation.analysis, noRepeats, lang),
      notice: notice(lang),
      _meta: meta(lang),
    };
  }

  return {
    meta,
    notice,
    error,
    generate(body, lang) {
      const request = readGenerateRequest(body);
      if (!request.ok) return { ok: false, ...error(request.problem, lang) };
      const generation = generate(generator, request.options);
      return { ok: true, status: 200, body: generateBody(generation, request.options.noRepeats, lang) };
    },
    index(lang, endpoints) {
      return { name: options.serviceName, endpoints, docs: links.docs(), _meta: meta(lang) };
    },
  };
}
