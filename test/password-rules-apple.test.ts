/**
 * Differential test of src/core/password-rules.ts against Apple's reference
 * parser (vendored in test/fixtures/apple-password-rules/), on every entry of
 * the bundled database and on generated strings: grammar-driven, and one- and
 * two-edit mutants of database entries and grammar strings. A seeded PRNG
 * (RULES_SEED=<n> replays or explores); the seed is printed on failure.
 *
 * Apple's parser never throws: it logs an error and drops a part, and gives up
 * on the whole string when a rule is not followed by `;` or the end. Equal
 * means, for each string, with A Apple's result and E the number of errors it logged:
 * - A has `unicode` under `required`: ours refuses with the reason `unicode`
 *   (the documented exception: this generator draws printable ASCII only);
 * - else E > 0 and A says no more than the empty string (no required set, every
 *   printable character, no limit): ours refuses (Apple dropped everything);
 * - else ours accepts, with E warnings, and the same meaning: the required sets
 *   (empty ones left out, repeats and supersets merged, in Apple's order), the
 *   pool (Apple's `allowed`; `allowed: unicode` is printable ASCII), Apple's
 *   max-consecutive as both run limits, minlength and maxlength.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { isDeepStrictEqual } from 'node:util';
import { parsePasswordRules } from '../src/core/password-rules.js';
import { siteRules } from '../src/engine/site-lookup.js';
import { SITE_DOMAINS } from '../src/engine/site-rules.js';
import { APPLE_PARSER_PATH, type AppleMeaning, ASCII_PRINTABLE, loadAppleParser } from './support/apple-rules.js';

const SEED = Number(process.env.RULES_SEED ?? 0x28_0003);
const GRAMMAR_STRINGS = 3000;
const ONE_EDIT_MUTANTS = 3000;
const TWO_EDIT_MUTANTS = 3000;

const apple = loadAppleParser();

/** mulberry32: small, seeded, good enough to draw test strings. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { int, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof createRandom>;

const RULE_NAMES = ['required', 'allowed', 'max-consecutive', 'minlength', 'maxlength'];
const ODD_RULE_NAMES = ['MinLength', 'REQUIRED', 'Allowed', 'min-length', 'maxLength', 'frobnicate', 'max', '-'];
const CLASS_NAMES = ['upper', 'lower', 'digit', 'special', 'ascii-printable'];
const ODD_CLASS_NAMES = ['UPPER', 'Digit', 'unicode', 'Unicode', 'uper', 'alpha', 'ascii', 'lower-'];
const CLASS_CHARS = [...'abcXYZ019!@#$%^&*()_+={}|\\:"\'<>?,./`~ -----]]][[;é’§\t\n\u{1F600}'];
const SPACES = ['', '', '', ' ', ' ', '  ', '\t', '\n'];
const NUMBERS = ['0', '1', '2', '3', '8', '12', '20', '64', '007', '00', '9999', '12345', '99999999', '1'.repeat(400)];
const ODD_NUMBERS = ['many', '-1', '8 ', '8x', '', '1.5', '8,9', ' 8'];
const SEPARATORS = ['; ', '; ', ';', ';', ' ; ', ';\n', ';;', '; ;', ' ', ','];
const EDIT_CHARS = [...';;::,,[[]]-- \t\nMaAzZ09é', ...CLASS_CHARS];

// `odd` strings are drawn with malformed parts too (unknown or mis-cased names, stray spaces,
// odd numbers, unclosed classes, doubled separators); the others are well formed.
function customClass(random: Random, odd: boolean): string {
  let chars = '';
  for (let n = random.int(7); n > 0; n--) chars += random.pick(CLASS_CHARS);
  if (!odd) return `[${chars.replaceAll(']', '')}${random.pick([']', ']', ']', ']]'])}`;
  return `[${chars}${random.pick([']', ']', ']', ']]', '', ']x', '] '])}`;
}

function classList(random: Random, odd: boolean): string {
  const classes: string[] = [];
  for (let n = 1 + random.int(3); n > 0; n--) {
    if (random.chance(0.45)) classes.push(customClass(random, odd));
    else classes.push(odd && random.chance(0.1) ? random.pick(ODD_CLASS_NAMES) : random.pick(CLASS_NAMES));
  }
  const commas = odd ? [', ', ',', ' , ', ',', ' ', ',,', ', ,'] : [', ', ',', ' , ', ',\t'];
  let text = classes[0] as string;
  for (const c of classes.slice(1)) text += random.pick(commas) + c;
  return odd && random.chance(0.05) ? `${text},` : text;
}

function grammarRule(random: Random, odd: boolean): string {
  const name = odd && random.chance(0.08) ? random.pick(ODD_RULE_NAMES) : random.pick(RULE_NAMES);
  const colon = odd && random.chance(0.08) ? random.pick([' :', ' : ', '', ':;', '=']) : `:${random.pick(SPACES)}`;
  if (odd && random.chance(0.04)) return `${name}${colon}`;
  const setRule = name.toLowerCase() === 'required' || name.toLowerCase() === 'allowed';
  const number = odd && random.chance(0.15) ? random.pick(ODD_NUMBERS) : random.pick(NUMBERS);
  const value = setRule ? classList(random, odd) : number;
  return `${name}${colon}${value}${odd && random.chance(0.1) ? random.pick(SPACES) : ''}`;
}

function grammarString(random: Random): string {
  const odd = random.chance(0.5);
  let text = random.chance(0.1) ? random.pick(SPACES) : '';
  const rules = random.int(6);
  for (let i = 0; i < rules; i++) {
    text += grammarRule(random, odd);
    if (i < rules - 1 || random.chance(0.6)) text += random.pick(odd ? SEPARATORS : SEPARATORS.slice(0, 6));
  }
  return text;
}

function mutate(random: Random, text: string): string {
  const at = random.int(text.length + 1);
  const char = random.chance(0.7) ? random.pick(EDIT_CHARS) : String.fromCharCode(32 + random.int(95));
  switch (random.int(4)) {
    case 0:
      return text.slice(0, at) + char + text.slice(at);
    case 1:
      return text.slice(0, at) + text.slice(at + 1);
    case 2:
      return text.slice(0, at) + char + text.slice(at + 1);
    default:
      return text.slice(0, at) + text.slice(at + 1, at + 2) + text.slice(at, at + 1) + text.slice(at + 2);
  }
}

/** The required sets as constraints: no empty one, no repeat, none that holds another. */
function mergedRequired(sets: readonly string[]): string[] {
  const kept: string[] = [];
  for (const set of sets) {
    if (set === '' || kept.includes(set)) continue;
    const holdsAnother = sets.some(
      (other) => other !== '' && other !== set && [...other].every((c) => set.includes(c)),
    );
    if (!holdsAnother) kept.push(set);
  }
  return kept;
}

