import { parseFlags } from './flags.js';
import { serveHelp } from './help.js';
import type { CliIo } from './io.js';

/** The help of `serve`, naming the package's own copy of docs/operations.md. */
export async function serveHelpText(): Promise<string> {
  const { packageFile } = await import('./version.js');
  return serveHelp(packageFile('docs/operations.md'));
}

/**
 * `serve`: the service as `npm start` runs it (same environment, workers and
 * signals). Fastify, pino and Redis are loaded here, never by `generate`.
 */
export async function runServe(args: readonly string[], io: CliIo): Promise<number> {
  const values = parseFlags(args, { help: { type: 'boolean', short: 'h' } });
  if (values.help === true) {
    io.stdout.write(await serveHelpText());
    return 0;
  }
  const { runProcess } = await import('../main.js');
  try {
    await runProcess();
  } catch (error) {
    // As npm start does: a service that cannot listen exits 1 at once instead of lingering.
    io.stderr.write(`failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  return 0;
}
