import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { enumerate, meetsRecipe } from '../../test/support/recipe-reference.js';
import type { Recipe } from '../core/recipe.js';
import type { RecipeFailure } from '../core/recipe-build.js';
import { GenerateOptionsError, generatePasswords } from '../library.js';
import { type AnyOption, PASSWORD_OPTIONS } from '../options/options.js';
import { readRecipeRequest } from './recipe-request.js';
import { siteRules } from './site-lookup.js';

// The sets written out again, independently of src/core/alphabet.ts.
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '~!@#$%^&*()_+-=[]{};:,./<>?';
const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');

function refusal(options: Record<string, unknown>): GenerateOptionsError {
  try {
    generatePasswords(options as never);
  } catch (error) {
    assert.ok(error instanceof GenerateOptionsError, String(error));
    return error;
  }
  assert.fail(`expected ${JSON.stringify(options)} to be refused`);
}

function seededInt(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return Math.floor((state / 2 ** 31) * n);
  };
}

type Case = { options: Record<string, number | string | boolean>; recipe: Recipe };

// Options that leave 2 to 5 characters through `exclude`, with every kind of constraint, and the
// same constraint set written out independently for the reference.
function randomCase(int: (n: number) => number): Case {
  const keep = 'abcxyzABC0189!#-'.split('').filter(() => int(3) === 0);
  while (keep.length < 2) keep.push('abcABC01!'[int(9)] as string);
  const kept = [...new Set(keep)].slice(0, 5).join('');
  const symbolSet = int(2) === 0 ? '!#-' : undefined;
  const symbols = symbolSet ?? SYMBOLS;
  const pool = [...(LOWER + UPPER + DIGITS + symbols)].filter((ch) => kept.includes(ch)).join('');
  const options: Record<string, number | string | boolean> = {
    length: 4 + int(4),
    exclude: [...PRINTABLE].filter((ch) => !kept.includes(ch)).join(''),
  };
  if (symbolSet !== undefined) options.symbol_set = symbolSet;
  const required = [];
  for (const [name, chars] of [
    ['min_lower', LOWER],
    ['min_upper', UPPER],
    ['min_digits', DIGITS],
    ['min_symbols', symbols],
  ] as const) {
    const inPool = [...pool].filter((ch) => chars.includes(ch)).join('');
    if (inPool !== '' && int(3) === 0) {
      options[name] = 1 + int(2);
      required.push({ chars: inPool, min: options[name] as number });
    }
  }
  if (int(2) === 0) options.max_repeating = 1 + int(3);
  if (int(2) === 0) options.max_sequential = 1 + int(3);
  const recipe: Recipe = {
    length: options.length as number,
    pool,
    required,
    maxRepeating: options.max_repeating as number | undefined,
    maxSequential: options.max_sequential as number | undefined,
  };
  return { options, recipe };
}

// A rules string (custom required sets, max-consecutive) over a pool narrowed by `exclude`.
function randomRulesCase(int: (n: number) => number): Case {
  const kept = [...new Set('abcdABC012!#'.split('').filter(() => int(3) === 0))].slice(0, 5);
  while (kept.length < 2) kept.push('xyz'[kept.length] as string);
  const pool = [...PRINTABLE].filter((ch) => kept.includes(ch)).join('');
  const sets = [0, 1, 2]
    .filter(() => int(2) === 0)
    .map(() => kept.filter(() => int(2) === 0).join('') || (kept[0] as string));
  const limit = int(2) === 0 ? 1 + int(3) : undefined;
  const lines = sets.map((set) => `required: [${set}];`);
  if (limit !== undefined) lines.push(`max-consecutive: ${limit};`);
  lines.push('allowed: ascii-printable;');
  const options = {
    length: 4 + int(4),
    rules: lines.join(' '),
    exclude: [...PRINTABLE].filter((ch) => !kept.includes(ch)).join(''),
  };
  const recipe: Recipe = {
    length: options.length,
    pool,
    required: sets.map((chars) => ({ chars, min: 1 })),
    maxRepeating: limit,
    maxSequential: limit,
  };
  return { options, recipe };
}

