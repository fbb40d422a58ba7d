/**
 * The length the generator page's rules mode draws at: the length the user
 * wants, fitted into the range that pasted or chosen site rules allow, as the
 * CLI and the library do when no length is given (engine/recipe-request.ts
 * rulesLengths). Pure: the page keeps the wanted length and shows the note.
 */

import { parsePasswordRules } from '../core/password-rules.js';
import { rulesLengths } from '../engine/recipe-request.js';

/** A length fitted into the rules' range, with that range for the note beside the length. */
export interface FittedLength {
  readonly length: number;
  readonly min: number;
  readonly max: number;
}

/**
 * The wanted length moved to the nearest one the rules allow, or undefined when it needs no move:
 * the rules are empty or unreadable (their own problem shows), allow no length at all (the
 * length's problem shows), or allow the wanted one. A wanted length that is not a whole number is
 * left to the length field's own problem.
 */
export function fittedRulesLength(rules: string, wanted: string): FittedLength | undefined {
  if (rules.trim() === '' || !/^\d{1,4}$/.test(wanted.trim())) return undefined;
  const parsed = parsePasswordRules(rules);
  if (!parsed.ok) return undefined;
  const { min, max } = rulesLengths(parsed.rules);
  const length = Number(wanted);
  if (min > max || (length >= min && length <= max)) return undefined;
  return { length: Math.min(Math.max(length, min), max), min, max };
}
