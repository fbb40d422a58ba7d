/**
 * The baseline of the HTTP benchmark: a bare node:http server that answers
 * every request with one fixed JSON body (BARE_BODY, a real response of the
 * service captured by the bench, so the size is the same). It reads and
 * discards the request body, like a real handler must, and does nothing else.
 * With BARE_WORK_US=n it first busy-waits n microseconds per request: a calibration
 * that shows how much per-request work a throughput ratio leaves room for.
 * Run as a child process: BARE_PORT=1234 BARE_BODY='{...}' node dist/bench/bare-server.js
 */
import { createServer } from 'node:http';

const port = Number(process.env.BARE_PORT ?? '0');
const body = Buffer.from(process.env.BARE_BODY ?? '{}', 'utf8');
const workNs = BigInt(Math.round(Number(process.env.BARE_WORK_US ?? '0') * 1000));
const headers = {
  'content-type': 'application/json; charset=utf-8',
  'content-length': String(body.length),
};

const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    if (workNs > 0n) {
      const start = process.hrtime.bigint();
      while (process.hrtime.bigint() - start < workNs);
    }
    response.writeHead(200, headers);
    response.end(body);
  });
});
server.keepAliveTimeout = 5000;
server.listen(port, '127.0.0.1');

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
