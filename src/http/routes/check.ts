import type { FastifyError, FastifyInstance } from 'fastify';
import { problemFromStatus } from '../../options/problems.js';

/**
 * POST /v1/check: deliberately unimplemented, always 501 with `checker_url`.
 * The body is never parsed; only the size limit applies (413 stays 413).
 */
export async function checkRoutes(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const problem = problemFromStatus(error.statusCode);
    return reply.sendProblem(problem.code === 'payload_too_large' ? problem : { code: 'not_implemented' });
  });
  app.post('/v1/check', (_request, reply) => reply.sendProblem({ code: 'not_implemented' }));
}
