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
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

function tooLong(what: string, maxBytes: number): UsageError {
  return new UsageError('password_too_long', `${what} is longer than ${maxBytes} bytes.`);
}

function notUtf8(what: string): UsageError {
  return new UsageError(
    'invalid_encoding',
    `${what} is not valid UTF-8: the estimate would be of other characters than the password's.`,
  );
}

// Exactly the bytes given, or a refusal: no U+FFFD in place of a bad byte, no byte order mark kept.
function decodeLine(bytes: Buffer): string {
  if (bytes.subarray(0, BOM.length).equals(BOM)) {
    throw new UsageError(
      'invalid_encoding',
      'Standard input begins with a byte order mark (EF BB BF), which is not part of a password: save the file without it.',
    );
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw notUtf8('The first line of standard input');
  }
}

/**
 * The first line of a stream (up to the first LF, a CR before it dropped),
 * decoded as UTF-8. Stops reading at the newline; refuses input with no
 * password on it, a line longer than MAX_INPUT_BYTES, bytes that are not
 * UTF-8 and a leading byte order mark.
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
  if (size > maxBytes) throw tooLong('The first line of standard input', maxBytes);
  const bytes = Buffer.concat(chunks);
  chunks.forEach((chunk) => {
    chunk.fill(0);
  });
  let line: string;
  try {
    line = decodeLine(bytes);
  } finally {
    bytes.fill(0);
  }
  if (line.endsWith('\r')) line = line.slice(0, -1);
  if (line === '') {
    throw new UsageError(
      'no_password',
      'There is no password on standard input: pipe one line into the command, or run it on a terminal to be asked for it.',
    );
  }
  return line;
}

/** How a chunk of keys left the line being typed. */
export type KeysOutcome = 'typing' | 'done' | 'cancelled';

/** The hidden line being typed at the prompt: fed the terminal's input as it arrives. */
export interface HiddenLine {
  /** Applies a chunk of input (keys, escape sequences, pasted text; split anywhere). */
  feed(keys: string): KeysOutcome;
  /** The characters typed so far. */
  text(): string;
  /** True once more than the cap was typed or pasted: the line is then refused, never cut. */
  readonly tooLong: boolean;
}

interface LineState {
  readonly maxBytes: number;
  /** The code points typed, so that Backspace is cheap even after a long paste. */
  readonly typed: string[];
  bytes: number;
  tooLong: boolean;
  /** The escape sequence being read: '' when none, else ESC and what followed it so far. */
  escape: string;
  /** The ESC being read ended the previous chunk: then it was the Escape key, unless a sequence follows. */
  escapeEndedChunk: boolean;
  pasting: boolean;
  pastedLineEnded: boolean;
}

const ESC = '\u001b';
const CSI = `${ESC}[`;
const PASTE_START = `${CSI}200~`;
const PASTE_END = `${CSI}201~`;
// Longer "sequences" are not a terminal's: they are dropped rather than buffered without end.
const MAX_SEQUENCE = 32;

// ECMA-48: after ESC [, parameter and intermediate bytes (0x20-0x3F), then a final byte (0x40-0x7E).
const isSequenceBody = (key: string) => key >= ' ' && key <= '?';
const isFinal = (key: string) => key >= '@' && key <= '~';
const isPrintable = (key: string) => key >= ' ' && key !== '\u007f';
const isLineBreak = (key: string) => key === '\r' || key === '\n';
const utf8Size = (key: string) => (key.length > 1 ? 4 : key <= '\u007f' ? 1 : key <= '\u07ff' ? 2 : 3);

function addKey(state: LineState, key: string): void {
  const size = utf8Size(key);
  if (state.bytes + size > state.maxBytes) {
    state.tooLong = true;
    return;
  }
  state.typed.push(key);
  state.bytes += size;
}

function plainKey(state: LineState, key: string): KeysOutcome {
  if (isLineBreak(key) || key === '\u0004') return 'done';
  if (key === '\u0003') return 'cancelled';
  if (key === '\u007f' || key === '\b') {
    const erased = state.typed.pop();
    if (erased !== undefined) state.bytes -= utf8Size(erased);
  } else if (key === '\u0015') {
    state.typed.length = 0;
    state.bytes = 0;
  } else if (key >= ' ') addKey(state, key);
  return 'typing';
}

// Inside a paste every key is text: control keys do nothing, a line break ends the password at the paste's end.
function pastedKey(state: LineState, key: string): KeysOutcome {
  if (isLineBreak(key)) state.pastedLineEnded = true;
  else if (isPrintable(key) && !state.pastedLineEnded) addKey(state, key);
  return 'typing';
}

