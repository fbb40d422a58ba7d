import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningService } from '../src/main.js';
import { header } from './support/assertions.js';
import { injectJson, startTestService } from './support/service.js';
import { chiSquarePValue, chiSquareUniform, countCharacters, UNIFORMITY_ALPHA } from './support/statistics.js';

// The character sets written out again, independently of src/core/alphabet.ts.
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '~!@#$%^&*()_+-=[]{};:,./<>?';
const AMBIGUOUS = '0O1Ilo';
const YEAR = 365.25 * 86_400;

type Flags = { lower?: boolean; upper?: boolean; digits?: boolean; symbols?: boolean; exclude_ambiguous?: boolean };

function expectedPool(flags: Flags): string {
  let pool = '';
  if (flags.lower ?? true) pool += LOWER;
  if (flags.upper ?? true) pool += UPPER;
  if (flags.digits ?? true) pool += DIGITS;
  if (flags.symbols ?? true) pool += SYMBOLS;
  if (flags.exclude_ambiguous) pool = [...pool].filter((ch) => !AMBIGUOUS.includes(ch)).join('');
  return pool;
}

function expectedLevel(crackSeconds: number): number {
  if (crackSeconds < 60) return 0;
  if (crackSeconds < 86_400) return 1;
  if (crackSeconds < YEAR) return 2;
  if (crackSeconds < 100 * YEAR) return 3;
  return 4;
}

function assertClose(actual: number, expected: number, what: string): void {
  assert.ok(Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected)), `${what}: ${actual} vs ${expected}`);
}