describe('generatePasswords with recipe options', () => {
  it('bits is log2 of a brute-force count on 300 random small recipes, and every password meets them', () => {
    const int = seededInt(22);
    let drawn = 0;
    for (let i = 0; i < 300; i++) {
      const { options, recipe } = int(3) === 0 ? randomRulesCase(int) : randomCase(int);
      const allowed = enumerate(recipe).length;
      if (allowed === 0) {
        assert.equal(refusal(options).code, 'unsatisfiable', JSON.stringify(options));
        continue;
      }
      const { passwords, analysis } = generatePasswords({ ...options, count: 5 });
      assert.ok(Math.abs(analysis.bits - Math.log2(allowed)) < 1e-9, `${JSON.stringify(options)}: ${analysis.bits}`);
      assert.equal(analysis.pool, recipe.pool.length);
      for (const p of passwords) assert.ok(meetsRecipe(recipe, p), `${JSON.stringify(options)}: ${p}`);
      drawn++;
    }
    assert.ok(drawn > 150, `only ${drawn} recipes drew`);
  });

  it("today's options keep today's figures: length 20 with every type and no_repeats", () => {
    const plain = generatePasswords({ length: 20 }).analysis.bits;
    assert.ok(Math.abs(plain - 20 * Math.log2(89)) < 1e-9);
    const noRepeats = generatePasswords({ length: 20, no_repeats: true }).analysis.bits;
    assert.equal(noRepeats, Math.log2(89) + 19 * Math.log2(88));
    // max_repeating 1 is no_repeats, counted instead of computed: the same figure to 1e-9.
    const counted = generatePasswords({ length: 20, max_repeating: 1 }).analysis.bits;
    assert.ok(Math.abs(counted - noRepeats) < 1e-9);
  });

  it('under rules, the length is 16 raised to minlength and lowered to maxlength', () => {
    assert.equal(generatePasswords({ rules: 'minlength: 20;' }).passwords[0]?.length, 20);
    assert.equal(generatePasswords({ rules: 'maxlength: 10; required: digit;' }).passwords[0]?.length, 10);
    assert.equal(generatePasswords({ rules: 'required: digit;' }).passwords[0]?.length, 16);
    assert.equal(generatePasswords({ rules: 'required: digit;', length: 30 }).passwords[0]?.length, 30);
    const outside = refusal({ rules: 'maxlength: 10;', length: 12 });
    assert.deepEqual([outside.code, outside.field], ['unsatisfiable', 'length']);
    assert.match(outside.message, /from 4 to 10/);
  });

  it('max-consecutive limits both repeats and sequences', () => {
    const { passwords } = generatePasswords({ rules: 'max-consecutive: 2; allowed: [abcd];', count: 20, length: 12 });
    for (const p of passwords) {
      assert.doesNotMatch(p, /(.)\1\1/);
      assert.doesNotMatch(p, /abc|bcd|cba|dcb/);
    }
  });

  it('refuses with a code, a field and a message that says why', () => {
    const cases: [Record<string, unknown>, string, string | undefined, RegExp][] = [
      [{ min_digits: 10, min_symbols: 10, length: 12 }, 'unsatisfiable', 'length', /need 20 characters/],
      [{ min_digits: 1, digits: false }, 'unsatisfiable', 'min_digits', /"min_digits"/],
      [{ min_upper: 1, exclude: UPPER }, 'unsatisfiable', 'min_upper', /removed by exclude/],
      [{ exclude: LOWER + UPPER + DIGITS + SYMBOLS.slice(1) }, 'unsatisfiable', 'exclude', /fewer than 2/],
      [{ rules: 'allowed: [ab]; max-consecutive: 1;', length: 8 }, 'unsatisfiable', undefined, /8 characters/],
      [{ rules: 'required: digit;', min_digits: 2 }, 'conflicting_options', 'rules', /"min_digits" and "rules"/],
      [{ site: 'apple.com', upper: false }, 'conflicting_options', 'site', /"upper" and "site"/],
      [{ site: 'apple.com', rules: 'required: digit;' }, 'conflicting_options', 'site', /"rules" and "site"/],
      [{ symbol_set: '!', symbols: false }, 'conflicting_options', 'symbol_set', /needs symbols on/],
      [
        { rules: 'required: lower; frobnicate: 3;' },
        'invalid_rules',
        'rules',
        /unknown rule "frobnicate" at position 18/,
      ],
      [{ rules: 'required: unicode;' }, 'invalid_rules', 'rules', /printable ASCII only.*"unicode" at position 11/],
      [{ rules: 'allowed: [abc' }, 'invalid_rules', 'rules', /unclosed/],
      [{ rules: 'minlength: many;' }, 'invalid_rules', 'rules', /not a valid number/],
      [{ site: 'not a site' }, 'invalid_site', 'site', /"not a site" is not a domain.*"--rules"/],
      [{ symbol_set: 'a!' }, 'invalid_symbol_set', 'symbol_set', /no letter, digit or repeat/],
      [{ symbol_set: '!!' }, 'invalid_symbol_set', 'symbol_set', /no letter, digit or repeat/],
      [{ symbol_set: '' }, 'invalid_symbol_set', 'symbol_set', /1 to 33/],
      [{ min_lower: 129 }, 'invalid_parameter', 'min_lower', /from 0 to 128/],
      [{ max_repeating: 0 }, 'invalid_parameter', 'max_repeating', /from 1 to 128/],
      [{ exclude: 5 }, 'invalid_parameter', 'exclude', /text of at most/],
      [{ exclud: 'x' }, 'unknown_parameter', 'exclud', /symbol_set, exclude, min_lower/],
    ];
    for (const [options, code, field, text] of cases) {
      const error = refusal(options);
      assert.deepEqual([error.code, error.field], [code, field], JSON.stringify(options));
      assert.match(error.message, text, JSON.stringify(options));
    }
  });

  it('large minimums without run limits are counted and drawn by compositions', () => {
    const options = { length: 64, min_lower: 16, min_upper: 16, min_digits: 16, min_symbols: 16, count: 5 };
    const { passwords, analysis } = generatePasswords(options);
    const recipe: Recipe = {
      length: 64,
      pool: LOWER + UPPER + DIGITS + SYMBOLS,
      required: [LOWER, UPPER, DIGITS, SYMBOLS].map((chars) => ({ chars, min: 16 })),
      maxRepeating: undefined,
      maxSequential: undefined,
    };
    for (const p of passwords) assert.ok(meetsRecipe(recipe, p), p);
    // Exactly 16 of each: 64! / (16!)^4 arrangements times 26^16 26^16 10^16 27^16 characters.
    const factorial = (n: number): number => (n <= 1 ? 0 : Math.log2(n) + factorial(n - 1));
    const exact = factorial(64) - 4 * factorial(16) + 16 * (2 * Math.log2(26) + Math.log2(10) + Math.log2(27));
    assert.ok(Math.abs(analysis.bits - exact) < 1e-9, `${analysis.bits} vs ${exact}`);
    const tooMany = refusal({ ...options, max_repeating: 2, max_sequential: 3, min_lower: 12 });
    assert.equal(tooMany.code, 'too_complex');
  });

  it('hostile rules strings get an error or an answer at once, never a hang', () => {
    const started = performance.now();
    assert.equal(refusal({ rules: `required: [${'a'.repeat(2000)}];` }).code, 'invalid_parameter');
    // 90 required lines of one character each, with run limits: too many for the table.
    const lines = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'].map(
      (ch) => `required: [${ch}];`,
    );
    assert.equal(refusal({ rules: `${lines.join(' ')} max-consecutive: 2;`, length: 64 }).code, 'too_complex');
    // The same without run limits is counted by compositions, exactly, and drawn.
    const { passwords } = generatePasswords({ rules: lines.join(' '), length: 64 });
    for (const ch of '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ')
      assert.ok(passwords[0]?.includes(ch));
    // Apple reads numbers of any size: this one parses, and no length in range meets it.
    assert.equal(refusal({ rules: 'minlength: 99999999;' }).code, 'unsatisfiable');
    assert.equal(refusal({ rules: `${'['.repeat(500)}` }).code, 'invalid_rules');
    assert.ok(performance.now() - started < 5000, 'took too long');
  });

  it('errors come in the messages language', () => {
    assert.match(refusal({ site: 'x y', lang: 'es' }).message, /no es un dominio/);
    assert.match(refusal({ rules: 'foo: 1', lang: 'es' }).message, /regla desconocida "foo" en la posición 1/);
  });

  it('draws all four types at length 20 when all four are required', () => {
    const { passwords } = generatePasswords({
      length: 20,
      min_lower: 1,
      min_upper: 1,
      min_digits: 1,
      min_symbols: 1,
      count: 20,
    });
    for (const p of passwords) assert.match(p, /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^a-zA-Z0-9]).{20}$/);
  });
});

