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

/**
 * The options that shape the alphabet. The cache key and the options' type are
 * both derived from this list, so a new alphabet option cannot be left out of
 * the key: listed here, it is in both; not listed, it is no AlphabetOptions field.
 */
export const ALPHABET_FIELDS = ['lower', 'upper', 'digits', 'symbols', 'excludeAmbiguous'] as const;

/** Which character types go into the alphabet. */
export type AlphabetOptions = { readonly [Field in (typeof ALPHABET_FIELDS)[number]]: boolean };

/**
 * The alphabet (pool) for the given options, in a fixed order, without duplicates.
 * Empty when every type is off: callers must reject a pool under 2 characters
 * (`empty_alphabet`) before generating.
 */
export function buildAlphabet(options: AlphabetOptions): string {
  // Each distinct set of options is built once and kept as one flat string, so that the
  // generator's per-alphabet table lookup hashes a cached string, not a new one.
  const key = alphabetKey(options);
  let alphabet = ALPHABETS.get(key);
  if (alphabet === undefined) {
    alphabet = composeAlphabet(options);
    if (ALPHABETS.size >= MAX_CACHED_ALPHABETS) ALPHABETS.clear();
    ALPHABETS.set(key, alphabet);
  }
  return alphabet;
}

/** A key that differs whenever the options give a different alphabet: one digit per field of ALPHABET_FIELDS. */
export function alphabetKey(options: AlphabetOptions): string {
  let key = '';
  for (const field of ALPHABET_FIELDS) key += options[field] ? '1' : '0';
  return key;
}

const MAX_CACHED_ALPHABETS = 256;
const ALPHABETS = new Map<string, string>();

function composeAlphabet(options: AlphabetOptions): string {
  let alphabet = '';
  if (options.lower) alphabet += LOWER;
  if (options.upper) alphabet += UPPER;
  if (options.digits) alphabet += DIGITS;
  if (options.symbols) alphabet += SYMBOLS;
  return filterAlphabet(alphabet, options);
}

/**
 * `pool` without what the options other than the four types take away (`excludeAmbiguous`). The site
 * rules' pool goes through it too (recipe-build.ts), so an option that narrows the alphabet here
 * applies under rules as it does without them: its row says `applies`, and no other line is needed.
 */
export function filterAlphabet(pool: string, options: AlphabetOptions): string {
  let kept = pool;
  if (options.excludeAmbiguous) kept = withoutAny(kept, AMBIGUOUS);
  return kept;
}

function withoutAny(pool: string, removed: string): string {
  let kept = '';
  for (const ch of pool) if (!removed.includes(ch)) kept += ch;
  return kept;
}