describe('POST /v1/generate', () => {
  let service: RunningService;
  // No socket matters here: requests go through app.inject().
  const generate = (body?: unknown, headers: Record<string, string> = {}, query = '') =>
    injectJson(service.app, `/v1/generate${query}`, body, headers);

  before(async () => {
    service = await startTestService({ RATE_LIMIT_MAX: '100000' });
  });
  after(() => service.close());

  describe('defaults and shape', () => {
    it('no body: one password of 16 characters from all four types (pool 89)', async () => {
      const response = await generate();
      assert.equal(response.status, 200);
      assert.deepEqual(Object.keys(response.body).sort(), ['_meta', 'analysis', 'notice', 'passwords']);
      const { passwords, analysis } = response.body;
      assert.ok(Array.isArray(passwords));
      assert.equal(passwords.length, 1);
      assert.equal(passwords[0].length, 16);
      assert.equal(analysis.length, 16);
      assert.equal(analysis.pool, 89);
      assert.equal(analysis.level_scale, 'time');
      assert.equal(analysis.ceiling, false);
    });

    it('passwords is always an array of count entries (1 and 20 accepted)', async () => {
      for (const count of [1, 2, 7, 20]) {
        const response = await generate({ count });
        assert.equal(response.status, 200);
        assert.equal(response.body.passwords.length, count);
        for (const p of response.body.passwords) assert.equal(typeof p, 'string');
      }
    });

    it('length 4 and 64 are accepted and every password has exactly that length', async () => {
      for (const length of [4, 5, 33, 64]) {
        const response = await generate({ length, count: 5 });
        assert.equal(response.status, 200);
        for (const p of response.body.passwords) assert.equal(p.length, length);
        assert.equal(response.body.analysis.length, length);
      }
    });

    it('count passwords are distinct draws, not one password repeated', async () => {
      const { passwords } = (await generate({ count: 20 })).body;
      assert.equal(new Set(passwords).size, 20);
    });

    it('notice warns about the antipattern, says nothing is stored and links the browser generator', async () => {
      const en = (await generate()).body.notice as string;
      assert.match(en, /antipattern/);
      assert.match(en, /stores nothing|nothing is stored|logs and stores nothing/);
      assert.ok(en.includes('http://pw.example/en/generator'));
      const es = (await generate({ lang: 'es' })).body.notice as string;
      assert.match(es, /antipatrón/);
      assert.ok(es.includes('http://pw.example/es/generator'));
    });

    it('carries Cache-Control: no-store and X-Content-Type-Options: nosniff, and JSON', async () => {
      const response = await generate();
      assert.equal(header(response, 'cache-control'), 'no-store');
      assert.equal(header(response, 'x-content-type-options'), 'nosniff');
      assert.match(header(response, 'content-type') ?? '', /^application\/json/);
      const error = await generate({ length: 1 });
      assert.equal(header(error, 'cache-control'), 'no-store');
    });
  });

  describe('character types change the pool exactly', () => {
    const cases: [flags: Flags, pool: number][] = [
      [{}, 89],
      [{ upper: false, digits: false, symbols: false }, 26],
      [{ lower: false, digits: false, symbols: false }, 26],
      [{ lower: false, upper: false, symbols: false }, 10],
      [{ lower: false, upper: false, digits: false }, 27],
      [{ symbols: false }, 62],
      [{ digits: false, symbols: false }, 52],
      [{ lower: false }, 63],
      [{ exclude_ambiguous: true }, 83],
      [{ lower: false, upper: false, symbols: false, exclude_ambiguous: true }, 8],
      [{ upper: false, digits: false, symbols: false, exclude_ambiguous: true }, 24],
      [{ lower: false, digits: false, symbols: false, exclude_ambiguous: true }, 24],
      [{ lower: false, upper: false, digits: false, exclude_ambiguous: true }, 27],
      [{ symbols: false, exclude_ambiguous: true }, 56],
    ];
    for (const [flags, pool] of cases) {
      it(`${JSON.stringify(flags)} gives pool ${pool} and only its characters`, async () => {
        assert.equal(expectedPool(flags).length, pool, 'the test table itself');
        const response = await generate({ ...flags, length: 64, count: 20 });
        assert.equal(response.status, 200);
        assert.equal(response.body.analysis.pool, pool);
        const allowed = expectedPool(flags);
        for (const p of response.body.passwords) {
          for (const ch of p) assert.ok(allowed.includes(ch), `${ch} is not in the pool of ${JSON.stringify(flags)}`);
        }
      });
    }
  });

  describe('analysis numbers equal the formulas', () => {
    const cases: [length: number, flags: Flags, noRepeats: boolean][] = [
      [16, {}, false],
      [4, {}, false],
      [64, {}, false],
      [64, {}, true],
      [20, { symbols: false }, true],
      [12, { lower: false, upper: false, symbols: false, exclude_ambiguous: true }, true],
      [37, { exclude_ambiguous: true }, false],
    ];
    for (const [length, flags, noRepeats] of cases) {
      it(`L=${length} ${JSON.stringify(flags)} no_repeats=${noRepeats}`, async () => {
        const response = await generate({ length, ...flags, no_repeats: noRepeats });
        const a = response.body.analysis;
        const n = expectedPool(flags).length;
        const bits = noRepeats ? Math.log2(n) + (length - 1) * Math.log2(n - 1) : length * Math.log2(n);
        // Unrounded: the very double of the formula.
        assert.equal(a.bits, bits);
        assertClose(a.log10_guesses, (bits - 1) * Math.log10(2), 'log10_guesses = log10(2^bits / 2)');
        if (bits < 1000) assertClose(a.log10_guesses, Math.log10(2 ** bits / 2), 'log10_guesses in linear space');
        assertClose(a.crack_time_log10_seconds, a.log10_guesses - 12, 'crack_time_log10_seconds');
        assert.equal(a.level, expectedLevel(10 ** a.crack_time_log10_seconds));
      });
    }
  });

  describe('levels 0 to 4 from the crack time thresholds', () => {
    // 89-character pool: 4 chars ~ 10^-4.5 s, 8 ~ 33 minutes, 10 ~ 180 days, 11 ~ 44 years, 12 ~ 3,900 years.
    const cases: [length: number, level: number][] = [
      [4, 0],
      [7, 0],
      [8, 1],
      [9, 2],
      [10, 2],
      [11, 3],
      [12, 4],
      [64, 4],
    ];
    for (const [length, level] of cases) {
      it(`length ${length} of 89 is level ${level}`, async () => {
        const a = (await generate({ length })).body.analysis;
        assert.equal(expectedLevel(10 ** a.crack_time_log10_seconds), level, 'the test table itself');
        assert.equal(a.level, level);
      });
    }
  });

  describe('crack_time in words', () => {
    it('the default request is in years: "246 billion" "years" / "246 mil millones" "años"', async () => {
      const en = (await generate()).body.analysis;
      const years = 10 ** en.crack_time_log10_seconds / YEAR;
      assert.equal((years / 1e9).toPrecision(3), '246');
      assert.deepEqual(en.crack_time, { value: '246 billion', unit: 'years' });
      const es = (await generate(undefined, {}, '?lang=es')).body.analysis;
      assert.deepEqual(es.crack_time, { value: '246 mil millones', unit: 'años' });
    });

    it('tiny crack times say "less than 1" "second" / "menos de 1" "segundo"', async () => {
      assert.deepEqual((await generate({ length: 4 })).body.analysis.crack_time, {
        value: 'less than 1',
        unit: 'second',
      });
      assert.deepEqual((await generate({ length: 4, lang: 'es' })).body.analysis.crack_time, {
        value: 'menos de 1',
        unit: 'segundo',
      });
    });

    it('each unit appears with the right words in English and Spanish', async () => {
      // Crack times computed independently (Python, 365.25-day years): 22.12 s, 32.8 min,
      // 1.88 h, 180.4 days, 43.97 years, 3.1e7 years, 1.541e19 years, 9.137e104 years.
      const cases: [body: object, en: object, es: object][] = [
        [
          { length: 6, lower: false, upper: false, symbols: false },
          ['less than 1', 'second'],
          ['menos de 1', 'segundo'],
        ],
        [{ length: 7 }, ['22.1', 'seconds'], ['22,1', 'segundos']],
        [{ length: 8 }, ['32.8', 'minutes'], ['32,8', 'minutos']],
        [{ length: 9, symbols: false }, ['1.88', 'hours'], ['1,88', 'horas']],
        [{ length: 10 }, ['180', 'days'], ['180', 'días']],
        [{ length: 11 }, ['44', 'years'], ['44', 'años']],
        [{ length: 14 }, ['31 million', 'years'], ['31 millones', 'años']],
        [{ length: 20 }, ['15.4 quintillion', 'years'], ['15,4 trillones', 'años']],
        [{ length: 64 }, ['9.1 × 10^104', 'years'], ['9,1 × 10^104', 'años']],
      ].map(([body, en, es]) => [
        body as object,
        { value: (en as string[])[0], unit: (en as string[])[1] },
        { value: (es as string[])[0], unit: (es as string[])[1] },
      ]);
      for (const [body, en, es] of cases) {
        assert.deepEqual((await generate(body)).body.analysis.crack_time, en, JSON.stringify(body));
        assert.deepEqual((await generate({ ...body, lang: 'es' })).body.analysis.crack_time, es, JSON.stringify(body));
      }
    });

    it('never shows "60 seconds", "60 minutes" or "24 hours" for any length of any pool', async () => {
      const pools = [
        {},
        { symbols: false },
        { lower: false, upper: false, symbols: false },
        { upper: false, digits: false, symbols: false },
      ];
      for (const flags of pools) {
        for (let length = 4; length <= 16; length++) {
          const { value, unit } = (await generate({ ...flags, length })).body.analysis.crack_time;
          assert.ok(!['60 seconds', '60 minutes', '24 hours'].includes(`${value} ${unit}`), `${value} ${unit}`);
          if (['seconds', 'minutes'].includes(unit)) assert.ok(Number(value) < 60, `${value} ${unit}`);
          if (unit === 'hours') assert.ok(Number(value) < 24, `${value} ${unit}`);
        }
      }
    });
  });

  describe('statistics over HTTP (real CSPRNG)', () => {
    it('characters are uniform over the pool: chi-square over 5,120 characters, fail only at p < 1e-6', async () => {
      const passwords: string[] = [];
      for (let i = 0; i < 4; i++) passwords.push(...(await generate({ length: 64, count: 20 })).body.passwords);
      const pool = expectedPool({});
      const counts = countCharacters(pool, passwords);
      assert.equal(
        counts.reduce((a, b) => a + b, 0),
        5120,
      );
      const p = chiSquarePValue(chiSquareUniform(counts), pool.length - 1);
      assert.ok(p > UNIFORMITY_ALPHA, `p = ${p}`);
    });

    it('no_repeats never repeats: 500 passwords of 64 from an 8-character pool', async () => {
      const flags = { lower: false, upper: false, symbols: false, exclude_ambiguous: true };
      const pool = expectedPool(flags);
      assert.equal(pool, '23456789');
      const transitions = new Array<number>(64).fill(0);
      for (let i = 0; i < 25; i++) {
        const response = await generate({ ...flags, length: 64, count: 20, no_repeats: true });
        assert.equal(response.body.analysis.bits, Math.log2(8) + 63 * Math.log2(7));
        for (const p of response.body.passwords) {
          assert.doesNotMatch(p, /(.)\1/, p);
          for (let j = 1; j < p.length; j++) {
            const cell = pool.indexOf(p[j - 1]) * 8 + pool.indexOf(p[j]);
            transitions[cell] = (transitions[cell] as number) + 1;
          }
        }
      }
      // The next character is uniform over the 7 others.
      const offDiagonal = transitions.filter((_, cell) => cell % 9 !== 0);
      const p = chiSquarePValue(chiSquareUniform(offDiagonal), offDiagonal.length - 1);
      assert.ok(p > UNIFORMITY_ALPHA, `p = ${p}`);
    });

    it('without no_repeats, adjacent repeats do occur (the pool is not silently restricted)', async () => {
      const flags = { lower: false, upper: false, symbols: false, exclude_ambiguous: true };
      const { passwords } = (await generate({ ...flags, length: 64, count: 20 })).body;
      assert.ok(passwords.some((p: string) => /(.)\1/.test(p)));
    });

    it('short passwords do not always contain every type: some of 300 of length 4 miss one', async () => {
      let missing = 0;
      for (let i = 0; i < 15; i++) {
        for (const p of (await generate({ length: 4, count: 20 })).body.passwords as string[]) {
          const types = [LOWER, UPPER, DIGITS, SYMBOLS].filter((set) => [...p].some((ch) => set.includes(ch)));
          if (types.length < 4) missing++;
        }
      }
      // With every type forced none would miss; drawn uniformly about 93% miss one.
      assert.ok(missing > 150, `${missing} of 300 miss a type`);
    });
  });
});