// A finished escape sequence: only the paste markers do anything.
function sequence(state: LineState, text: string): KeysOutcome {
  if (text === PASTE_START) state.pasting = true;
  else if (text === PASTE_END && state.pasting) {
    state.pasting = false;
    if (state.pastedLineEnded) return 'done';
  }
  return 'typing';
}

// One key after an ESC; undefined while the sequence goes on.
function escapedKey(state: LineState, key: string): KeysOutcome | undefined {
  const begun = state.escape;
  if (begun === ESC && (key === '[' || key === 'O')) {
    state.escape += key;
    return undefined;
  }
  if (begun.startsWith(CSI) && isSequenceBody(key) && begun.length < MAX_SEQUENCE) {
    state.escape += key;
    return undefined;
  }
  state.escape = '';
  // Alt+key is skipped, but ESC Enter is Enter, and the Escape key is followed by keys of their own.
  if (begun === ESC) return isPrintable(key) && !state.escapeEndedChunk ? 'typing' : anyKey(state, key);
  if (isFinal(key)) return sequence(state, begun + key);
  // Not a sequence after all (or an overlong one): the key keeps its meaning.
  return anyKey(state, key);
}

function anyKey(state: LineState, key: string): KeysOutcome {
  return state.pasting ? pastedKey(state, key) : plainKey(state, key);
}

/**
 * The line editor of the hidden prompt. Escape sequences (arrows, function
 * keys, Alt+key) are skipped wherever they fall in a chunk, and only they:
 * what follows them, Enter included, still counts. A bracketed paste
 * (ESC[200~ ... ESC[201~) is taken as typed text; a line break inside it ends
 * the password when the paste ends, so the first line is the password (as
 * from a pipe) and the rest of the paste is read and dropped, never left for
 * the shell. Keeps at most `maxBytes` bytes of UTF-8 and notes any excess.
 */
export function createHiddenLine(maxBytes = MAX_INPUT_BYTES): HiddenLine {
  const state: LineState = {
    maxBytes,
    typed: [],
    bytes: 0,
    tooLong: false,
    escape: '',
    escapeEndedChunk: false,
    pasting: false,
    pastedLineEnded: false,
  };
  return {
    feed(keys) {
      for (const key of keys) {
        if (key === ESC) {
          state.escape = ESC;
          state.escapeEndedChunk = false;
          continue;
        }
        const outcome = state.escape === '' ? anyKey(state, key) : escapedKey(state, key);
        if (outcome === 'done' || outcome === 'cancelled') return outcome;
      }
      state.escapeEndedChunk = state.escape === ESC;
      return 'typing';
    },
    text: () => state.typed.join(''),
    get tooLong() {
      return state.tooLong;
    },
  };
}

/**
 * Asks for a password on a terminal without echoing it: the prompt goes to
 * `prompt` (standard error, so that standard output carries only the result),
 * the terminal is in raw mode while typing and restored afterwards. Refuses
 * more than `maxBytes` (as from a pipe) and bytes that are not UTF-8.
 */
export function promptHidden(
  input: CliInput,
  output: Writable,
  prompt: string,
  maxBytes = MAX_INPUT_BYTES,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const line = createHiddenLine(maxBytes);
    const strict = new TextDecoder('utf-8', { fatal: true });
    const lenient = new TextDecoder('utf-8');
    let invalid = false;
    // After a byte that is not UTF-8 the keys are still read, so that Enter ends the line; the line is then refused.
    const decode = (chunk: Buffer): string => {
      if (!invalid) {
        try {
          return strict.decode(chunk, { stream: true });
        } catch {
          invalid = true;
        }
      }
      return lenient.decode(chunk, { stream: true });
    };
    const finish = (outcome: KeysOutcome) => {
      input.off('data', onData);
      input.off('end', onEnd);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      if (outcome === 'cancelled') reject(new PromptCancelled());
      else if (invalid) reject(notUtf8('What was typed'));
      else if (line.tooLong) reject(tooLong('The password typed or pasted', maxBytes));
      else resolve(line.text());
    };
    const onData = (chunk: Buffer | string) => {
      const outcome = line.feed(typeof chunk === 'string' ? chunk : decode(chunk));
      if (outcome !== 'typing') finish(outcome);
    };
    const onEnd = () => finish('done');
    // Raw mode before the prompt: whatever is typed once the prompt shows is never echoed.
    input.setRawMode?.(true);
    output.write(prompt);
    input.on('data', onData);
    input.once('end', onEnd);
    input.resume();
  });
}