// Every reason the core gives (an unsatisfiable recipe by its cause): a missing one fails the build here.
type FailureKind = {
  [F in RecipeFailure as F extends { readonly cause: infer C extends string } ? `unsatisfiable ${C}` : F['reason']]: F;
};
type ReasonCase = readonly [options: Record<string, unknown>, field: string | undefined, message: string];

const ALL_BUT = (kept: string) => [...PRINTABLE].filter((ch) => !kept.includes(ch)).join('');

const EVERY_REASON: { readonly [Kind in keyof FailureKind]: readonly ReasonCase[] } = {
  'unsatisfiable pool': [
    [{ exclude: ALL_BUT('a') }, 'exclude', 'error_unsatisfiable_pool'],
    [{ rules: 'allowed: [ab];', exclude: 'b' }, 'exclude', 'error_unsatisfiable_pool'],
    [{ rules: 'allowed: [a];' }, 'rules', 'error_unsatisfiable_pool'],
  ],
  'unsatisfiable required_empty': [
    [{ digits: false, min_digits: 1 }, 'min_digits', 'error_unsatisfiable_required_empty'],
    [{ rules: 'required: [a]; allowed: [bc];', exclude: 'a' }, 'rules', 'error_unsatisfiable_required_empty'],
  ],
  'unsatisfiable minimums': [[{ length: 4, min_digits: 3, min_upper: 2 }, 'length', 'error_unsatisfiable_minimums']],
  'unsatisfiable length': [[{ rules: 'maxlength: 10;', length: 12 }, 'length', 'error_unsatisfiable_length']],
  // Two characters that are neighbours, no repeats and no sequences: every string breaks one.
  'unsatisfiable counted': [
    [{ length: 4, exclude: ALL_BUT('ab'), max_repeating: 1, max_sequential: 1 }, undefined, 'error_unsatisfiable'],
  ],
  no_randomness: [[{ length: 8, symbol_set: ' ', min_symbols: 8 }, 'symbol_set', 'error_no_randomness']],
  too_complex: [
    [
      {
        length: 64,
        min_lower: 12,
        min_upper: 16,
        min_digits: 16,
        min_symbols: 16,
        max_repeating: 2,
        max_sequential: 3,
      },
      'max_sequential',
      'error_too_complex',
    ],
    [
      { rules: `${[...LOWER, ...UPPER].map((ch) => `required: [${ch}];`).join(' ')} max-consecutive: 2;`, length: 64 },
      'rules',
      'error_too_complex',
    ],
  ],
};

