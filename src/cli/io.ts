import type { Readable, Writable } from 'node:stream';

/** Standard input as the commands use it: a terminal has `isTTY` and `setRawMode`. */
export type CliInput = Readable & {
  readonly isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
};

/** The streams a command reads and writes; the bin passes the process's own. */
export interface CliIo {
  readonly stdin: CliInput;
  readonly stdout: Writable;
  readonly stderr: Writable;
  /** The environment (the bin passes process.env); `check` reads PWGEN_BREACH_URL from it. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}
