import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SECONDS_PER_YEAR } from '../core/analysis.js';
import { crackTimePhrase } from './catalogue.js';

const log10 = Math.log10;
const DAY = 86_400;

// Every unit, singular and plural, a named magnitude of each kind, and below one second:
// [seconds, English, Spanish], as a person would write them.
const CASES: readonly (readonly [number, string, string])[] = [
  [0.001, 'less than 1 second', 'menos de 1 segundo'],
  [1, '1 second', '1 segundo'],
  [30.3, '30.3 seconds', '30,3 segundos'],
  [60, '1 minute', '1 minuto'],
  [30.3 * 60, '30.3 minutes', '30,3 minutos'],
  [3_600, '1 hour', '1 hora'],
  [5 * 3_600, '5 hours', '5 horas'],
  [DAY, '1 day', '1 día'],
  [180 * DAY, '180 days', '180 días'],
  [SECONDS_PER_YEAR, '1 year', '1 año'],
  [2 * SECONDS_PER_YEAR, '2 years', '2 años'],
  [1_000 * SECONDS_PER_YEAR, '1 thousand years', 'mil años'],
  [3_910 * SECONDS_PER_YEAR, '3.91 thousand years', '3,91 mil años'],
  [1e6 * SECONDS_PER_YEAR, '1 million years', '1 millón de años'],
  [2.5e6 * SECONDS_PER_YEAR, '2.5 million years', '2,5 millones de años'],
  [1e9 * SECONDS_PER_YEAR, '1 billion years', 'mil millones de años'],
  [245e9 * SECONDS_PER_YEAR, '245 billion years', '245 mil millones de años'],
  [15.4e18 * SECONDS_PER_YEAR, '15.4 quintillion years', '15,4 trillones de años'],
  [3.2e105 * SECONDS_PER_YEAR, '3.2 × 10^105 years', '3,2 × 10^105 años'],
];

describe('crackTimePhrase', () => {
  it('reads every unit and magnitude as one phrase, in English and in Spanish', () => {
    for (const [seconds, english, spanish] of CASES) {
      assert.equal(crackTimePhrase('en', log10(seconds)), english, `${seconds} s`);
      assert.equal(crackTimePhrase('es', log10(seconds)), spanish, `${seconds} s`);
    }
  });

  it('says "at most" for an upper bound, except below one second where "less than" already bounds it', () => {
    for (const [seconds, english, spanish] of CASES) {
      const atMost = seconds < 1;
      assert.equal(crackTimePhrase('en', log10(seconds), true), atMost ? english : `at most ${english}`);
      assert.equal(crackTimePhrase('es', log10(seconds), true), atMost ? spanish : `como mucho ${spanish}`);
    }
  });

  it('never writes a qualifier twice, a unit in brackets or a bare magnitude noun before a unit', () => {
    for (let exponent = -3; exponent < 40; exponent += 0.37) {
      for (const atMost of [false, true]) {
        const english = crackTimePhrase('en', exponent, atMost);
        const spanish = crackTimePhrase('es', exponent, atMost);
        assert.doesNotMatch(english, /at most less|\(|\)/, english);
        assert.doesNotMatch(spanish, /como mucho menos|\(|\)/, spanish);
        assert.doesNotMatch(
          spanish,
          /(millón|millones|billón|billones|trillón|trillones) (segundo|minuto|hora|día|año)/,
        );
      }
    }
  });
});
