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

/** A value, its JSON and that JSON escaped as the inside of a JSON string, computed once. */
interface Serialised<T> {
  readonly value: T;
  readonly json: string;
  readonly escaped: string;
}

/** `text` escaped for use between the quotes of a JSON string. */
function escapeJson(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

function serialised<T>(value: T): Serialised<T> {
  const json = JSON.stringify(value);
  return { value, json, escaped: escapeJson(json) };
}

/**
 * A successful generation, spliced from pre-serialised parts: building the JSON
 * field by field was the largest cost of a request after the framework itself
 * (npm run bench). Each form is built only when asked for.
 */
class GeneratedAnswer {
  readonly ok = true;
  readonly status = 200;

  constructor(
    private readonly passwords: string[],
    private readonly analysis: Serialised<GenerateBody['analysis']>,
    private readonly noticeEntry: Serialised<string>,
    private readonly meta: Serialised<MetaBody>,
  ) {}

  get body(): GenerateBody {
    return {
      passwords: this.passwords,
      analysis: this.analysis.value,
      notice: this.noticeEntry.value,
      _meta: this.meta.value,
    };
  }

  /** Same keys in the same order as `body`; the tests parse it and validate it against the published schema. */
  get json(): string {
    return `{"passwords":${JSON.stringify(this.passwords)},"analysis":${this.analysis.json},"notice":${this.noticeEntry.json},"_meta":${this.meta.json}}`;
  }

  /** `JSON.stringify(json)`, from pre-escaped parts: MCP sends the body a second time as JSON text. */
  get jsonString(): string {
    return `"{\\"passwords\\":${escapeJson(JSON.stringify(this.passwords))},\\"analysis\\":${this.analysis.escaped},\\"notice\\":${this.noticeEntry.escaped},\\"_meta\\":${this.meta.escaped}}"`;
  }

  /** `JSON.stringify(body.notice)`. */
  get noticeJson(): string {
    return this.noticeEntry.json;
  }
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
  | {
      readonly ok: true;
      readonly status: 200;
      readonly body: GenerateBody;
      /** `body` as JSON, spliced from pre-serialised parts; send this, not JSON.stringify(body). */
      readonly json: string;
      /** `json` as a JSON string literal, i.e. JSON.stringify(json), also spliced. */
      readonly jsonString: string;
      /** The notice as a JSON string literal. */
      readonly noticeJson: string;
    }
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
  // Each is kept with its JSON, so that a generate answer is spliced from strings
  // rather than serialised field by field: this was the largest single cost of a
  // request after the framework itself (npm run bench). `_meta` changes only with
  // the language pair and the UTC day, so it is cached per pair and dropped at midnight.
  const notices = new Map<string, Serialised<string>>();
  const analyses = new Map<string, Serialised<GenerateBody['analysis']>>();
  const metas = new Map<string, Serialised<MetaBody>>();
  let metasReset = '';

  function cached<T>(map: Map<string, T>, key: string, build: () => T): T {
    let entry = map.get(key);
    if (entry === undefined) {
      entry = build();
      map.set(key, entry);
    }
    return entry;
  }

  function pairKey(lang: AppliedLanguage): string {
    return lang.messages === lang.links ? lang.messages : `${lang.messages}:${lang.links}`;
  }

  function noticeOf(lang: AppliedLanguage): Serialised<string> {
    return cached(notices, pairKey(lang), () =>
      serialised(message(lang.messages, 'notice', { generator_url: links.generator(lang.links) })),
    );
  }

  function notice(lang: AppliedLanguage): string {
    return noticeOf(lang).value;
  }

  function metaOf(lang: AppliedLanguage): Serialised<MetaBody> {
    // quota.reset is the only part that moves: a new value empties the cache.
    const reset = quotaReset();
    if (reset !== metasReset) {
      metas.clear();
      metasReset = reset;
    }
    return cached(metas, pairKey(lang), () => serialised(Object.freeze(meta(lang))));
  }

  function analysisOf(a: Analysis, noRepeats: boolean, lang: AppliedLanguage): Serialised<GenerateBody['analysis']> {
    const key = `${a.length}:${a.pool}:${noRepeats ? 1 : 0}:${lang.messages}`;
    return cached(analyses, key, () =>
      serialised(
        Object.freeze({
          length: a.length,
          pool: a.pool,
          bits: a.bits,
          log10_guesses: a.log10Guesses,
          crack_time_log10_seconds: a.crackTimeLog10Seconds,
          crack_time: Object.freeze(crackTimeWords(lang.messages, a.crackTimeLog10Seconds)),
          level: a.level,
          level_scale: 'time',
          ceiling: false,
        } as const),
      ),
    );
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

  function generateOutcome(generation: Generation, noRepeats: boolean, lang: AppliedLanguage): GenerateOutcome {
    return new GeneratedAnswer(
      generation.passwords,
      analysisOf(generation.analysis, noRepeats, lang),
      noticeOf(lang),
      metaOf(lang),
    );
  }

  return {
    meta,
    notice,
    error,
    generate(body, lang) {
      const request = readGenerateRequest(body);
      if (!request.ok) return { ok: false, ...error(request.problem, lang) };
      const generation = generate(generator, request.options);
      return generateOutcome(generation, request.options.noRepeats, lang);
    },
    index(lang, endpoints) {
      return { name: options.serviceName, endpoints, docs: links.docs(), _meta: meta(lang) };
    },
  };
}
