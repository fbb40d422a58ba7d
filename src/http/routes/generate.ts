import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerJson } from '../../api/responder/answer-json.js';
import type { Responder } from '../../api/responder/responses.js';
import { JSON_TYPE, type RawBody, readJsonBody } from '../json-body.js';
import { requestLanguage } from '../language.js';

/** Options of {@link generateRoutes}. */
export interface GenerateRoutesOptions {
  readonly responder: Responder;
}

/** POST /v1/generate: rate limited; the answer is serialised by `answerJson`, which splices cached parts. */
export async function generateRoutes(app: FastifyInstance, { responder }: GenerateRoutesOptions): Promise<void> {
  app.post('/v1/generate', { config: { rateLimit: { refusal: 'answer' } } }, (request, reply) =>
    answerGenerate(responder, request, reply),
  );
}

/** The handler of POST /v1/generate: reads the body (JSON or none), lets the responder answer, sends its JSON. */
function answerGenerate(responder: Responder, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const read = readJsonBody(request.headers['content-type'], request.body as RawBody | undefined);
  if (read.kind === 'problem') return reply.sendProblem(read.problem);
  const body = read.kind === 'json' ? read.value : undefined;
  const outcome = responder.generate(body, requestLanguage(request, body));
  return reply.code(outcome.status).header('content-type', JSON_TYPE).send(answerJson(outcome.body));
}
