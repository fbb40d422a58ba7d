/**
 * A seeded search for the slowest recipes: overlapping `required` classes (6 to 23 of 1 to 4
 * characters), lengths 4 to 17, a third with a run limit, each asked for 20 passwords through the
 * library. Reports the slowest accepted recipe and the slowest refusal of each code, against the
 * claims: an accepted recipe within 250 ms, a refusal within 20 ms.
 */
import { generatePasswords } from '../src/library.js';
import { heading, type SummaryRow, table } from './report.js';

const SEED = 1;
const RECIPES = 1500;
const CLASS_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456789!#$%';

function lcg(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function randomRules(next: () => number): { rules: string; length: number } {
  const sets = 6 + Math.floor(next() * 18);
  const span = 4 + Math.floor(next() * 30);
  let rules = '';
  for (let i = 0; i < sets; i++) {
    let set = '';
    for (let j = 1 + Math.floor(next() * 4); j > 0; j--) set += CLASS_CHARS[Math.floor(next() * span)];
    rules += `required: [${set}]; `;
  }
  if (next() < 0.3) rules += `max-consecutive: ${1 + Math.floor(next() * 3)}; `;
  return { rules, length: 4 + Math.floor(next() * 14) };
}

/** The section: prints its table and returns its summary rows. */
export function runRecipeSearchBench(): SummaryRow[] {
  heading(`Recipes: seeded search of ${RECIPES} overlapping recipes (seed ${SEED}), CPU time per request`);
  const next = lcg(SEED);
  const worst = new Map<string, { ms: number; recipe: string }>();
  for (let i = 0; i < RECIPES; i++) {
    const options = randomRules(next);
    const before = process.cpuUsage();
    let outcome = 'accepted';
    try {
      generatePasswords({ ...options, count: 20 });
    } catch (error) {
      outcome = (error as { code?: string }).code ?? 'error';
    }
    const used = process.cpuUsage(before);
    const ms = (used.user + used.system) / 1000;
    if ((worst.get(outcome)?.ms ?? -1) < ms) worst.set(outcome, { ms, recipe: JSON.stringify(options) });
  }
  table([
    ['outcome', 'slowest (CPU)', 'recipe'],
    ...[...worst].map(([outcome, { ms, recipe }]) => [outcome, `${ms.toFixed(1)} ms`, recipe.slice(0, 90)]),
  ]);
  return [...worst].map(([outcome, { ms }]) => {
    const target = outcome === 'accepted' ? 250 : 20;
    return {
      what: `Recipes, seeded search: slowest ${outcome}`,
      measured: `${ms.toFixed(1)} ms`,
      target: `<= ${target} ms`,
      verdict: ms <= target ? 'PASS' : 'MISS',
    };
  });
}
