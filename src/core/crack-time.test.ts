import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { numberWordsOf } from '../i18n/registry.js';
import { SECONDS_PER_YEAR } from './analysis.js';
import { describeCrackTime, formatMagnitude, type NumberWords } from './crack-time.js';

const EN = numberWordsOf('en');
const ES = numberWordsOf('es');
const DAY = 86_400;

describe('formatMagnitude', () => {
  it('English: three significant figures with short-scale names', () => {
    const cases: [value: number, text: string][] = [
      [1, '1'],
      [1.5, '1.5'],
      [2.004, '2'],
      [24.567, '24.6'],
      [245.67, '246'],
      [999.4, '999'],
      [999.6, '1 thousand'],
      [1000, '1 thousand'],
      [1234, '1.23 thousand'],
      [12_345, '12.3 thousand'],
      [123_456, '123 thousand'],
      [1e6, '1 million'],
      [245e9, '245 billion'],
      [1e12, '1 trillion'],
      [4.56e15, '4.56 quadrillion'],
      [1e18, '1 quintillion'],
      [1e21, '1 sextillion'],
      [1e24, '1 septillion'],
      [1e27, '1 octillion'],
      [1e30, '1 nonillion'],
      [7.5e33, '7.5 decillion'],
      [9.99e35, '999 decillion'],
    ];
    for (const [value, text] of cases) assert.equal(formatMagnitude(Math.log10(value), EN), text, String(value));
  });

  it('Spanish: long scale (a billón is 10^12, 10^9 is mil millones) and a decimal comma', () => {
    const cases: [value: number, text: string][] = [
      [1.5, '1,5'],
      [245.67, '246'],
      [1000, 'mil'],
      [1500, '1,5 mil'],
      [1e6, '1 millón'],
      [2.5e6, '2,5 millones'],
      [1e9, 'mil millones'],
      [245e9, '245 mil millones'],
      [1e12, '1 billón'],
      [3e12, '3 billones'],
      [1e15, 'mil billones'],
      [2e15, '2 mil billones'],
      [1e18, '1 trillón'],
      [1e21, 'mil trillones'],
      [1e24, '1 cuatrillón'],
      [1e27, 'mil cuatrillones'],
      [1e30, '1 quintillón'],
      [4.5e33, '4,5 mil quintillones'],
    ];
    for (const [value, text] of cases) assert.equal(formatMagnitude(Math.log10(value), ES), text, String(value));
  });

  it('beyond the largest name uses "m × 10^e" with two significant figures', () => {
    assert.equal(formatMagnitude(Math.log10(9.996e35), EN), '1 × 10^36');
    assert.equal(formatMagnitude(36, EN), '1 × 10^36');
    assert.equal(formatMagnitude(Math.log10(3.24) + 105, EN), '3.2 × 10^105');
    assert.equal(formatMagnitude(Math.log10(3.24) + 105, ES), '3,2 × 10^105');
    assert.equal(formatMagnitude(Math.log10(9.97) + 200, EN), '1 × 10^201');
  });

  it('works for any language data passed in (the core holds no words)', () => {
    const words: NumberWords = {
      decimalSeparator: '·',
      scientific: '{m}E{e}',
      magnitudes: [{ exponent: 3, one: 'K', other: '{n}K' }],
    };
    assert.equal(formatMagnitude(Math.log10(1500), words), '1·5K');
    assert.equal(formatMagnitude(Math.log10(1000), words), 'K');
    assert.equal(formatMagnitude(Math.log10(2.5e6), words), '2·5E6');
  });
});

