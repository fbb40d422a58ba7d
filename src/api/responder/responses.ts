import { type AnalysisBody, analysisBody } from '../../analysis/analysis-body.js';
import { type AnalysisModel, DEFAULT_ANALYSIS_MODEL } from '../../core/analysis.js';
import { generate } from '../../core/generation.js';
import type { PasswordGenerator } from '../../core/generator.js';
import { message } from '../../i18n/catalogue.js';
import type { AppliedLanguage } from '../../i18n/languages.js';
import type { Links } from '../../i18n/links.js';
import type { ApiProblem } from '../../options/problems.js';
import { readGenerateRequest } from '../contract/generate-request.js';
import { withKnownJson } from './answer-json.js';
import { type ErrorBody, type ErrorBodyContext, errorBody } from './error-body.js';
import { createMetaSource, type MetaBody, type MetaSource } from './meta.js';

export type { ErrorBody, MetaBody };

/** The 200 body of a generation, as sent by REST and as MCP structuredContent. */
export interface GenerateBody {
  passwords: string[];
  analysis: AnalysisBody;
  notice: string;
  _meta: MetaBody;
}

/** Options of {@link createResponder}. */
export interface ResponderOptions {
  readonly links: Links;
  readonly rateLimit: { readonly limit: number; readonly windowSeconds: number };
  /** Milliseconds clock, for `_meta.quota.reset`. */
  readonly now: () => number;
  readonly generator: PasswordGenerator;
  readonly serviceName: string;
  /** The attack model and level scale; the service's default unless told. */
  readonly model?: AnalysisModel;
  /** Told how many passwords each successful generation made (metrics); never sees one. */
  readonly observer?: GenerateObserver | undefined;
}

/** Counts generations without seeing them. */
export interface GenerateObserver {
  passwordsGenerated(count: number): void;
}

/** The outcome of a generate call: a status and the body to send (serialise it with `answerJson`). */
export type GenerateOutcome =
  | { readonly ok: true; readonly status: 200; readonly body: GenerateBody }
  | { readonly ok: false; readonly status: number; readonly body: ErrorBody };

/** Builds every body the service sends, for REST and MCP alike. */
export interface Responder {
  meta(lang: AppliedLanguage): MetaBody;
  notice(lang: AppliedLanguage): string;
  error(problem: ApiProblem, lang: AppliedLanguage): { status: number; body: ErrorBody };
  /** Validates a parsed body (`undefined` when absent), generates, and builds the answer. */
  generate(body: unknown, lang: AppliedLanguage): GenerateOutcome;
  index(lang: AppliedLanguage, endpoints: Readonly<Record<string, string>>): Record<string, unknown>;
}

/** A value and its JSON, computed once. */
interface Serialised<T> {
  readonly value: T;
  readonly json: string;
}

function serialised<T>(value: T): Serialised<T> {
  return { value, json: JSON.stringify(value) };
}

/** A get-or-build cache of serialised parts. */
interface SerialisedCache<T> {
  get(key: string, build: () => T): Serialised<T>;
  clear(): void;
}

function cache<T>(): SerialisedCache<T> {
  const entries = new Map<string, Serialised<T>>();
  return {
    get(key, build) {
      let entry = entries.get(key);
      if (entry === undefined) {
        entry = serialised(build());
        entries.set(key, entry);
      }
      return entry;
    },
    clear: () => entries.clear(),
  };
}

/**
 * A successful generation's body, with its JSON spliced from pre-serialised
 * parts and registered for {@link answerJson}.
 */
function generatedBody(
  passwords: string[],
  analysis: Serialised<AnalysisBody>,
  notice: Serialised<string>,
  meta: Serialised<MetaBody>,
): GenerateBody {
  const body = { passwords, analysis: analysis.value, notice: notice.value, _meta: meta.value };
  const json = `{"passwords":${JSON.stringify(passwords)},"analysis":${analysis.json},"notice":${notice.json},"_meta":${meta.json}}`;
  return withKnownJson(body, json);
}

