/**
 * The six samples of Golla and Dürmuth's meter-accuracy benchmark, vendored in bench/data/meter-accuracy/ (its
 * README.md says from where), read and joined line by line as the repository's `src/analyze/01_build_r_file.py`
 * joins them: each file's header line skipped, the password taken from the `withcount` line after its count.
 */
import { readFileSync } from 'node:fs';

/** The samples, in the order of the repository's published figures. */
export const METER_ACCURACY_SAMPLES = [
  'rockyou.online',
  'linkedin.online',
  '000webhost.online',
  'rockyou.offline',
  'linkedin.offline',
  '000webhost.offline',
] as const;

export type MeterAccuracySampleName = (typeof METER_ACCURACY_SAMPLES)[number];

/** One sample: per password, the reference strength, its weight and zxcvbn 4.4.2's guess number, in file order. */
export interface MeterAccuracySample {
  readonly name: MeterAccuracySampleName;
  readonly passwords: readonly string[];
  /** The reference (higher is stronger): the benchmark correlates a meter's output with it. */
  readonly strengths: readonly number[];
  readonly weights: readonly number[];
  /** zxcvbn 4.4.2's guess numbers as the repository crawled them. */
  readonly zxcvbnGuesses: readonly number[];
}

const DATA = new URL('../../bench/data/meter-accuracy/', import.meta.url);

/** The lines of a file after its header, each without its line ending (Python's `rstrip('\r\n')`). */
export function dataLines(text: string): string[] {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines.slice(1).map((line) => line.replace(/\r+$/, ''));
}

/** The password of a `uniq -c` line (`     24 123456`): what follows the count and one whitespace character. */
export function passwordOfCountLine(line: string): string {
  const count = /^\s*[0-9]*\s/.exec(line);
  if (count === null) throw new SyntaxError(`not a counted line: ${JSON.stringify(line)}`);
  return line.slice(count[0].length);
}

function numberOf(line: string, file: string): number {
  const value = Number(line);
  if (line.trim() === '' || !Number.isFinite(value)) throw new SyntaxError(`${file}: not a number: ${line}`);
  return value;
}

function readLines(file: string): string[] {
  return dataLines(readFileSync(new URL(file, DATA), 'utf8'));
}

/** Reads one sample's four files and checks that they have a line for every password. */
export function readMeterAccuracySample(name: MeterAccuracySampleName): MeterAccuracySample {
  const files = {
    strength: `1_${name}.strength`,
    weight: `2_${name}.weight`,
    withcount: `3_${name}.withcount`,
    zxcvbn: `0_${name}.pw_guess_number_result.txt`,
  };
  const passwords = readLines(files.withcount).map(passwordOfCountLine);
  const numbers = (file: string): number[] => {
    const lines = readLines(file);
    if (lines.length !== passwords.length) {
      throw new RangeError(`${file}: ${lines.length} lines for ${passwords.length} passwords`);
    }
    return lines.map((line) => numberOf(line, file));
  };
  return {
    name,
    passwords,
    strengths: numbers(files.strength),
    weights: numbers(files.weight),
    zxcvbnGuesses: numbers(files.zxcvbn),
  };
}
