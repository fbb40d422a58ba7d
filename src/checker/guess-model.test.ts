import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  compareWithGenerator,
  levelAgreement,
  medianDifferences,
  RECIPES,
  recipeName,
} from '../../test/support/password-agreement.js';
import { AMBIGUOUS, buildAlphabet } from '../core/alphabet.js';
import { analyze } from '../core/analysis.js';
import { createPasswordGenerator, type RandomFill } from '../core/generator.js';
import {
  bruteforceBitsPerCharacter,
  fittingSettings,
  GENERATOR_MIN_LENGTH,
  MIN_EMBEDDED_MATCH_LENGTH,
  patternEstimate,
} from './guess-model.js';
import { createLanguageChecker } from './language-checker.js';

// The Spanish page's checker, with English and Spanish words: the list below has both.
const checker = await createLanguageChecker('es');

// A deterministic byte source (SHA-256 of a counter), so that the sample is the same on every run.
function seededFill(seed: string): RandomFill {
  let counter = 0;
  return (bytes) => {
    for (let i = 0; i < bytes.length; i += 32) {
      const block = createHash('sha256').update(`${seed}:${counter++}`).digest();
      for (let j = 0; j < 32 && i + j < bytes.length; j++) bytes[i + j] = block[j] as number;
    }
  };
}

const LOG2_10 = Math.log2(10);

describe("the checker on the generator's own passwords", () => {
  const generator = createPasswordGenerator({ randomFill: seededFill('issue-18') });

  it('gives the same level for at least 95% of 540 passwords (all 60 recipes, lengths 8-48), never above', () => {
    const comparisons = compareWithGenerator(checker, generator, [8, 13, 18, 23, 28, 33, 38, 43, 48], 1);
    assert.equal(comparisons.length, 540);
    const agreement = levelAgreement(comparisons);
    assert.ok(agreement >= 0.95, `level agreement ${(agreement * 100).toFixed(1)}%`);
    for (const c of comparisons) {
      // Flattering is the worse error: never above the exact figure (beyond rounding).
      assert.ok(c.checkerLog2 <= c.generatorLog2 + 1e-9, `${recipeName(c.recipe)} ${c.length}: ${c.checkerLog2}`);
    }
  });

  it('keeps the median within 5 bits of the exact figure for each recipe and length (5 passwords each)', () => {
    const recipes = RECIPES.filter((_, index) => index % 5 === 0);
    const comparisons = compareWithGenerator(checker, generator, [8, 12, 20, 32, 48], 5, recipes);
    assert.ok(comparisons.length >= 300);
    for (const cell of medianDifferences(comparisons)) {
      assert.ok(cell.medianBits >= -5, `${recipeName(cell.recipe)} ${cell.length}: ${cell.medianBits.toFixed(2)}`);
      assert.ok(cell.medianBits <= 1e-9);
    }
  });

  it("equals the generator's exact figure, to full precision, when the recipe is the smallest that fits", () => {
    // All four types, a look-alike and a repeat: the smallest fitting recipe is the default one.
    const password = 'aA0!!k#9vQ2mZ@7pL$4n';
    const exact = analyze(20, 89, false);
    const result = checker.check(password, 'en');
    assert.equal(result.log10_guesses, exact.log10Guesses);
    assert.equal(result.crack_time_log10_seconds, exact.crackTimeLog10Seconds);
    assert.equal(result.level, exact.level);
    assert.equal(result.ceiling, false);
  });
});

/** Passwords with patterns: each must stay at level 0. */
export const PATTERNED_PASSWORDS = [
  'password1',
  'P@ssw0rd',
  'qwerty123',
  'Summer2024!',
  'correcthorsebatterystaple',
  'Tr0ub4dor&3',
  '123456789',
  'iloveyou',
  'letmein!',
  'dragon2020',
  'monkey123',
  'abc123abc123',
  'aaaaaaaaaaaa',
  '1qaz2wsx3edc',
  'asdfghjkl;',
  'zxcvbnm123',
  '19/08/1987',
  '12-05-2001',
  'sarah1987',
  'Password2023!',
  'qwertyuiop',
  '987654321',
  'abcdefghij',
  'p4$$w0rdp4$$w0rd',
  'Welcome1!',
  'ilovemydog',
  '1q2w3e4r5t',
  'hellohello',
  'Dragon$1990',
  'Football!23',
  'superman1989',
  'batman&robin',
  '!QAZ2wsx#EDC',
  // Spanish words.
  'contraseña',
  'contraseña123',
  'Contraseña2024!',
  'Barcelona1992',
  'teamo2020',
  'futbol10',
  'mariposa!',
  'Verano2023!',
  'tequiero123',
  'c0ntr4s3ñ4',
  'Primavera2025',
  'elefanteazul',
  'princesa12',
  'mipasswordsegura',
];

