import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's per-request lines ("incoming request", "request completed") at debug,
 * not info: at info they cost 15-25% of throughput (npm run bench), and access logs
 * usually belong to the proxy in front. Below debug they are not even built.
 * They hold method, URL, addresses and status: never a body, never a password.
 */
export class DebugAccessLog extends LogController {
  constructor(level: string) {
    super({ disableRequestLogging: level !== 'debug' && level !== 'trace' });
  }
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }
  override requestCompleted(error: Error | null | undefined, _request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
