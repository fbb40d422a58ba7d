import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analysisBody } from '../api/analysis-body.js';
import { createChecker } from '../checker/checker.js';
import { CHECK_MAX_LENGTH } from '../checker/limits.js';
import { analyze } from '../core/analysis.js';
import { checkerResultView, formatCount, formatDecimal, generatorAnalysisView } from './analysis-view.js';

describe('formatDecimal and formatCount', () => {
  it('use the language decimal separator', () => {
    assert.equal(formatDecimal(103.61173, 1, 'en'), '103.6');
    assert.equal(formatDecimal(103.61173, 2, 'es'), '103,61');
  });

  it('write small counts whole and large ones in the scientific form', () => {
    assert.equal(formatCount(Math.log10(3), 'en'), '3');
    assert.equal(formatCount(Math.log10(999), 'en'), '999');
    assert.equal(formatCount(12.8, 'en'), '6.3 × 10^12');
    assert.equal(formatCount(12.8, 'es'), '6,3 × 10^12');
    // 9.96 rounds up to the next power of ten, never "10.0 × 10^4".
    assert.equal(formatCount(Math.log10(99_600), 'en'), '1.0 × 10^5');
  });
});

describe('generatorAnalysisView', () => {
  it('shows bits, level, crack time and the formula, and carries the API analysis as JSON', () => {
    const body = analysisBody(analyze(16, 89, false), 'en');
    const view = generatorAnalysisView(body, false, 'en');
    assert.equal(view.bits, '103.6 bits of entropy');
    assert.equal(view.levelWords, 'Level 4 of 4: very strong');
    assert.equal(
      view.crackTime,
      `Time to crack: ${body.crack_time.value} ${body.crack_time.unit}, for an attacker who tries 10^12 guesses per second offline.`,
    );
    assert.equal(
      view.formula,
      '16 characters, each drawn uniformly from a pool of 89: bits = L × log2(N) = 16 × log2(89) = 103.61',
    );
    assert.deepEqual(JSON.parse(view.json), body);
  });

  it('uses the no-repeats formula with N - 1 and L - 1 filled in, in Spanish', () => {
    const body = analysisBody(analyze(20, 62, true), 'es');
    const view = generatorAnalysisView(body, true, 'es');
    assert.match(view.formula, /= log2\(62\) \+ 19 × log2\(61\) = 118,64$/);
    assert.match(view.levelWords, /^Nivel 4 de 4: muy fuerte$/);
  });
});

describe('checkerResultView', () => {
  const checker = createChecker();

  it('shows the warning and says when the input was cut at the cap', () => {
    const short = checkerResultView(checker.check('password', 'en'), CHECK_MAX_LENGTH, 'en');
    assert.equal(short.warning, 'Warning: This is a heavily used password.');
    assert.equal(short.truncated, null);
    assert.equal(short.levelWords, 'Level 0 of 4: very weak');
    const long = checkerResultView(checker.check('x'.repeat(10_000), 'es'), CHECK_MAX_LENGTH, 'es');
    assert.equal(long.truncated, `Solo se analizaron los primeros ${CHECK_MAX_LENGTH} de sus 10000 caracteres.`);
  });
});
