/**
 * Recipes (issue 22): exact counting of every site's rules, drawing 100,000
 * passwords of length 20 with all four types required side by side with
 * `generate-password` (strict) and `secure-password-utilities`, with each
 * one's bias, and the database's worst recipe.
 */
import { randomFillSync } from 'node:crypto';
import { generate as generatePasswordPackage } from 'generate-password';
import { generatePassword as securePasswordUtilities } from 'secure-password-utilities';
import type { Recipe } from '../src/core/recipe.js';
import { countRecipe } from '../src/core/recipe-count.js';
import { createRecipeSampler, type PreparedRecipe, prepareRecipe } from '../src/core/recipe-sample.js';
import { readRecipeRequest } from '../src/engine/recipe-request.js';
import { siteRules } from '../src/engine/site-lookup.js';
import { SITE_DOMAINS } from '../src/engine/site-rules.js';
import { generatePasswords } from '../src/library.js';
import { chiSquarePValue } from '../test/support/statistics.js';
import { heading, int, median, ratio, type SummaryRow, table } from './report.js';

const PASSWORDS = 100_000;
const LENGTH = 20;
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';

function siteRecipes(): { domain: string; prepared: PreparedRecipe }[] {
  const recipes: { domain: string; prepared: PreparedRecipe }[] = [];
  for (const domain of SITE_DOMAINS) {
    const read = readRecipeRequest({ site: domain }, siteRules);
    if (read.ok && read.kind === 'recipe') recipes.push({ domain, prepared: read.prepared });
  }
  return recipes;
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;

/** Counting every site's recipe at its default length: each counted 20 times, after 3 warm-up passes. */
function countingSection(recipes: readonly { domain: string; prepared: PreparedRecipe }[]): SummaryRow[] {
  const samples: number[] = [];
  const medians: number[] = [];
  for (let pass = 0; pass < 3; pass++) for (const { prepared } of recipes) countRecipe(prepared.recipe);
  for (const { prepared } of recipes) {
    const own: number[] = [];
    for (let i = 0; i < 20; i++) {
      const start = performance.now();
      countRecipe(prepared.recipe);
      own.push(performance.now() - start);
    }
    samples.push(...own);
    medians.push(median(own));
  }
  samples.sort((a, b) => a - b);
  medians.sort((a, b) => a - b);
  const p99 = quantile(medians, 0.99);
  table([
    ['counting, ms per recipe', 'p50', 'p99', 'max'],
    [
      'every sample (20 per site)',
      quantile(samples, 0.5).toFixed(3),
      quantile(samples, 0.99).toFixed(3),
      (samples.at(-1) as number).toFixed(3),
    ],
    ['median of each site', quantile(medians, 0.5).toFixed(3), p99.toFixed(3), (medians.at(-1) as number).toFixed(3)],
  ]);
  return [
    {
      what: `Counting: p99 over ${recipes.length} sites (median of 20 each), ms`,
      measured: p99.toFixed(3),
      target: '<= 1',
      verdict: p99 <= 1 ? 'PASS' : 'MISS',
    },
  ];
}

interface Contender {
  readonly name: string;
  readonly symbols: string;
  readonly draw: (n: number) => string[];
}

function allFourRecipe(symbols: string): Recipe {
  return {
    length: LENGTH,
    pool: LOWER + UPPER + DIGITS + symbols,
    required: [LOWER, UPPER, DIGITS, symbols].map((chars) => ({ chars, min: 1 })),
    maxRepeating: undefined,
    maxSequential: undefined,
  };
}

const CLASSES = [LOWER, UPPER, DIGITS];
const classOf = (ch: string) => {
  const found = CLASSES.findIndex((set) => set.includes(ch));
  return found < 0 ? 3 : found;
};

/**
 * The exact law of a uniform draw from "length 20, every type at least once" over a
 * pool: P(class c at a position) = |c| x (strings of 19 that hold the other three types) / count.
 */
function exactClassLaw(symbols: string): number[] {
  const sets = [LOWER, UPPER, DIGITS, symbols];
  const all = countRecipe(allFourRecipe(symbols)).count;
  return sets.map((set, c) => {
    const rest: Recipe = {
      ...allFourRecipe(symbols),
      length: LENGTH - 1,
      required: sets.filter((_, i) => i !== c).map((chars) => ({ chars, min: 1 })),
    };
    const scale = 10n ** 15n;
    return Number((BigInt(set.length) * countRecipe(rest).count * scale) / all) / 1e15;
  });
}

/** Mean digits against the exact expectation, and chi-square of class by position (df 60). */
function bias(passwords: readonly string[], symbols: string): { meanDigits: number; expected: number; p: number } {
  const law = exactClassLaw(symbols);
  const observed = Array.from({ length: LENGTH }, () => [0, 0, 0, 0]);
  let digits = 0;
  for (const p of passwords) {
    for (let i = 0; i < LENGTH; i++) {
      const c = classOf(p[i] as string);
      (observed[i] as number[])[c] = ((observed[i] as number[])[c] as number) + 1;
      if (c === 2) digits++;
    }
  }
  let statistic = 0;
  for (const row of observed) {
    row.forEach((count, c) => {
      const expected = passwords.length * (law[c] as number);
      statistic += (count - expected) ** 2 / expected;
    });
  }
  return {
    meanDigits: digits / passwords.length,
    expected: LENGTH * (law[2] as number),
    p: chiSquarePValue(statistic, LENGTH * 3),
  };
}

/**
 * Throughput and bias of each contender: three interleaved rounds of a third each, so that
 * drift of the machine hits everyone alike (median shown); the bias over all 100,000.
 */
function measure(contenders: readonly Contender[]): { rates: number[]; rows: string[][] } {
  for (const c of contenders) c.draw(2000);
  const drawn: string[][] = contenders.map(() => []);
  const samples: number[][] = contenders.map(() => []);
  const perRound = Math.ceil(PASSWORDS / 3);
  for (let round = 0; round < 3; round++) {
    contenders.forEach((c, i) => {
      const start = performance.now();
      const passwords = c.draw(perRound);
      (samples[i] as number[]).push(perRound / ((performance.now() - start) / 1000));
      for (const p of passwords) (drawn[i] as string[]).push(p);
    });
  }
  const rates = samples.map((s) => median(s));
  const rows = contenders.map((c, i) => {
    const b = bias(drawn[i] as string[], c.symbols);
    const rate = rates[i] as number;
    const p = b.p < 1e-300 ? '< 1e-300' : b.p.toExponential(1);
    return [c.name, int(rate), ratio((rates[0] as number) / rate), b.meanDigits.toFixed(3), b.expected.toFixed(3), p];
  });
  return { rates, rows };
}

function drawingSection(): SummaryRow[] {
  const ours = createRecipeSampler({ randomFill: randomFillSync });
  const oursPrepared = prepareRecipe(allFourRecipe('~!@#$%^&*()_+-=[]{};:,./<>?'));
  const gpSymbols = '!@#$%^&*()+_-=}{[]|:;"/?.><,`~';
  const spuSymbols = '!"#$%&\'()*+,-./:;<=>?@[]{}^_`|~';
  const contenders: Contender[] = [
    { name: 'ours: core sampler', symbols: '~!@#$%^&*()_+-=[]{};:,./<>?', draw: (n) => ours.draw(oursPrepared, n) },
    {
      name: 'ours: library generatePasswords, count 20',
      symbols: '~!@#$%^&*()_+-=[]{};:,./<>?',
      draw: (n) => {
        const out: string[] = [];
        const options = { length: LENGTH, min_lower: 1, min_upper: 1, min_digits: 1, min_symbols: 1, count: 20 };
        while (out.length < n) out.push(...generatePasswords(options).passwords);
        return out.slice(0, n);
      },
    },
    {
      name: 'generate-password, strict',
      symbols: gpSymbols,
      draw: (n) => {
        const options = {
          length: LENGTH,
          numbers: true,
          symbols: true,
          uppercase: true,
          lowercase: true,
          strict: true,
        };
        return Array.from({ length: n }, () => generatePasswordPackage(options));
      },
    },
    {
      name: 'secure-password-utilities, min 1 each',
      symbols: spuSymbols,
      draw: (n) => {
        const options = { digits: { min: 1 }, symbols: { min: 1 }, lowercase: { min: 1 }, uppercase: { min: 1 } };
        return Array.from({ length: n }, () => securePasswordUtilities(LENGTH, options));
      },
    },
  ];
  const { rates, rows } = measure(contenders);
  console.log(
    `  ${int(PASSWORDS)} passwords of ${LENGTH} with all four types required; each tool with its own symbols`,
  );
  table([
    ['contender', 'passwords/s', 'ours / this', 'mean digits', 'exact expectation', 'chi-square p (class x position)'],
    ...rows,
  ]);
  const [core, , gp, spu] = rates as [number, number, number, number];
  return [
    {
      what: 'Recipes: all four types, ours / generate-password strict (passwords/s)',
      measured: ratio(core / gp),
      target: '>= 1.00',
      verdict: core >= gp ? 'PASS' : 'MISS',
    },
    {
      what: 'Recipes: all four types, ours / secure-password-utilities (passwords/s)',
      measured: ratio(core / spu),
      target: '>= 1.00',
      verdict: core >= spu ? 'PASS' : 'MISS',
    },
  ];
}

function worstSection(recipes: readonly { domain: string; prepared: PreparedRecipe }[]): SummaryRow[] {
  const worst = [...recipes].sort((a, b) => a.prepared.figures.acceptance - b.prepared.figures.acceptance)[0];
  if (worst === undefined) return [];
  const sampler = createRecipeSampler({ randomFill: randomFillSync });
  sampler.draw(worst.prepared, 1000);
  const rates: number[] = [];
  for (let round = 0; round < 3; round++) {
    const start = performance.now();
    sampler.draw(worst.prepared, 20_000);
    rates.push(20_000 / ((performance.now() - start) / 1000));
  }
  const rate = median(rates);
  const { acceptance } = worst.prepared.figures;
  console.log(
    `  worst recipe: ${worst.domain}, acceptance ${acceptance.toExponential(2)}, method ${worst.prepared.method}, ${int(rate)} passwords/s`,
  );
  return [
    {
      what: `Recipes: worst site (${worst.domain}) passwords/s`,
      measured: int(rate),
      target: '>= 10,000',
      verdict: rate >= 10_000 ? 'PASS' : 'MISS',
    },
  ];
}

/** The heaviest recipes found (issue 28): each is drawn (20 passwords) or refused with too_complex. */
const HEAVY_RECIPES: readonly Record<string, unknown>[] = [
  { length: 58, min_digits: 4, min_symbols: 28, max_sequential: 3, symbol_set: '!#$%', max_repeating: 2 },
  { length: 64, min_digits: 4, min_symbols: 28, max_sequential: 3, symbol_set: '!#$%', max_repeating: 2 },
  { length: 32, min_digits: 8, min_symbols: 8, max_sequential: 3, max_repeating: 2 },
  { length: 64, min_digits: 8, min_symbols: 8, max_sequential: 2 },
  { length: 64, min_digits: 16, min_symbols: 16, max_repeating: 3 },
  { length: 16, min_digits: 8, min_symbols: 8, max_sequential: 3, max_repeating: 2 },
  { length: 32, min_digits: 4, min_symbols: 28, max_sequential: 3, symbol_set: '!#$%', max_repeating: 2 },
  { length: 64, min_lower: 16, min_upper: 16, min_digits: 16, min_symbols: 16 },
  {
    rules: `${[...'abcdefgh'].map((c) => `required: [${c}];`).join(' ')} allowed: ascii-printable; max-consecutive: 2;`,
    length: 16,
  },
  {
    rules: `${[...'abcdefgh'].map((c) => `required: [${c}${String.fromCharCode(c.charCodeAt(0) + 1)}];`).join(' ')} allowed: ascii-printable; max-consecutive: 2;`,
    length: 16,
  },
  { rules: `${'required: lower; '.repeat(57)}required: [~]; max-consecutive: 2;`, length: 64 },
  {
    rules: Array.from({ length: 64 }, (_, i) => `required: [${String.fromCharCode(0x3f + i)}];`).join(' '),
    length: 64,
  },
];

/** Milliseconds to read, count and draw 20 passwords of a request, cold (each recipe new to the process). */
function coldMilliseconds(body: Record<string, unknown>): { ms: number; outcome: string } {
  const sampler = createRecipeSampler({ randomFill: randomFillSync });
  const start = performance.now();
  const read = readRecipeRequest({ ...body, count: 20 }, siteRules);
  if (read.ok && read.kind === 'recipe') sampler.draw(read.prepared, 20);
  const ms = performance.now() - start;
  return { ms, outcome: read.ok ? (read.kind === 'recipe' ? read.prepared.method : 'plain') : read.problem.code };
}

function boundedSection(): SummaryRow[] {
  const rows: string[][] = [['recipe', 'ms (read, count, 20 draws)', 'outcome']];
  let worst = 0;
  for (const body of HEAVY_RECIPES) {
    const { ms, outcome } = coldMilliseconds(body);
    worst = Math.max(worst, ms);
    rows.push([JSON.stringify(body).slice(0, 90), ms.toFixed(1), outcome]);
  }
  table(rows);
  // Every site at its longest allowed length (up to 64), cold.
  let worstSite = { domain: '', ms: 0 };
  for (const domain of SITE_DOMAINS) {
    const { ms } = coldMilliseconds({ site: domain, length: 64 });
    const { ms: ms16 } = coldMilliseconds({ site: domain });
    if (Math.max(ms, ms16) > worstSite.ms) worstSite = { domain, ms: Math.max(ms, ms16) };
  }
  console.log(`  the 434 sites at 16 and 64 characters: slowest ${worstSite.domain}, ${worstSite.ms.toFixed(1)} ms`);
  return [
    {
      what: 'Recipes: heaviest recipe found, read + count + 20 draws (or too_complex), ms',
      measured: worst.toFixed(0),
      target: '<= 250',
      verdict: worst <= 250 ? 'PASS' : 'MISS',
    },
    {
      what: `Recipes: slowest site (${worstSite.domain}), read + count + 20 draws, ms`,
      measured: worstSite.ms.toFixed(0),
      target: '<= 250',
      verdict: worstSite.ms <= 250 ? 'PASS' : 'MISS',
    },
  ];
}

/** The recipes section of `npm run bench`. */
export function runRecipeBench(): SummaryRow[] {
  heading('Recipes: exact counting of site rules and drawing under constraints (one process)');
  const bounded = boundedSection();
  const recipes = siteRecipes();
  return [...bounded, ...countingSection(recipes), ...drawingSection(), ...worstSection(recipes)];
}