describe('the checker on patterned passwords', () => {
  it(`rates all ${PATTERNED_PASSWORDS.length} at level 0, as an estimate from patterns`, () => {
    for (const password of PATTERNED_PASSWORDS) {
      const result = checker.check(password, 'en');
      assert.equal(result.level, 0, `${password}: ${(result.log10_guesses * LOG2_10).toFixed(1)} bits`);
      assert.equal(result.ceiling, true, password);
    }
  });

  // zxcvbn's 10000^(k-1) would make every separator a piece of its own: four words with spaces were rated
  // 10^24 guesses (level 4) while the same words run together were level 1.
  it('rates common words with separators close to the same words run together, not above level 1', () => {
    for (const words of [
      ['orange', 'tiger', 'window', 'staple'],
      ['purple', 'monkey', 'dishwasher'],
      ['casa', 'perro', 'verde'],
    ]) {
      const joined = checker.check(words.join(''), 'en').log10_guesses;
      for (const separator of [' ', '-', '_', '.']) {
        const result = checker.check(words.join(separator), 'en');
        assert.ok(result.level <= 1, `${words.join(separator)}: level ${result.level}`);
        assert.ok(result.log10_guesses - joined < 4, `${words.join(separator)}: ${result.log10_guesses} vs ${joined}`);
      }
    }
  });
});

describe('fittingSettings', () => {
  // An independent count: the generator's alphabet for each candidate recipe, the smallest that holds every character.
  function smallestAlphabet(password: string): number | null {
    let best: number | null = null;
    for (const recipe of RECIPES) {
      const alphabet = buildAlphabet(recipe);
      if (alphabet.length < 2 || recipe.noRepeats) continue;
      if ([...password].every((ch) => alphabet.includes(ch))) best = Math.min(best ?? alphabet.length, alphabet.length);
    }
    return best;
  }

  it('picks the smallest generator alphabet that holds the password', () => {
    for (const password of ['abcd', 'abcl', 'aB3x', 'aB3!', 'O0O0', '~~~~', '23456789', 'Zz9#o', 'xyz ', 'ñandú']) {
      assert.equal(fittingSettings(password)?.pool ?? null, smallestAlphabet(password), password);
    }
  });

  it("fits nothing shorter than the generator's least length: no settings draw it", () => {
    assert.equal(GENERATOR_MIN_LENGTH, 4);
    for (const password of ['a', '25', '9', 'aB3']) assert.equal(fittingSettings(password), null, password);
    assert.notEqual(fittingSettings('aB3!'), null);
  });

  it('prices a repeat of a unit shorter than that as the unit of its shape, not a generator figure', () => {
    // `25` among the 100 strings of two digits (half, expected), typed 3 times; it was 56 strings of two of the 8
    // digits without look-alikes or repeats, a generator figure for a length the generator never draws.
    const pair = checker.check('252525', 'es').log10_guesses;
    assert.ok(Math.abs(pair - Math.log10((100 / 2) * 3)) < 1e-9, `${pair}`);
    // `9` among the 10 digits, 6 times: the exhaustive search's figure for a run of one character (10 × 6 / 2).
    const run = checker.check('999999', 'es').log10_guesses;
    assert.ok(Math.abs(run - Math.log10((10 * 6) / 2)) < 1e-9, `${run}`);
  });

  it('uses the no-repeats formula only when no character follows itself', () => {
    assert.equal(fittingSettings('abcabc')?.noRepeats, true);
    assert.equal(fittingSettings('abccba')?.noRepeats, false);
    assert.equal(fittingSettings('🔑🔑x'), null);
    assert.equal(fittingSettings(''), null);
  });

  it('drops the look-alikes from the pool only when the password has none of them', () => {
    assert.equal(fittingSettings('abcABC234')?.pool, 56);
    for (const ch of AMBIGUOUS.replace('|', '')) assert.equal(fittingSettings(`abcABC234${ch}`)?.pool, 62, ch);
  });
});

