/**
 * Reading the password for `check`: from a pipe or file, the first line; on a
 * terminal, a prompt without echo. Never from an argument or the environment.
 */
import type { Writable } from 'node:stream';
import { UsageError } from './flags.js';
import type { CliInput } from './io.js';

/** The most `check` reads from a pipe before giving up on finding the end of the line. */
export const MAX_INPUT_BYTES = 1 << 20;

/** The user pressed Ctrl-C at the prompt. */
export class PromptCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'PromptCancelled';
  }
}

const NEWLINE = 0x0a;

/**
 * The first line of a stream (up to the first LF, a CR before it dropped),
 * decoded as UTF-8. Stops reading at the newline; refuses input with no
 * password on it or a line longer than MAX_INPUT_BYTES.
 */
export async function readFirstLine(input: CliInput, maxBytes = MAX_INPUT_BYTES): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  let complete = false;
  for await (const chunk of input) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : (chunk as Buffer);
    const end = bytes.indexOf(NEWLINE);
    chunks.push(end === -1 ? bytes : bytes.subarray(0, end));
    size += end === -1 ? bytes.length : end;
    if (end !== -1) complete = true;
    if (complete || size > maxBytes) break;
  }
  if (size > maxBytes) {
    throw new UsageError('password_too_long', `The first line of standard input is longer than ${maxBytes} bytes.`);
  }
  let line = Buffer.concat(chunks).toString('utf8');
  if (line.endsWith('\r')) line = line.slice(0, -1);
  chunks.forEach((chunk) => {
    chunk.fill(0);
  });
  if (line === '') {
    throw new UsageError(
      'no_password',
      'There is no password on standard input: pipe one line into the command, or run it on a terminal to be asked for it.',
    );
  }
  return line;
}

/** What one keystroke (or pasted chunk) does to the hidden line being typed. */
export function applyKeys(typed: string, keys: string): { typed: string; done: boolean; cancelled: boolean } {
  let line = typed;
  // An escape sequence (arrow keys, function keys) is not part of a password.
  if (keys.startsWith('\u001b')) return { typed: line, done: false, cancelled: false };
  for (const key of keys) {
    if (key === '\r' || key === '\n' || key === '\u0004') return { typed: line, done: true, cancelled: false };
    if (key === '\u0003') return { typed: '', done: true, cancelled: true };
    if (key === '\u007f' || key === '\b') line = Array.from(line).slice(0, -1).join('');
    else if (key === '\u0015') line = '';
    else if (key >= ' ') line += key;
  }
  return { typed: line, done: false, cancelled: false };
}

/**
 * Asks for a password on a terminal without echoing it: the prompt goes to
 * `prompt` (standard error, so that standard output carries only the result),
 * the terminal is in raw mode while typing and restored afterwards.
 */
export function promptHidden(input: CliInput, output: Writable, prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (cancelled: boolean) => {
      input.off('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      if (cancelled) reject(new PromptCancelled());
      else resolve(typed);
    };
    const onData = (chunk: Buffer | string) => {
      const step = applyKeys(typed, typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
      typed = step.typed;
      if (step.done) finish(step.cancelled);
    };
    // Raw mode before the prompt: whatever is typed once the prompt shows is never echoed.
    input.setRawMode?.(true);
    output.write(prompt);
    input.on('data', onData);
    input.resume();
  });
}
