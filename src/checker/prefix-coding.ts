/**
 * The pages' coding of the checker's compact files (compact-dictionary.ts) on the wire: a word line that shares at
 * least {@link MIN_SHARED} leading UTF-16 units with the word line above it (in the same list) starts with one
 * control character that says how many, followed by the rest of the word. In rank order neighbours often share a
 * start (`password1`, `password2`; names, plurals), and brotli finds the rest: /en/checker's dictionaries weigh
 * about 6 % less (docs/benchmarks.md). scripts/build-web.mjs codes the files but the first parts (which gain under
 * 1 %), the page's worker decodes each coded one before reading it; Node reads the files as written. Decoding a text
 * that holds no marker gives it back unchanged. Pure.
 */
import { DICTIONARY_HEADER } from './compact-dictionary.js';

/** The fewest shared units worth a marker: a marker weighs one. */
const MIN_SHARED = 2;

/**
 * The markers, one per shared length from {@link MIN_SHARED} on: control characters that no word starts with, and
 * neither a line feed nor a carriage return (the files are template literals, which turn a carriage return into a line
 * feed), nor the format's own \u0001 and \u0002.
 */
const MARKERS: readonly string[] = Array.from({ length: 0x20 - 3 }, (_, at) => String.fromCharCode(at + 3)).filter(
  (marker) => marker !== '\n' && marker !== '\r',
);

/** The most shared units a marker says. */
const MAX_SHARED = MIN_SHARED + MARKERS.length - 1;

const SHARED_OF: ReadonlyMap<string, number> = new Map(MARKERS.map((marker, at) => [marker, at + MIN_SHARED]));

// A list's line, the feedback's line, the header: none is a word, and a list's line starts a new neighbourhood.
function isWordLine(line: string): boolean {
  return line !== '' && line.charCodeAt(0) > 2 && line !== DICTIONARY_HEADER;
}

/** `text` with each word line's start shared with the word above written as a marker. Throws on a word that starts with a marker. */
export function encodeSharedPrefixes(text: string): string {
  let last = '';
  return text
    .split('\n')
    .map((line) => {
      if (line.startsWith('\u0001')) last = '';
      if (!isWordLine(line)) return line;
      if (SHARED_OF.has(line.charAt(0))) throw new RangeError('a word starts with a control character');
      let shared = 0;
      const most = Math.min(line.length, last.length, MAX_SHARED);
      while (shared < most && line.charCodeAt(shared) === last.charCodeAt(shared)) shared++;
      // Never cut a surrogate pair: the rest would start with half of one.
      if (shared > 0 && shared < line.length && /[\ud800-\udbff]/.test(line.charAt(shared - 1))) shared--;
      last = line;
      return shared < MIN_SHARED ? line : `${MARKERS[shared - MIN_SHARED]}${line.slice(shared)}`;
    })
    .join('\n');
}

/**
 * Decodes a coded text a number of lines at a time, so that a worker can answer between steps: `step` decodes the
 * next lines and says whether any are left, `text` gives the whole decoded text once none are.
 */
export class SharedPrefixDecoder {
  private readonly decoded: string[] = [];
  private at = 0;
  private last = '';

  constructor(private readonly coded: string) {}

  /** Decodes up to `maxLines` more lines; true while lines are left. */
  step(maxLines: number): boolean {
    let end = this.at;
    for (let lines = 0; lines < maxLines && end < this.coded.length; lines++) {
      const next = this.coded.indexOf('\n', end);
      end = next === -1 ? this.coded.length : next + 1;
    }
    const lines = this.coded.slice(this.at, end).split('\n');
    for (let at = 0; at < lines.length; at++) lines[at] = this.decodeLine(lines[at] as string);
    this.decoded.push(lines.join('\n'));
    this.at = end;
    return this.at < this.coded.length;
  }

  /** The decoded text (every line decoded first). */
  text(): string {
    while (this.step(Number.POSITIVE_INFINITY));
    return this.decoded.join('');
  }

  private decodeLine(line: string): string {
    if (line.startsWith('\u0001')) this.last = '';
    if (!isWordLine(line)) return line;
    const shared = SHARED_OF.get(line.charAt(0));
    this.last = shared === undefined ? line : `${this.last.slice(0, shared)}${line.slice(1)}`;
    return this.last;
  }
}

/** The text {@link encodeSharedPrefixes} coded, as it was. */
export function decodeSharedPrefixes(coded: string): string {
  return new SharedPrefixDecoder(coded).text();
}