describe('patternEstimate', () => {
  it('prices a stretch without matches at the pool of the character types present', () => {
    assert.equal(bruteforceBitsPerCharacter('abc'), Math.log2(26));
    assert.equal(bruteforceBitsPerCharacter('aB3!'), Math.log2(89));
    assert.equal(bruteforceBitsPerCharacter('a b'), Math.log2(126));
    const estimate = patternEstimate(10, [], Math.log2(26));
    assert.equal(estimate.log2Guesses, 10 * Math.log2(26));
    assert.deepEqual(estimate.pieces, [{ kind: 'random', i: 0, j: 9 }]);
  });

  it('prices a stretch of digits as digits, whatever else the password holds', () => {
    // 8 digits alone in a password of every type: 10^8 strings, not 89^8.
    assert.ok(Math.abs(patternEstimate(8, [], Math.log2(89), '58203971').log2Guesses - 8 * Math.log2(10)) < 1e-9);
    // A 6-letter word of 1000 guesses, then 2 digits that pay 3 bits for their length: 2! × 1000 × 10^2 × 8 + 10000.
    const split = patternEstimate(8, [{ pattern: 'dictionary', i: 0, j: 5, guesses: 1000 }], Math.log2(36), 'summer25');
    assert.ok(Math.abs(split.log2Guesses - Math.log2(2 * 1000 * 10 ** 2 * 8 + 10_000)) < 1e-9);
    // Letters stay at the pool: no digit, no discount.
    assert.equal(patternEstimate(4, [], Math.log2(26), 'abcd').log2Guesses, 4 * Math.log2(26));
  });

  it('takes a whole-password match at its guesses, and joins pieces by zxcvbn-ts formula', () => {
    const whole = patternEstimate(8, [{ pattern: 'dictionary', i: 0, j: 7, guesses: 2 }], Math.log2(26));
    assert.equal(whole.log2Guesses, 1);
    // A 6-letter word of 1000 guesses, then 2 random digits (pool 36) that pay 3 bits for their length:
    // 2! × 1000 × 36^2 × 8 + 10000.
    const split = patternEstimate(8, [{ pattern: 'dictionary', i: 0, j: 5, guesses: 1000 }], Math.log2(36));
    assert.ok(Math.abs(split.log2Guesses - Math.log2(2 * 1000 * 36 ** 2 * 8 + 10_000)) < 1e-9);
    assert.deepEqual(split.pieces, [
      { kind: 'match', index: 0 },
      { kind: 'random', i: 6, j: 7 },
    ]);
  });

  it(`ignores embedded matches shorter than ${MIN_EMBEDDED_MATCH_LENGTH} characters`, () => {
    const short = patternEstimate(10, [{ pattern: 'dictionary', i: 3, j: 5, guesses: 1 }], Math.log2(26));
    assert.equal(short.log2Guesses, 10 * Math.log2(26));
  });

  it('counts a short word where the password is words only, with no random stretch (`rockyou`)', () => {
    // `rock` (400 guesses) + `you` (50): 2! × 400 × 50 + 10000; `you` alone would cost 26^3 and its length.
    const words = [
      { pattern: 'dictionary', i: 0, j: 3, guesses: 400 },
      { pattern: 'dictionary', i: 4, j: 6, guesses: 50 },
    ];
    const rockyou = patternEstimate(7, words, Math.log2(26), 'rockyou');
    assert.ok(Math.abs(rockyou.log2Guesses - Math.log2(2 * 400 * 50 + 10_000)) < 1e-9);
    assert.deepEqual(rockyou.pieces, [
      { kind: 'match', index: 0 },
      { kind: 'match', index: 1 },
    ]);
    // Not where any character is left to a random stretch: `rockyouq` keeps `you` as random letters.
    const left = patternEstimate(8, words, Math.log2(26), 'rockyouq');
    assert.ok(Math.abs(left.log2Guesses - Math.log2(2 * 400 * 26 ** 4 * 8 + 10_000)) < 1e-9);
    // Only dictionary words count short: a 3-character keyboard or sequence match does not.
    const other = patternEstimate(
      7,
      [words[0] as (typeof words)[0], { ...(words[1] as (typeof words)[0]), pattern: 'spatial' }],
      Math.log2(26),
    );
    assert.ok(other.log2Guesses > rockyou.log2Guesses + 1);
    // Nor a short word read with l33t substitutions or backwards: `rock` + `y0u` or `uoy` is no words-only reading.
    for (const changed of [{ l33t: true }, { reversed: true }]) {
      const read = patternEstimate(
        7,
        [words[0] as (typeof words)[0], { ...(words[1] as (typeof words)[0]), ...changed }],
        Math.log2(26),
        'rockyou',
      );
      assert.ok(read.log2Guesses > rockyou.log2Guesses + 1, JSON.stringify(changed));
    }
  });
});
