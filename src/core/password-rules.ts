/**
 * A parser of `passwordrules` strings, the grammar of Apple's
 * password-manager-resources (and the WHATWG proposal, whatwg/html#3518):
 * `required: upper; required: digit, [-_]; allowed: lower; max-consecutive: 2;
 * minlength: 8; maxlength: 20;`. Pure: no I/O, and errors are codes with the
 * offending part and its position, worded at the edge.
 */

/** A parsed rules string; character sets are printable ASCII, in code order. */
export interface PasswordRules {
  /** One set per `required` line: at least one character of each. */
  readonly required: readonly string[];
  /** The union of the `allowed` lines, or undefined when there is none. */
  readonly allowed: string | undefined;
  readonly maxRepeating: number | undefined;
  readonly maxSequential: number | undefined;
  readonly minLength: number | undefined;
  readonly maxLength: number | undefined;
}

/** Why a rules string does not parse. */
export type RulesErrorReason =
  | 'unknown_rule'
  | 'unknown_class'
  | 'unicode'
  | 'expected_colon'
  | 'expected_value'
  | 'invalid_number'
  | 'unclosed_class'
  | 'empty_class'
  | 'misplaced_dash';

/** A rules string that does not parse: why, the part concerned, and its position (1-based). */
export interface RulesError {
  readonly reason: RulesErrorReason;
  readonly part: string;
  readonly position: number;
}

/** The outcome of {@link parsePasswordRules}. */
export type RulesParse =
  | { readonly ok: true; readonly rules: PasswordRules }
  | { readonly ok: false; readonly error: RulesError };

const range = (from: number, to: number) =>
  String.fromCharCode(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

/** The named classes of the grammar (`unicode` is refused: this generator draws printable ASCII only). */
export const NAMED_CLASSES: Readonly<Record<string, string>> = {
  upper: range(0x41, 0x5a),
  lower: range(0x61, 0x7a),
  digit: range(0x30, 0x39),
  special: range(0x20, 0x2f) + range(0x3a, 0x40) + range(0x5b, 0x60) + range(0x7b, 0x7e),
  'ascii-printable': range(0x20, 0x7e),
};

const NUMBER_RULES = ['max-consecutive', 'max-repeating', 'max-sequential', 'minlength', 'maxlength'];
const SET_RULES = ['required', 'allowed'];

class RulesSyntaxError extends Error {
  readonly detail: RulesError;
  constructor(reason: RulesErrorReason, part: string, index: number) {
    super(reason);
    this.detail = { reason, part, position: index + 1 };
  }
}

interface Builder {
  required: string[];
  allowed: string | undefined;
  numbers: Map<string, number>;
}

/** Parses a rules string; never throws. */
export function parsePasswordRules(text: string): RulesParse {
  const builder: Builder = { required: [], allowed: undefined, numbers: new Map() };
  try {
    let i = skipSpace(text, 0);
    while (i < text.length) {
      i = parseRule(text, i, builder);
      i = skipSpace(text, i);
      if (i < text.length && text[i] === ';') i = skipSpace(text, i + 1);
      else if (i < text.length) throw new RulesSyntaxError('expected_value', text.slice(i, i + 10), i);
    }
  } catch (error) {
    if (error instanceof RulesSyntaxError) return { ok: false, error: error.detail };
    throw error;
  }
  const n = builder.numbers;
  const consecutive = n.get('max-consecutive');
  return {
    ok: true,
    rules: {
      required: builder.required,
      allowed: builder.allowed,
      maxRepeating: smaller(n.get('max-repeating'), consecutive),
      maxSequential: smaller(n.get('max-sequential'), consecutive),
      minLength: n.get('minlength'),
      maxLength: n.get('maxlength'),
    },
  };
}

function smaller(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  return b === undefined ? a : Math.min(a, b);
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && ' \t\n\r\f'.includes(text[i] as string)) i++;
  return i;
}

