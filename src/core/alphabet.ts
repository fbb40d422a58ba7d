/** Lower-case letters a-z (26). */
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
/** Upper-case letters A-Z (26). */
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Digits 0-9 (10). */
export const DIGITS = '0123456789';
/** The 27 symbols of the specification. */
export const SYMBOLS = '~!@#$%^&*()_+-=[]{};:,./<>?';
/**
 * Characters removed by `exclude_ambiguous`. `|` is listed by the specification
 * but belongs to no set, so six characters are removed in practice.
 */
export const AMBIGUOUS = '0O1Il|o';

/** Which character types go into the alphabet. */
export interface AlphabetOptions {
  readonly lower: boolean;
  readonly upper: boolean;
  readonly digits: boolean;
  readonly symbols: boolean;
  readonly excludeAmbiguous: boolean;
}

/**
 * The alphabet (pool) for the given options, in a fixed order, without duplicates.
 * Empty when every type is off: callers must reject that case (`empty_alphabet`).
 */
export function buildAlphabet(options: AlphabetOptions): string {
  // 32 combinations: each is built once and kept as one flat string, so that the
  // generator's per-alphabet table lookup hashes a cached string, not a new one.
  const index =
    (options.lower ? 1 : 0) |
    (options.upper ? 2 : 0) |
    (options.digits ? 4 : 0) |
    (options.symbols ? 8 : 0) |
    (options.excludeAmbiguous ? 16 : 0);
  let alphabet = ALPHABETS[index];
  if (alphabet === undefined) {
    alphabet = composeAlphabet(options);
    ALPHABETS[index] = alphabet;
  }
  return alphabet;
}

const ALPHABETS: (string | undefined)[] = new Array(32);

function composeAlphabet(options: AlphabetOptions): string {
  let alphabet = '';
  if (options.lower) alphabet += LOWER;
  if (options.upper) alphabet += UPPER;
  if (options.digits) alphabet += DIGITS;
  if (options.symbols) alphabet += SYMBOLS;
  if (!options.excludeAmbiguous) return alphabet;
  let kept = '';
  for (const ch of alphabet) if (!AMBIGUOUS.includes(ch)) kept += ch;
  return kept;
}
