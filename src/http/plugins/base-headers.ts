import fp from 'fastify-plugin';

const BASE_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' } as const;
const DRAINING_HEADERS = { ...BASE_HEADERS, Connection: 'close' } as const;

/**
 * Every answer carries `nosniff` and `no-store` (routes whose documents may be
 * cached override Cache-Control). Set up front, which is cheaper than an onSend
 * hook on every response; error and 404 answers keep them. While the server
 * closes, answers also say `Connection: close`.
 */
export const baseHeadersPlugin = fp(
  async (app) => {
    let draining = false;
    app.addHook('preClose', (done) => {
      draining = true;
      // Requests already in flight got their headers before draining began; Node reads
      // keepAliveTimeout when a response finishes, so their sockets now close right after it.
      app.server.keepAliveTimeout = 1;
      done();
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(draining ? DRAINING_HEADERS : BASE_HEADERS);
      done();
    });
  },
  { name: 'base-headers' },
);
