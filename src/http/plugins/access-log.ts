import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * What the access line logs of a request: what Fastify's `req` serializer reads
 * (method, url, host, ip, socket's remotePort), with the path in place of the
 * URL. The query is never logged: `/v1/check?password=…` would put a password
 * in the log.
 */
export function accessRecord(request: FastifyRequest) {
  const { url } = request;
  const query = url.indexOf('?');
  return {
    method: request.method,
    url: query === -1 ? url : url.slice(0, query),
    host: request.host,
    ip: request.ip,
    socket: { remotePort: request.socket?.remotePort },
  };
}

/**
 * Fastify's per-request lines ("incoming request", "request completed") at debug,
 * not info: at info they cost 15-25% of throughput (npm run bench), and access logs
 * usually belong to the proxy in front. Below debug they are not even built.
 * They hold method, path (never the query), addresses and status: never a body,
 * never a password.
 */
export class DebugAccessLog extends LogController {
  constructor(level: string) {
    super({ disableRequestLogging: level !== 'debug' && level !== 'trace' });
  }
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: accessRecord(request) }, 'incoming request');
  }
  override requestCompleted(error: Error | null | undefined, _request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
