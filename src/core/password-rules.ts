/**
 * A parser of `passwordrules` strings, the grammar of Apple's
 * password-manager-resources (and the WHATWG proposal, whatwg/html#3518):
 * `required: upper; required: digit, [-_]; allowed: lower; max-consecutive: 2;
 * minlength: 8; maxlength: 20;`. It reads what Apple's reference parser
 * (`tools/PasswordRulesParser.js`) reads, with the same meaning, and drops what
 * that parser drops, step for step: where Apple logs an error and goes on, the
 * part is dropped and reported as a warning; where nothing meaningful is left
 * after such an error, the string is refused. Two differences, documented in
 * docs/cli-and-library.md: `unicode` under `required` is refused unless an
 * `ascii-printable` comes before it in its list, as Apple then reads (this
 * generator draws printable ASCII only; under `allowed` it reads as
 * `ascii-printable`), and `max-repeating` and `max-sequential` are rules of
 * this project. Pure: no I/O, and errors are codes with the offending part and
 * its position, worded at the edge.
 */

/** A parsed rules string; character sets are printable ASCII, in code order. */
export interface PasswordRules {
  /**
   * One set per `required` line: at least one character of each. Merged as the
   * constraints mean: no empty set, no repeated set, and no set that holds
   * another (it is met whenever the smaller one is).
   */
  readonly required: readonly string[];
  /**
   * The union of the `allowed` and `required` lines (Apple copies required classes into allowed),
   * or undefined when there is none; when empty or undefined, every printable ASCII character.
   */
  readonly allowed: string | undefined;
  readonly maxRepeating: number | undefined;
  readonly maxSequential: number | undefined;
  readonly minLength: number | undefined;
  readonly maxLength: number | undefined;
}

/** Why a rules string does not parse, or why a part of it was dropped. */
export type RulesErrorReason =
  | 'unknown_rule'
  | 'unknown_class'
  | 'unicode'
  | 'expected_colon'
  | 'expected_value'
  | 'invalid_number'
  | 'unclosed_class'
  | 'misplaced_bracket'
  | 'misplaced_dash';

/** A part of a rules string that does not parse: why, the part concerned, and its position (1-based). */
export interface RulesError {
  readonly reason: RulesErrorReason;
  readonly part: string;
  readonly position: number;
}

/**
 * The outcome of {@link parsePasswordRules}. `warnings` lists the parts dropped
 * on the way, one for each error Apple's parser logs, in order.
 */
export type RulesParse =
  | { readonly ok: true; readonly rules: PasswordRules; readonly warnings: readonly RulesError[] }
  | { readonly ok: false; readonly error: RulesError };

const range = (from: number, to: number) =>
  String.fromCharCode(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

const ASCII_PRINTABLE = range(0x20, 0x7e);

/** The named classes of the grammar (`unicode` is refused: this generator draws printable ASCII only). */
export const NAMED_CLASSES: Readonly<Record<string, string>> = {
  upper: range(0x41, 0x5a),
  lower: range(0x61, 0x7a),
  digit: range(0x30, 0x39),
  special: range(0x20, 0x2f) + range(0x3a, 0x40) + range(0x5b, 0x60) + range(0x7b, 0x7e),
  'ascii-printable': ASCII_PRINTABLE,
};

// Apple's rule names are case-sensitive; max-repeating and max-sequential are this project's.
const NUMBER_RULES = ['max-consecutive', 'max-repeating', 'max-sequential', 'minlength', 'maxlength'];
const SET_RULES = ['required', 'allowed'];

/** One class of a `required` or `allowed` list: its characters, or where `unicode` was written. */
interface ClassValue {
  readonly chars: string;
  readonly unicode?: { readonly part: string; readonly index: number };
  /** The named class `ascii-printable`, which like `unicode` ends Apple's reading of its list. */
  readonly asciiPrintable?: true;
}

interface ParsedRule {
  readonly name: string;
  readonly value: number | readonly ClassValue[];
}

/** The text being read and what was dropped so far (Apple's `console.error` calls). */
interface Reader {
  readonly text: string;
  readonly problems: RulesError[];
}

const note = (reader: Reader, reason: RulesErrorReason, part: string, index: number): void => {
  reader.problems.push({ reason, part, position: index + 1 });
};

/** Parses a rules string; never throws. */
export function parsePasswordRules(text: string): RulesParse {
  const reader: Reader = { text, problems: [] };
  // Apple gives up on the whole string (null) when a rule is not followed by `;` or the end.
  const parsed = readRules(reader) ?? [];
  const { rules, unicode } = buildRules(parsed);
  if (unicode !== undefined) {
    return { ok: false, error: { reason: 'unicode', part: unicode.part, position: unicode.index + 1 } };
  }
  const first = reader.problems[0];
  if (first !== undefined && isMeaningless(rules)) return { ok: false, error: first };
  return { ok: true, rules, warnings: reader.problems };
}

const isIdentifierCharacter = (ch: string | undefined) =>
  ch !== undefined && ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch === '-');