const pairKey = (lang: AppliedLanguage): string =>
  lang.messages === lang.links ? lang.messages : `${lang.messages}:${lang.links}`;

/**
 * What the responder's functions share: its options, the `_meta` source, and the caches of
 * serialised parts. The notice depends only on the language pair (at most 36), the analysis
 * body only on length, pool, no_repeats and the messages language (a few thousand at most),
 * and _meta on the language pair and the UTC day: each is built once with its JSON and shared,
 * so an answer is spliced from strings rather than serialised field by field.
 */
interface ResponderState {
  readonly options: ResponderOptions;
  readonly model: AnalysisModel;
  readonly metaSource: MetaSource;
  readonly errorContext: ErrorBodyContext;
  readonly notices: SerialisedCache<string>;
  readonly analyses: SerialisedCache<AnalysisBody>;
  readonly metas: SerialisedCache<MetaBody>;
  /** The `quota.reset` the cached `_meta` bodies carry. */
  metasReset: string;
}

function noticeOf(state: ResponderState, lang: AppliedLanguage): Serialised<string> {
  const { links } = state.options;
  return state.notices.get(pairKey(lang), () =>
    message(lang.messages, 'notice', { generator_url: links.generator(lang.links) }),
  );
}

function metaOf(state: ResponderState, lang: AppliedLanguage): Serialised<MetaBody> {
  // quota.reset is the only part that moves: a new value empties the cache.
  const reset = state.metaSource.quotaReset();
  if (reset !== state.metasReset) {
    state.metas.clear();
    state.metasReset = reset;
  }
  return state.metas.get(pairKey(lang), () => Object.freeze(state.metaSource.meta(lang)));
}

function errorAnswer(state: ResponderState, problem: ApiProblem, lang: AppliedLanguage) {
  return errorBody(problem, lang, state.errorContext);
}

/** The responder's `generate`: reads the body, draws, and splices the answer from cached parts. */
function generateAnswer(state: ResponderState, body: unknown, lang: AppliedLanguage): GenerateOutcome {
  const request = readGenerateRequest(body);
  if (!request.ok) return { ok: false, ...errorAnswer(state, request.problem, lang) };
  const { length, noRepeats } = request.options;
  const { passwords, analysis } = generate(state.options.generator, request.options, state.model);
  state.options.observer?.passwordsGenerated(passwords.length);
  const key = `${length}:${analysis.pool}:${noRepeats ? 1 : 0}:${lang.messages}`;
  const analysisEntry = state.analyses.get(key, () => analysisBody(analysis, lang.messages));
  return {
    ok: true,
    status: 200,
    body: generatedBody(passwords, analysisEntry, noticeOf(state, lang), metaOf(state, lang)),
  };
}

function indexBody(state: ResponderState, lang: AppliedLanguage, endpoints: Readonly<Record<string, string>>) {
  const { serviceName, links } = state.options;
  return { name: serviceName, endpoints, docs: links.docs(), _meta: state.metaSource.meta(lang) };
}

/** Creates the one place that turns codes and numbers into words and wire bodies. */
export function createResponder(options: ResponderOptions): Responder {
  const { links, rateLimit } = options;
  const metaSource = createMetaSource({ rateLimit, docsUrl: links.docs(), now: options.now });
  const state: ResponderState = {
    options,
    model: options.model ?? DEFAULT_ANALYSIS_MODEL,
    metaSource,
    errorContext: { links, rateLimit, meta: metaSource.meta },
    notices: cache<string>(),
    analyses: cache<AnalysisBody>(),
    metas: cache<MetaBody>(),
    metasReset: '',
  };
  return {
    meta: metaSource.meta,
    error: (problem, lang) => errorAnswer(state, problem, lang),
    notice: (lang) => noticeOf(state, lang).value,
    generate: (body, lang) => generateAnswer(state, body, lang),
    index: (lang, endpoints) => indexBody(state, lang, endpoints),
  };
}
