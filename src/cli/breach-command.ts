/**
 * `breach build --from FILE --out FILTER`: a breach filter file from a source list (breach/filter-build.ts),
 * for `check --breach-file` and the library's `breach: { file }`. Loaded only when it runs.
 */
import { resolve } from 'node:path';
import { buildFilterFile } from '../breach/filter-build.js';
import { FUSE_FALSE_POSITIVE_DENOMINATOR } from '../checker/fuse-filter.js';
import { parseFlags, UsageError } from './flags.js';
import { breachHelp } from './help.js';
import type { CliIo } from './io.js';
import { writeResult } from './standard-output.js';

const FORMATS = ['auto', 'sha1', 'passwords'] as const;
type FormatFlag = (typeof FORMATS)[number];

function isFormat(value: string): value is FormatFlag {
  return (FORMATS as readonly string[]).includes(value);
}

/** `breach`: its one subcommand, `build`. */
export async function runBreach(args: readonly string[], io: CliIo): Promise<number> {
  const [subcommand, ...rest] = args;
  if (subcommand === '--help' || subcommand === '-h') {
    io.stdout.write(breachHelp());
    return 0;
  }
  if (subcommand !== 'build') {
    throw new UsageError('unknown_command', 'breach needs a subcommand: the one subcommand is build.');
  }
  const values = parseFlags(rest, {
    from: { type: 'string' },
    out: { type: 'string' },
    format: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help === true) {
    io.stdout.write(breachHelp());
    return 0;
  }
  const from = values.from as string | undefined;
  const out = values.out as string | undefined;
  if (from === undefined || out === undefined) {
    throw new UsageError('missing_option', 'breach build needs --from FILE (the source list) and --out FILTER.');
  }
  if (resolve(from) === resolve(out)) {
    throw new UsageError('conflicting_options', '--out names the source list itself: give the filter another name.');
  }
  const format = (values.format as string | undefined) ?? 'auto';
  if (!isFormat(format)) {
    throw new UsageError('invalid_option_value', '--format must be auto, sha1 or passwords.');
  }
  const report = buildFilterFile({ from, out, format });
  const perEntry = report.entries === 0 ? 0 : report.bytes / report.entries;
  await writeResult(
    io.stdout,
    `${out}: ${report.entries} distinct entries from ${report.lines} lines (${report.format}), ${report.segments} segments, ${report.bytes} bytes (${perEntry.toFixed(2)} per entry), false-positive rate 1/${FUSE_FALSE_POSITIVE_DENOMINATOR}.\n`,
  );
  return 0;
}