const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9';
const isSpace = (ch: string | undefined) => ch === ' ' || ch === '\f' || ch === '\n' || ch === '\r' || ch === '\t';
const isPrintable = (ch: string) => ch >= ' ' && ch <= '~';

function skipSpace(text: string, i: number): number {
  while (i < text.length && isSpace(text[i])) i++;
  return i;
}

function identifierEnd(text: string, i: number): number {
  while (i < text.length && isIdentifierCharacter(text[i])) i++;
  return i;
}

const excerpt = (text: string, i: number) => text.slice(i, i + 10);

/** Apple's `_parsePasswordRulesInternal`: the rules kept, in order, or null when it gives up. */
function readRules(reader: Reader): ParsedRule[] | null {
  const { text } = reader;
  const rules: ParsedRule[] = [];
  let i = skipSpace(text, 0);
  while (i < text.length) {
    if (!isIdentifierCharacter(text[i])) {
      // Apple keeps the rules before it (`;;`) and drops the rest.
      note(reader, 'unknown_rule', String.fromCodePoint(text.codePointAt(i) as number), i);
      return rules;
    }
    const [rule, next] = readRule(reader, i);
    if (rule !== undefined) rules.push(rule);
    i = skipSpace(text, next);
    if (i >= text.length) break;
    if (text[i] !== ';') {
      note(reader, 'expected_value', excerpt(text, i), i);
      return null;
    }
    i = skipSpace(text, i + 1);
  }
  return rules;
}

/** Apple's `_parsePasswordRule`: the rule, or undefined when it is dropped; and where reading goes on. */
function readRule(reader: Reader, start: number): [ParsedRule | undefined, number] {
  const { text } = reader;
  const end = identifierEnd(text, start);
  const name = text.slice(start, end);
  if (!NUMBER_RULES.includes(name) && !SET_RULES.includes(name)) {
    note(reader, 'unknown_rule', name, start);
    return [undefined, start];
  }
  if (text[end] !== ':') {
    note(reader, 'expected_colon', name, end);
    return [undefined, end];
  }
  const i = skipSpace(text, end + 1);
  // An empty value (`allowed: ;`) is dropped without a word, as Apple does.
  if (i >= text.length || text[i] === ';') return [undefined, i];
  if (SET_RULES.includes(name)) {
    const [classes, next] = readClasses(reader, i);
    return [classes === undefined ? undefined : { name, value: classes }, next];
  }
  const [value, next] = readInteger(reader, name, i);
  // Apple keeps a rule only when its value is truthy: a 0 (`minlength: 0`) is no rule.
  return [value === undefined || value === 0 ? undefined : { name, value }, next];
}

/** Apple's `_parseInteger`: digits up to `;` or the end (a space after the number drops it), any size. */
function readInteger(reader: Reader, name: string, start: number): [number | undefined, number] {
  const { text } = reader;
  let i = start;
  let value = 0;
  while (i < text.length && isDigit(text[i])) {
    value = 10 * value + (text.charCodeAt(i) - 0x30);
    i++;
  }
  if (i > start && (i >= text.length || text[i] === ';')) return [value, i];
  note(reader, 'invalid_number', `${name}: ${text.slice(start, start + 8).split(';')[0]}`, start);
  return [undefined, i];
}

/** Apple's `_parsePasswordRequiredOrAllowedPropertyValue`: a comma-separated list of classes. */
function readClasses(reader: Reader, start: number): [ClassValue[] | undefined, number] {
  const { text } = reader;
  const classes: ClassValue[] = [];
  let i = start;
  for (;;) {
    if (isIdentifierCharacter(text[i])) {
      const end = identifierEnd(text, i);
      const named = namedClass(text.slice(i, end), i);
      if (named === undefined) {
        note(reader, 'unknown_class', text.slice(i, end), i);
        return [undefined, i];
      }
      classes.push(named);
      i = end;
    } else if (text[i] === '[') {
      const [chars, next] = readCustomClass(reader, i);
      // An empty class (`[]`, or only characters outside printable ASCII) adds nothing, as in Apple's.
      if (chars !== undefined && chars !== '') classes.push({ chars });
      i = next;
    } else {
      note(reader, 'expected_value', excerpt(text, i), i);
      return [undefined, i];
    }
    i = skipSpace(text, i);
    if (i >= text.length || text[i] === ';') return [classes, i];
    if (text[i] !== ',') {
      note(reader, 'expected_value', excerpt(text, i), i);
      return [undefined, i];
    }
    const comma = i;
    i = skipSpace(text, i + 1);
    if (i >= text.length) {
      note(reader, 'expected_value', ',', comma);
      return [undefined, i];
    }
  }
}