function expectedMeaning(a: AppleMeaning) {
  return {
    required: mergedRequired(a.required),
    pool: a.pool,
    maxRepeating: a.maxConsecutive,
    maxSequential: a.maxConsecutive,
    minLength: a.minLength,
    maxLength: a.maxLength,
  };
}

const EMPTY_MEANING = expectedMeaning(apple.read(''));

interface Tally {
  accepted: number;
  withWarnings: number;
  refused: number;
  unicode: number;
}

/** Compares one string; a description of the difference, or undefined when the parses agree. */
function difference(text: string, tally: Tally): string | undefined {
  const a = apple.read(text);
  const ours = parsePasswordRules(text);
  const shown = `${JSON.stringify(text)}: Apple ${JSON.stringify(a)}, ours ${JSON.stringify(ours)}`;
  if (!ours.ok && (ours.error.position < 1 || ours.error.position > text.length + 1)) return `position, ${shown}`;
  if (a.requiredUnicode) {
    tally.unicode++;
    return !ours.ok && ours.error.reason === 'unicode' ? undefined : `expected a unicode refusal, ${shown}`;
  }
  const expected = expectedMeaning(a);
  if (a.errors > 0 && isDeepStrictEqual(expected, EMPTY_MEANING)) {
    tally.refused++;
    return ours.ok ? `expected a refusal (Apple dropped everything), ${shown}` : undefined;
  }
  if (!ours.ok) return `refused what Apple reads, ${shown}`;
  tally.accepted++;
  if (ours.warnings.length > 0) tally.withWarnings++;
  const { rules } = ours;
  const pool = [...new Set((rules.allowed ?? '') + rules.required.join(''))].sort().join('') || ASCII_PRINTABLE;
  const actual = {
    required: rules.required,
    pool,
    maxRepeating: rules.maxRepeating,
    maxSequential: rules.maxSequential,
    minLength: rules.minLength,
    maxLength: rules.maxLength,
  };
  if (!isDeepStrictEqual(actual, expected)) return `meaning, ${shown}`;
  if (ours.warnings.length !== a.errors) return `${a.errors} errors logged, ${ours.warnings.length} warnings, ${shown}`;
  return undefined;
}

