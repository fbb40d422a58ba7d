import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { problemFromStatus } from '../../options/problems.js';

/**
 * POST /v1/check: deliberately unimplemented, always 501 with `checker_url`.
 * The body is never parsed; only the size limit applies (413 stays 413).
 */
export async function checkRoutes(app: FastifyInstance): Promise<void> {
  app.setErrorHandler(answerCheckError);
  app.post('/v1/check', answerCheck);
}

/** The handler of POST /v1/check: 501, whatever the body. */
function answerCheck(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.sendProblem({ code: 'not_implemented' });
}

/** A failure before the handler (a body over the limit, a bad Content-Type): 413 stays 413, any other is the 501. */
function answerCheckError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const problem = problemFromStatus(error.statusCode);
  return reply.sendProblem(problem.code === 'payload_too_large' ? problem : { code: 'not_implemented' });
}