function parseRule(text: string, start: number, builder: Builder): number {
  let i = start;
  while (i < text.length && /[A-Za-z-]/.test(text[i] as string)) i++;
  const name = text.slice(start, i).toLowerCase();
  if (!NUMBER_RULES.includes(name) && !SET_RULES.includes(name)) {
    throw new RulesSyntaxError('unknown_rule', text.slice(start, Math.max(i, start + 1)), start);
  }
  i = skipSpace(text, i);
  if (text[i] !== ':') throw new RulesSyntaxError('expected_colon', name, i);
  i = skipSpace(text, i + 1);
  if (SET_RULES.includes(name)) return parseSetRule(text, i, name, builder);
  const digits = /^[0-9]+/.exec(text.slice(i))?.[0] ?? '';
  const value = Number(digits);
  const lowest = name.startsWith('max-') ? 1 : 0;
  if (digits === '' || digits.length > 4 || value < lowest) {
    throw new RulesSyntaxError('invalid_number', `${name}: ${text.slice(i, i + 8).split(';')[0]}`, i);
  }
  const previous = builder.numbers.get(name);
  // Repeated limits keep the strictest: the longest minimum, the shortest maximum.
  const keep =
    previous === undefined ? value : name === 'minlength' ? Math.max(previous, value) : Math.min(previous, value);
  builder.numbers.set(name, keep);
  return i + digits.length;
}

function parseSetRule(text: string, start: number, name: string, builder: Builder): number {
  let chars = '';
  let i = start;
  for (;;) {
    const [set, next] = parseClass(text, i, name === 'allowed');
    chars += set;
    i = skipSpace(text, next);
    if (text[i] !== ',') break;
    i = skipSpace(text, i + 1);
  }
  const set = normalise(chars);
  if (name === 'required') builder.required.push(set);
  else builder.allowed = normalise((builder.allowed ?? '') + set);
  return i;
}

// `unicode` is refused, but under `allowed` it is read as `ascii-printable`: the site accepts
// any character, and this generator draws printable ASCII only (verizonwireless.com says so).
function parseClass(text: string, start: number, allowed: boolean): [string, number] {
  if (text[start] === '[') return parseCustomClass(text, start);
  let i = start;
  while (i < text.length && /[A-Za-z-]/.test(text[i] as string)) i++;
  const name = text.slice(start, i).toLowerCase();
  if (name === '') throw new RulesSyntaxError('expected_value', text.slice(start, start + 10), start);
  if (name === 'unicode' && allowed) return [NAMED_CLASSES['ascii-printable'] as string, i];
  if (name === 'unicode') throw new RulesSyntaxError('unicode', name, start);
  const set = NAMED_CLASSES[name];
  if (set === undefined || !Object.hasOwn(NAMED_CLASSES, name))
    throw new RulesSyntaxError('unknown_class', name, start);
  return [set, i];
}

// `[...]`: printable ASCII; `-` only first; a literal `]` only last, written `]]`.
function parseCustomClass(text: string, start: number): [string, number] {
  let chars = '';
  for (let i = start + 1; i < text.length; i++) {
    const ch = text[i] as string;
    const code = ch.charCodeAt(0);
    // As Apple's parser does: a character outside printable ASCII (`§`, `ä`) is skipped; it is
    // never drawn, and the site accepts passwords without it.
    if (code < 0x20 || code > 0x7e) continue;
    if (ch === ']') {
      if (text[i + 1] === ']') return [chars + ch, i + 2];
      if (chars === '') throw new RulesSyntaxError('empty_class', '[]', start);
      return [chars, i + 1];
    }
    if (ch === '-' && i > start + 1) throw new RulesSyntaxError('misplaced_dash', text.slice(start, i + 1), i);
    chars += ch;
  }
  throw new RulesSyntaxError('unclosed_class', text.slice(start, start + 20), start);
}

/** Distinct characters in code order. */
function normalise(chars: string): string {
  return [...new Set(chars)].sort().join('');
}