/** A named class, its name in any case as in Apple's; undefined for an unknown name. */
function namedClass(written: string, index: number): ClassValue | undefined {
  const name = written.toLowerCase();
  if (name === 'unicode') return { chars: ASCII_PRINTABLE, unicode: { part: written, index } };
  if (name === 'ascii-printable') return { chars: ASCII_PRINTABLE, asciiPrintable: true };
  return Object.hasOwn(NAMED_CLASSES, name) ? { chars: NAMED_CLASSES[name] as string } : undefined;
}

/**
 * Apple's `_parseCustomCharacterClass`, from the `[`: printable ASCII only (other characters are
 * skipped); a `-` other than first is skipped; a `]` ends the class, and `]]` ends it with a literal `]`.
 */
function readCustomClass(reader: Reader, start: number): [string | undefined, number] {
  const { text } = reader;
  let i = start + 1;
  let chars = '';
  while (i < text.length) {
    const ch = text[i] as string;
    i++;
    if (!isPrintable(ch)) continue;
    if (ch === '-' && i - 1 > start + 1) {
      note(reader, 'misplaced_dash', text.slice(start, i), i - 1);
      continue;
    }
    chars += ch;
    if (ch === ']') break;
  }
  if ((i < text.length && text[i] !== ']') || (i === text.length && text[i - 1] === ']')) {
    const next = text[i];
    if (next !== undefined && !isSpace(next) && next !== ',' && next !== ';') {
      note(reader, 'misplaced_bracket', text.slice(start, i + 1), i - 1);
    }
    return [chars.slice(0, -1), i];
  }
  if (i < text.length) return [chars, i + 1];
  note(reader, 'unclosed_class', text.slice(start, start + 20), start);
  return [undefined, i];
}

/** Apple's `parsePasswordRules`: the strictest of repeated limits, the required and allowed sets. */
function buildRules(parsed: readonly ParsedRule[]): {
  rules: PasswordRules;
  unicode: ClassValue['unicode'];
} {
  const required: string[] = [];
  let allowed: string | undefined;
  let unicode: ClassValue['unicode'];
  const limits = new Map<string, number>();
  for (const { name, value } of parsed) {
    if (typeof value === 'number') {
      const previous = limits.get(name);
      // The longest minimum, the shortest maxima.
      const strictest = name === 'minlength' ? Math.max : Math.min;
      limits.set(name, previous === undefined ? value : strictest(previous, value));
      continue;
    }
    const chars = normalise(value.map((c) => c.chars).join(''));
    // Apple copies each required class into allowed: merging the required sets keeps their characters.
    allowed = normalise((allowed ?? '') + chars);
    if (name === 'required') {
      // Apple's _canonicalizedPropertyValues reads a list up to its first `unicode` or
      // `ascii-printable` and takes that class alone: `required: ascii-printable, unicode` is
      // ascii-printable, while `required: digit, unicode` asks for unicode, which is never drawn.
      unicode ??= value.find((c) => c.unicode !== undefined || c.asciiPrintable === true)?.unicode;
      required.push(chars);
    }
  }
  const consecutive = limits.get('max-consecutive');
  const rules: PasswordRules = {
    required: mergeRequired(required),
    allowed,
    maxRepeating: smaller(limits.get('max-repeating'), consecutive),
    maxSequential: smaller(limits.get('max-sequential'), consecutive),
    minLength: limits.get('minlength'),
    maxLength: limits.get('maxlength'),
  };
  return { rules, unicode };
}

/**
 * The required sets as constraints: an empty one asks for nothing (Apple keeps `required: []` but
 * it holds no class), a repeated one asks nothing more, and one that holds another is met whenever
 * the other is. The first of each kept set keeps its place.
 */
function mergeRequired(sets: readonly string[]): string[] {
  const distinct = [...new Set(sets.filter((set) => set !== ''))];
  const holds = (outer: string, inner: string) => [...inner].every((ch) => outer.includes(ch));
  return distinct.filter((set) => !distinct.some((other) => other !== set && holds(set, other)));
}

/** True when rules say no more than the empty string: every printable character, no limit. */
function isMeaningless(rules: PasswordRules): boolean {
  const pool = normalise((rules.allowed ?? '') + rules.required.join(''));
  return (
    rules.required.length === 0 &&
    (pool === '' || pool === ASCII_PRINTABLE) &&
    [rules.maxRepeating, rules.maxSequential, rules.minLength, rules.maxLength].every((n) => n === undefined)
  );
}

function smaller(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  return b === undefined ? a : Math.min(a, b);
}

/** Distinct characters in code order. */
function normalise(chars: string): string {
  return [...new Set(chars)].sort().join('');
}
