/**
 * A generated passphrase with one common change (issue 40, item 3): digits or symbols added at
 * either end (`!`, a year, `123!`), all capitals, or every separator replaced by another single
 * character (a tab, a no-break space, `·`). An attacker who knows the generator tries its
 * passphrases, then each with the change, so such an input costs at most the passphrase's own
 * figure plus the change's. The changes, and what each costs in bits (log2 of the attacker's
 * choices for it):
 *
 * - an affix of 1 to 4 characters before or after: log2 of the strings of its length over its
 *   class (10 digits, 33 ASCII punctuation with the space, or both: 43), plus 1 bit for the end
 *   and 2 for the length (4^1 to 43^4 of them);
 * - all capitals: 1 bit (the text as drawn, or in capitals);
 * - another separator, one character used wherever the generator put its own: 8 bits (256
 *   characters tried, every ASCII one and the common spaces, dots and dashes beyond).
 *
 * Title case is the generator's own `capitalize: first`, so it needs no change. A typo and l33t
 * are left to the pattern estimate. Pure: the recogniser is passed in.
 */
import type { PassphraseRecogniser } from './passphrase-fit.js';

/** One changed reading of an input: the passphrase it may have been, and the change's cost. */
export interface ChangedReading {
  readonly passphrase: string;
  readonly changeBits: number;
}

const MAX_AFFIX = 4;
const DIGITS = /^[0-9]+$/;
const PUNCTUATION = /^[\x20-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]+$/;
const DIGITS_OR_PUNCTUATION = /^[\x20-\x40\x5b-\x60\x7b-\x7e]+$/;
/** Bits to choose the end (1) and the length, 1 to 4 (2). */
const AFFIX_PLACE_BITS = 3;
/** Bits to choose a separator of one character among 256. */
const SEPARATOR_BITS = 8;
const CAPITALS_BITS = 1;
/** The separator the generator draws with by default: a replaced one is read back as this. */
const GENERATED_SEPARATOR = '-';

function affixBits(affix: string): number | undefined {
  if (DIGITS.test(affix)) return affix.length * Math.log2(10) + AFFIX_PLACE_BITS;
  if (PUNCTUATION.test(affix)) return affix.length * Math.log2(33) + AFFIX_PLACE_BITS;
  if (DIGITS_OR_PUNCTUATION.test(affix)) return affix.length * Math.log2(43) + AFFIX_PLACE_BITS;
  return undefined;
}

function affixReadings(text: string): ChangedReading[] {
  const readings: ChangedReading[] = [];
  for (let size = 1; size <= MAX_AFFIX && size < text.length; size++) {
    const before = affixBits(text.slice(0, size));
    if (before !== undefined) readings.push({ passphrase: text.slice(size), changeBits: before });
    const after = affixBits(text.slice(-size));
    if (after !== undefined) readings.push({ passphrase: text.slice(0, -size), changeBits: after });
  }
  return readings;
}

function capitalsReadings(text: string): ChangedReading[] {
  const lower = text.toLowerCase();
  return text === text.toUpperCase() && lower !== text ? [{ passphrase: lower, changeBits: CAPITALS_BITS }] : [];
}

// Every character that is neither a letter nor a digit, used at least twice, read as the generator's separator.
function separatorReadings(text: string): ChangedReading[] {
  const counts = new Map<string, number>();
  for (const char of text) if (!/[\p{L}\p{N}]/u.test(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  return [...counts]
    .filter(([char, count]) => count >= 2 && char !== GENERATED_SEPARATOR)
    .map(([char]) => ({ passphrase: text.split(char).join(GENERATED_SEPARATOR), changeBits: SEPARATOR_BITS }));
}

/** Every reading of `text` as a passphrase with one change. */
export function changedReadings(text: string): ChangedReading[] {
  return [...affixReadings(text), ...capitalsReadings(text), ...separatorReadings(text)];
}

/**
 * The fewest bits of a reading of `text` as a generated passphrase with one change: the
 * passphrase's bits (the generator's exact figure for its smallest fitting option set) plus the
 * change's; Infinity when no reading is a passphrase.
 */
export function changedPassphraseBits(text: string, recogniser: PassphraseRecogniser): number {
  let best = Number.POSITIVE_INFINITY;
  for (const reading of changedReadings(text)) {
    if (reading.changeBits >= best) continue;
    const fit = recogniser.fit(reading.passphrase);
    if (fit !== null) best = Math.min(best, fit.bits + reading.changeBits);
  }
  return best;
}