function compareAll(label: string, texts: readonly string[]): Tally {
  const tally: Tally = { accepted: 0, withWarnings: 0, refused: 0, unicode: 0 };
  const differences = texts.map((text) => difference(text, tally)).filter((d) => d !== undefined);
  assert.deepEqual(apple.failedAssertions, [], "Apple's parser failed its own assertions");
  if (differences.length > 0) {
    assert.fail(
      `${differences.length} of ${texts.length} ${label} differ from Apple's parser (RULES_SEED=${SEED}):\n` +
        differences.slice(0, 10).join('\n'),
    );
  }
  return tally;
}

describe("the passwordrules parser against Apple's", () => {
  it('runs the vendored parser unmodified', () => {
    const hash = createHash('sha256').update(readFileSync(APPLE_PARSER_PATH)).digest('hex');
    assert.equal(hash, '69f30f4b35e4cf55504bcada0e32ef2cd488912664adb86b18bfb976b0695f00');
  });

  it('reads every database entry as Apple does', (t) => {
    const texts = SITE_DOMAINS.map((domain) => siteRules(domain)?.rules as string);
    const tally = compareAll('database entries', texts);
    assert.equal(texts.length, 434);
    assert.deepEqual(tally, { accepted: 434, withWarnings: 0, refused: 0, unicode: 0 });
    t.diagnostic(`${texts.length} database entries, all read as Apple reads them`);
  });

  it('reads the cases of issue 28 as Apple does', () => {
    const cases = [
      'required: []',
      'required: [é]; minlength: 8',
      'allowed: ; required: digit',
      'minlength: 12345',
      'max-consecutive: 0; minlength: 4',
      'required: upper;; maxlength: 9',
      'required: [a-z]',
      'MinLength: 8',
      'minlength : 8',
      'minlength: 8 ; maxlength: 20',
      'minlength: 0; maxlength: 0',
      'required: upper; required: upper; required: upper, digit; required: [ABC]',
    ];
    compareAll('cases', cases);
  });

  it(`reads ${GRAMMAR_STRINGS + ONE_EDIT_MUTANTS + TWO_EDIT_MUTANTS} generated strings as Apple does`, (t) => {
    const random = createRandom(SEED);
    const database = SITE_DOMAINS.map((domain) => siteRules(domain)?.rules as string);
    const grammar = Array.from({ length: GRAMMAR_STRINGS }, () => grammarString(random));
    const source = () => (random.chance(0.5) ? random.pick(database) : random.pick(grammar));
    const oneEdit = Array.from({ length: ONE_EDIT_MUTANTS }, () => mutate(random, source()));
    const twoEdits = Array.from({ length: TWO_EDIT_MUTANTS }, () => mutate(random, mutate(random, source())));
    const tallies = [
      compareAll('grammar strings', grammar),
      compareAll('one-edit mutants', oneEdit),
      compareAll('two-edit mutants', twoEdits),
    ];
    for (const [label, tally] of [
      ['grammar', tallies[0]],
      ['one edit', tallies[1]],
      ['two edits', tallies[2]],
    ] as const) {
      t.diagnostic(`${label}: ${JSON.stringify(tally)} (RULES_SEED=${SEED})`);
      // Every kind of outcome is exercised, so the comparison is not vacuous.
      assert.ok(tally?.accepted && tally.withWarnings && tally.refused, label);
    }
  });
});