describe("the core's reasons and the engine's problems: one mapping", () => {
  for (const [kind, cases] of Object.entries(EVERY_REASON)) {
    it(`${kind} is refused with its code, field and message`, () => {
      for (const [options, field, message] of cases) {
        const read = readRecipeRequest(options, siteRules);
        assert.equal(read.ok, false, JSON.stringify(options));
        if (read.ok) continue;
        const code = kind.startsWith('unsatisfiable') ? 'unsatisfiable' : kind;
        assert.deepEqual(
          [read.problem.code, read.problem.field, read.problem.message],
          [code, field, message],
          JSON.stringify(options),
        );
      }
    });
  }
});

// A value of a row other than its default, that the row accepts.
function otherValue(row: AnyOption): unknown {
  if (row.type === 'boolean') return !row.default;
  if (row.type === 'integer') return Math.max(row.min, 1) + 1;
  return row.wire === 'symbol_set' ? '!' : 'a';
}

describe('every passwords row does under rules what its row says', () => {
  const rules = 'required: digit; required: lower;';
  for (const row of PASSWORD_OPTIONS.filter((o) => o.underRules !== 'gives')) {
    it(`${row.wire} ${row.underRules === 'applies' ? 'applies' : 'is refused as conflicting'}`, () => {
      const read = readRecipeRequest({ rules, [row.wire]: otherValue(row) }, siteRules);
      if (row.underRules === 'applies') {
        assert.equal(read.ok ? read.kind : read.problem.code, 'recipe');
        return;
      }
      assert.ok(!read.ok);
      assert.deepEqual(
        [read.problem.code, read.problem.field, read.problem.params?.other],
        ['conflicting_options', 'rules', row.wire],
      );
    });
  }
});
