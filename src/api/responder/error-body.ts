import { listWords, type MessageParams, message, secondsWords } from '../../i18n/catalogue.js';
import type { AppliedLanguage } from '../../i18n/languages.js';
import type { Links } from '../../i18n/links.js';
import { ACCEPTED_FIELDS } from '../../options/options.js';
import { problemMessage } from '../../options/problem-messages.js';
import { type ApiProblem, ERROR_STATUS, type ErrorCode } from '../../options/problems.js';
import { MAX_BODY_BYTES } from '../contract/schemas.js';
import type { MetaBody } from './meta.js';

/** An Error body as sent. */
export interface ErrorBody {
  error: ErrorCode;
  message: string;
  field?: string;
  suggestion?: string;
  docs: string;
  limit?: number;
  window_seconds?: number;
  _futuros?: string;
  checker_url?: string;
  _meta: MetaBody;
}

/** What an error message needs besides the problem and the language. */
export interface ErrorMessageContext {
  readonly links: Links;
  readonly rateLimit: { readonly limit: number; readonly windowSeconds: number };
}

/** What an Error body needs besides the problem and the language. */
export interface ErrorBodyContext extends ErrorMessageContext {
  readonly meta: (lang: AppliedLanguage) => MetaBody;
}

/** The API's own values of its messages: the names it accepts, the body limit, the rate limit, the links. */
function contextParams(problem: ApiProblem, lang: AppliedLanguage, context: ErrorMessageContext): MessageParams {
  const { links, rateLimit } = context;
  const params: Record<string, string | number> = {
    accepted: listWords(lang.messages, ACCEPTED_FIELDS),
    max_bytes: MAX_BODY_BYTES,
    limit: rateLimit.limit,
    window_seconds: rateLimit.windowSeconds,
    generator_url: links.generator(lang.links),
    checker_url: links.checker(lang.links),
    docs_url: links.docs(),
  };
  if (problem.code === 'rate_limited') {
    // Unit words agree with the number: "wait 1 second", never "wait 1 seconds".
    const retryAfter = Number(problem.params?.retry_after ?? rateLimit.windowSeconds);
    params.window = secondsWords(lang.messages, rateLimit.windowSeconds);
    params.wait = secondsWords(lang.messages, retryAfter);
  }
  return params;
}

/** The `message` of a problem's Error body, in the applied language (the browser page shows it too). */
export function errorMessage(problem: ApiProblem, lang: AppliedLanguage, context: ErrorMessageContext): string {
  return problemMessage(problem, lang.messages, contextParams(problem, lang, context));
}

/** The status and Error body of a problem, in the applied language. */
export function errorBody(
  problem: ApiProblem,
  lang: AppliedLanguage,
  context: ErrorBodyContext,
): { status: number; body: ErrorBody } {
  const { code, field, suggestion } = problem;
  const { links, rateLimit } = context;
  const body: ErrorBody = {
    error: code,
    message: errorMessage(problem, lang, context),
    ...(field === undefined ? {} : { field }),
    ...(suggestion === undefined ? {} : { suggestion }),
    docs: links.docs(code),
    _meta: context.meta(lang),
  };
  if (code === 'rate_limited') {
    body.limit = rateLimit.limit;
    body.window_seconds = rateLimit.windowSeconds;
    body._futuros = message(lang.messages, 'futuros');
  }
  if (code === 'not_implemented') body.checker_url = links.checker(lang.links);
  return { status: ERROR_STATUS[code], body };
}
