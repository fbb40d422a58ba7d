import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NAMED_CLASSES, type PasswordRules, parsePasswordRules, type RulesError } from './password-rules.js';

const UPPER = NAMED_CLASSES.upper as string;
const DIGIT = NAMED_CLASSES.digit as string;
const PRINTABLE = NAMED_CLASSES['ascii-printable'] as string;

const NO_RULES: PasswordRules = {
  required: [],
  allowed: undefined,
  maxRepeating: undefined,
  maxSequential: undefined,
  minLength: undefined,
  maxLength: undefined,
};

function accepted(text: string): { rules: PasswordRules; warnings: readonly RulesError[] } {
  const parsed = parsePasswordRules(text);
  assert.ok(parsed.ok, `${JSON.stringify(text)}: ${JSON.stringify(parsed)}`);
  return parsed;
}

function refused(text: string): RulesError {
  const parsed = parsePasswordRules(text);
  assert.ok(!parsed.ok, `${JSON.stringify(text)}: ${JSON.stringify(parsed)}`);
  return parsed.error;
}

describe('parsePasswordRules', () => {
  it('reads every rule, the named classes in any case and custom classes', () => {
    const { rules, warnings } = accepted(
      'required: UPPER, Digit; required: [-_]]; allowed: lower; max-consecutive: 2; minlength: 8; maxlength: 20;',
    );
    assert.deepEqual(warnings, []);
    assert.deepEqual(rules, {
      required: [DIGIT + UPPER, '-]_'],
      allowed: `-${DIGIT}${UPPER}]_${NAMED_CLASSES.lower}`,
      maxRepeating: 2,
      maxSequential: 2,
      minLength: 8,
      maxLength: 20,
    });
    assert.deepEqual(accepted('').rules, NO_RULES);
    assert.deepEqual(accepted(' \t\n').rules, NO_RULES);
  });

  it('refuses with each reason, the part and its position (from 1)', () => {
    const cases: [string, RulesError['reason'], string, number][] = [
      ['frobnicate: 3', 'unknown_rule', 'frobnicate', 1],
      ['required: lower; frobnicate: 3;', 'unknown_rule', 'frobnicate', 18],
      // Apple's rule names are case-sensitive: it drops the whole string, so this refuses it.
      ['MinLength: 8', 'unknown_rule', 'MinLength', 1],
      ['[abc]', 'unknown_rule', '[', 1],
      ['; minlength: 8', 'unknown_rule', ';', 1],
      ['required: uper', 'unknown_class', 'uper', 11],
      ['minlength: 8; required: alpha, digit', 'unknown_class', 'alpha', 25],
      ['required: unicode;', 'unicode', 'unicode', 11],
      ['minlength: 8; required: digit, Unicode', 'unicode', 'Unicode', 32],
      ['minlength 8', 'expected_colon', 'minlength', 10],
      ['minlength : 8', 'expected_colon', 'minlength', 10],
      ['maxlength', 'expected_colon', 'maxlength', 10],
      ['required: !', 'expected_value', '!', 11],
      ['required: upper lower', 'expected_value', 'lower', 17],
      ['required: upper,', 'expected_value', ',', 16],
      ['minlength: many;', 'invalid_number', 'minlength: many', 12],
      ['minlength: 8x', 'invalid_number', 'minlength: 8x', 12],
      ['maxlength: -1', 'invalid_number', 'maxlength: -1', 12],
      ['minlength: 8 ', 'invalid_number', 'minlength: 8 ', 12],
      ['allowed: [abc', 'unclosed_class', '[abc', 10],
      ['required: [', 'unclosed_class', '[', 11],
      ['required: [a]b]', 'misplaced_bracket', '[a]b', 13],
      ['allowed: ascii-printable, [a-]', 'misplaced_dash', '[a-', 29],
    ];
    for (const [text, reason, part, position] of cases) {
      assert.deepEqual(refused(text), { reason, part, position }, text);
    }
  });

  it('drops what Apple drops and goes on, with a warning for each error Apple logs', () => {
    const cases: [string, Partial<PasswordRules>, RulesError[]][] = [
      // Apple keeps the rules before a `;;` and drops the rest.
      ['minlength: 8;; maxlength: 20', { minLength: 8 }, [{ reason: 'unknown_rule', part: ';', position: 14 }]],
      [
        'required: [a-z]',
        { required: ['az'], allowed: 'az' },
        [{ reason: 'misplaced_dash', part: '[a-', position: 13 }],
      ],
      // A space after a number drops the rule, not the rest.
      [
        'minlength: 8 ; maxlength: 20',
        { maxLength: 20 },
        [{ reason: 'invalid_number', part: 'minlength: 8 ', position: 12 }],
      ],
      ['minlength: 8; maxlength', { minLength: 8 }, [{ reason: 'expected_colon', part: 'maxlength', position: 24 }]],
      [
        'required: upper, [abc',
        { required: [UPPER], allowed: UPPER },
        [{ reason: 'unclosed_class', part: '[abc', position: 18 }],
      ],
      ['minlength: 8; required: upper, ;', { minLength: 8 }, [{ reason: 'expected_value', part: ';', position: 32 }]],
    ];
    for (const [text, rules, warnings] of cases) {
      assert.deepEqual(parsePasswordRules(text), { ok: true, rules: { ...NO_RULES, ...rules }, warnings }, text);
    }
  });

  it('drops without a word what Apple drops without a word', () => {
    const cases: [string, Partial<PasswordRules>][] = [
      ['required: []', { allowed: '' }],
      ['required: [é’]; minlength: 8', { allowed: '', minLength: 8 }],
      ['required: [éa]', { required: ['a'], allowed: 'a' }],
      ['allowed: ; required: digit', { required: [DIGIT], allowed: DIGIT }],
      ['minlength: 0; maxlength: 0; max-consecutive: 00', {}],
      ['minlength:', {}],
    ];
    for (const [text, rules] of cases) {
      assert.deepEqual(parsePasswordRules(text), { ok: true, rules: { ...NO_RULES, ...rules }, warnings: [] }, text);
    }
  });

  it('reads numbers of any size, as Apple does', () => {
    assert.equal(accepted('minlength: 12345').rules.minLength, 12345);
    assert.equal(accepted('maxlength: 007').rules.maxLength, 7);
    assert.equal(accepted(`minlength: ${'9'.repeat(400)}`).rules.minLength, Number.POSITIVE_INFINITY);
  });

  it('keeps the strictest of repeated limits', () => {
    const { rules } = accepted(
      'minlength: 8; minlength: 10; maxlength: 20; maxlength: 16; max-consecutive: 3; max-consecutive: 2',
    );
    assert.deepEqual([rules.minLength, rules.maxLength, rules.maxRepeating, rules.maxSequential], [10, 16, 2, 2]);
  });

  it('merges repeated required sets and those that hold another, keeping their characters allowed', () => {
    const { rules } = accepted(
      'required: upper; required: upper; required: upper, digit; required: [CBA]; required: [ABC]',
    );
    assert.deepEqual(rules.required, ['ABC']);
    assert.equal(rules.allowed, DIGIT + UPPER);
    assert.deepEqual(accepted('required: digit; required: [!]; required: digit, [!]').rules.required, [DIGIT, '!']);
  });

  it('reads `required: ascii-printable, unicode` as Apple does: ascii-printable, which comes first', () => {
    assert.deepEqual(accepted('required: ascii-printable, unicode').rules.required, [PRINTABLE]);
    assert.deepEqual(accepted('required: digit, ascii-printable, Unicode').rules.required, [PRINTABLE]);
  });

  it('reads `unicode` under allowed as printable ASCII, the only characters drawn', () => {
    assert.deepEqual(accepted('allowed: unicode; required: digit').rules, {
      ...NO_RULES,
      required: [DIGIT],
      allowed: PRINTABLE,
    });
  });

  it("takes this project's max-repeating and max-sequential besides max-consecutive", () => {
    const both = accepted('max-repeating: 3; max-sequential: 4').rules;
    assert.deepEqual([both.maxRepeating, both.maxSequential], [3, 4]);
    const stricter = accepted('max-consecutive: 2; max-repeating: 3; max-sequential: 1').rules;
    assert.deepEqual([stricter.maxRepeating, stricter.maxSequential], [2, 1]);
  });

  it('never throws, and answers hostile strings at once', () => {
    const started = performance.now();
    for (const text of ['['.repeat(10_000), `required: [${'-'.repeat(10_000)}]`, ';'.repeat(10_000), '\u{1F600}']) {
      const parsed = parsePasswordRules(text);
      assert.equal(typeof parsed.ok, 'boolean');
    }
    assert.ok(performance.now() - started < 2000);
  });
});
