import { parseFlags } from './flags.js';
import { checkHelp } from './help.js';
import type { CliIo } from './io.js';

/** `check`: placeholder until the shared checker engine is in. */
export async function runCheck(args: readonly string[], io: CliIo): Promise<number> {
  const values = parseFlags(args, {
    lang: { type: 'string' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help === true) {
    io.stdout.write(checkHelp());
    return 0;
  }
  throw new Error('check is not available yet');
}