describe('describeCrackTime', () => {
  const words = (seconds: number) => describeCrackTime(Math.log10(seconds), EN);

  it('below one second says so plainly', () => {
    assert.deepEqual(describeCrackTime(-0.0001, EN), { kind: 'less_than_one', unit: 'second' });
    assert.deepEqual(describeCrackTime(-50, EN), { kind: 'less_than_one', unit: 'second' });
    assert.deepEqual(describeCrackTime(Number.NEGATIVE_INFINITY, EN), { kind: 'less_than_one', unit: 'second' });
    assert.deepEqual(describeCrackTime(Number.NaN, EN), { kind: 'less_than_one', unit: 'second' });
  });

  it('picks the largest unit of which at least one fits', () => {
    const cases: [seconds: number, value: string, unit: string, singular: boolean][] = [
      [1, '1', 'second', true],
      [1.5, '1.5', 'second', false],
      [59.9, '59.9', 'second', false],
      [60, '1', 'minute', true],
      [90, '1.5', 'minute', false],
      [3_600, '1', 'hour', true],
      [5 * 3_600, '5', 'hour', false],
      [DAY, '1', 'day', true],
      [180 * DAY, '180', 'day', false],
      [364 * DAY, '364', 'day', false],
      [365.2 * DAY, '365', 'day', false],
      [SECONDS_PER_YEAR, '1', 'year', true],
      [2 * SECONDS_PER_YEAR, '2', 'year', false],
      [1000 * SECONDS_PER_YEAR, '1 thousand', 'year', false],
      [245e9 * SECONDS_PER_YEAR, '245 billion', 'year', false],
    ];
    for (const [seconds, value, unit, singular] of cases) {
      assert.deepEqual(words(seconds), { kind: 'amount', unit, value, singular, noun: false }, `${seconds} s`);
    }
  });

  it('moves up a unit when rounding reaches the next one: never "60 seconds", "60 minutes" or "24 hours"', () => {
    assert.deepEqual(words(59.96), { kind: 'amount', unit: 'minute', value: '1', singular: true, noun: false });
    assert.deepEqual(words(3_599.9), { kind: 'amount', unit: 'hour', value: '1', singular: true, noun: false });
    assert.deepEqual(words(DAY - 1), { kind: 'amount', unit: 'day', value: '1', singular: true, noun: false });
    const limits: Record<string, number> = { second: 60, minute: 60, hour: 24, day: 365.25 };
    const unitSeconds: Record<string, number> = {
      second: 1,
      minute: 60,
      hour: 3_600,
      day: DAY,
      year: SECONDS_PER_YEAR,
    };
    for (let log10 = 0; log10 < 12; log10 += 0.0007) {
      const parts = describeCrackTime(log10, EN);
      assert.equal(parts.kind, 'amount');
      if (parts.kind !== 'amount') continue;
      const limit = limits[parts.unit];
      if (limit !== undefined) {
        const shown = Number(parts.value);
        assert.ok(shown >= 1 && shown < limit, `10^${log10} s shows "${parts.value} ${parts.unit}"`);
      }
      // At least one of the unit fits, allowing for three-figure rounding up to it.
      assert.ok(10 ** log10 >= 0.997 * (unitSeconds[parts.unit] as number), `10^${log10} s in ${parts.unit}`);
    }
  });

  it('the default request (16 characters of 89) is in years: 246 billion', () => {
    const crack = (16 * Math.log2(89) - 1) * Math.log10(2) - 12;
    assert.deepEqual(describeCrackTime(crack, EN), {
      kind: 'amount',
      unit: 'year',
      value: '246 billion',
      singular: false,
      noun: false,
    });
    assert.deepEqual(describeCrackTime(crack, ES), {
      kind: 'amount',
      unit: 'year',
      value: '246 mil millones',
      singular: false,
      noun: true,
    });
  });

  it('64 characters of 89 goes past the named magnitudes to a power of ten', () => {
    const crack = (64 * Math.log2(89) - 1) * Math.log10(2) - 12;
    const parts = describeCrackTime(crack, EN);
    assert.equal(parts.kind, 'amount');
    if (parts.kind === 'amount') {
      assert.equal(parts.unit, 'year');
      assert.match(parts.value, /^\d(\.\d)? × 10\^\d+$/);
      const years = crack - Math.log10(SECONDS_PER_YEAR);
      assert.equal(parts.value.split('^')[1], String(Math.floor(years)));
    }
  });
});
