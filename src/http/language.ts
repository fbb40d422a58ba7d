import type { FastifyRequest } from 'fastify';
import { type AppliedLanguage, type LanguageSources, languageInBody, negotiateLanguage } from '../i18n/languages.js';

/** The HTTP-level language sources of a request: query `lang` (first if repeated) and Accept-Language. */
export function languageSources(request: FastifyRequest): Omit<LanguageSources, 'body'> {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  return { query: Array.isArray(query) ? query[0] : query, acceptLanguage: request.headers['accept-language'] };
}

/** The applied language of a request, from query, body and Accept-Language. */
export function requestLanguage(request: FastifyRequest, body?: unknown): AppliedLanguage {
  return negotiateLanguage({ ...languageSources(request), body: languageInBody(body) });
}
