/**
 * A second baseline, between bare node:http and the service: Fastify 5 with
 * its defaults (no logger, no hooks, no schemas) and one POST route answering
 * the same fixed body (BARE_BODY) as the bare server. The gap between this and
 * bare node:http is the framework's own cost; the gap between this and the
 * service is the service's work (limiter, body reading, generation, analysis,
 * messages, response schema, logging, headers).
 * Run as a child process: BARE_PORT=1234 BARE_BODY='{...}' node dist/bench/fastify-minimal-server.js
 */
import Fastify, { type FastifyReply } from 'fastify';

const port = Number(process.env.BARE_PORT ?? '0');
const body = process.env.BARE_BODY ?? '{}';

const app = Fastify({ logger: false });
const answer = (_request: unknown, reply: FastifyReply) =>
  reply.header('content-type', 'application/json; charset=utf-8').send(body);
app.post('/v1/generate', answer);
app.get('/', answer);
await app.listen({ port, host: '127.0.0.1' });

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
