/**
 * The product's own passwords beyond the 60 basic recipes (issue 40, item 2): drawn by `generatePasswords` in seven
 * families (plain, symbol_set, exclude, minimums, run limits, rules with custom sets, every site), each with the
 * generator's exact figure and the allowance for naming a set the recipe names itself. Shared by the test
 * (test/checker-product.test.ts) and `npm run bench` (bench/checker-product.ts).
 */

import { log2Binomial } from '../../src/checker/character-classes.js';
import { parsePasswordRules } from '../../src/core/password-rules.js';
import { rulesOfHost, SITE_DOMAINS } from '../../src/engine/site-rules.js';
import { type GeneratePasswordsOptions, generatePasswords } from '../../src/library.js';

/** The families of issue 40, item 2. */
export const PRODUCT_FAMILIES = ['plain', 'symbol_set', 'exclude', 'minimums', 'run limits', 'rules', 'sites'] as const;
export type ProductFamily = (typeof PRODUCT_FAMILIES)[number];

/** One drawn password with what the generator says of it. */
export interface ProductSample {
  readonly family: ProductFamily;
  /** The options, for a failure message (never the password). */
  readonly options: GeneratePasswordsOptions;
  readonly password: string;
  readonly exactLog10: number;
  readonly level: number;
  /** log10 of the sets of that size in their classes, for the set the recipe names itself; 0 when it names none. */
  readonly namingLog10: number;
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';
const PUNCTUATION = ' !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
const GENERATOR_SYMBOLS = '~!@#$%^&*()_+-=[]{};:,./<>?';
const ASCII_CLASSES = [LOWER, UPPER, DIGITS, PUNCTUATION] as const;

/** A seeded uniform source in [0, 1) (mulberry32): the options drawn are the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** log10 of naming `alphabet`'s part of each ASCII class where it is neither empty nor the whole class. */
export function namingLog10(alphabet: string): number {
  let bits = 0;
  for (const characterClass of ASCII_CLASSES) {
    const k = [...characterClass].filter((ch) => alphabet.includes(ch)).length;
    if (k > 0 && k < characterClass.length) bits += log2Binomial(characterClass.length, k);
  }
  return bits * Math.log10(2);
}

function subset(random: () => number, from: string, min: number, max: number): string {
  const size = min + Math.floor(random() * (max - min + 1));
  const chars = [...from];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.slice(0, size).join('');
}

type Draw = (random: () => number) => { readonly options: GeneratePasswordsOptions; readonly alphabet?: string };

const int = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const DRAWS: Readonly<Record<Exclude<ProductFamily, 'sites'>, Draw>> = {
  plain: (random) => {
    const types = { lower: random() < 0.7, upper: random() < 0.7, digits: random() < 0.7, symbols: random() < 0.5 };
    if (!types.lower && !types.upper && !types.digits && !types.symbols) types.lower = true;
    const options = { ...types, exclude_ambiguous: random() < 0.3, no_repeats: random() < 0.3 };
    return { options: { ...options, length: int(random, 6, 40) } };
  },
  symbol_set: (random) => {
    const set = subset(random, PUNCTUATION.trim(), 1, 12);
    return { options: { length: int(random, 8, 32), symbol_set: set }, alphabet: LOWER + UPPER + DIGITS + set };
  },
  exclude: (random) => {
    const excluded = subset(random, LOWER + UPPER + DIGITS + GENERATOR_SYMBOLS, 1, 12);
    const alphabet = [...(LOWER + UPPER + DIGITS + GENERATOR_SYMBOLS)].filter((ch) => !excluded.includes(ch));
    return { options: { length: int(random, 8, 32), exclude: excluded }, alphabet: alphabet.join('') };
  },
  minimums: (random) => ({
    options: {
      length: int(random, 12, 32),
      min_lower: int(random, 0, 3),
      min_upper: int(random, 0, 3),
      min_digits: int(random, 0, 3),
      min_symbols: int(random, 0, 3),
    },
  }),
  'run limits': (random) => ({
    options: { length: int(random, 8, 32), max_repeating: int(random, 1, 3), max_sequential: int(random, 2, 4) },
  }),
  rules: (random) => {
    const own = subset(random, LOWER + DIGITS + PUNCTUATION.trim(), 3, 16).replace(/[\]-]/g, '');
    const length = int(random, 8, 24);
    const named = random() < 0.5 ? 'upper, ' : '';
    const rules = `minlength: ${length}; maxlength: ${length}; allowed: ${named}[${own}];`;
    return { options: { rules, allow_space: random() < 0.2 }, alphabet: (named === '' ? '' : UPPER) + own };
  },
};

/** `perFamily` passwords of each family but the sites, drawn with options from `seed`. */
export function familySamples(perFamily: number, seed: number): ProductSample[] {
  const random = seededRandom(seed);
  const samples: ProductSample[] = [];
  for (const [family, draw] of Object.entries(DRAWS) as [Exclude<ProductFamily, 'sites'>, Draw][]) {
    while (samples.filter((s) => s.family === family).length < perFamily) {
      const { options, alphabet } = draw(random);
      let drawn: ReturnType<typeof generatePasswords>;
      try {
        drawn = generatePasswords({ ...options, count: 1 });
      } catch {
        continue; // an unsatisfiable draw of options: draw others
      }
      const naming = alphabet === undefined ? 0 : namingLog10(alphabet);
      samples.push(sampleOf(family, options, drawn, naming));
    }
  }
  return samples;
}

/** One password drawn with `options`, with the naming of `alphabet` when the recipe names its own set. */
export function drawOne(family: ProductFamily, options: GeneratePasswordsOptions, alphabet?: string): ProductSample {
  const naming = alphabet === undefined ? 0 : namingLog10(alphabet);
  return sampleOf(family, options, generatePasswords({ ...options, count: 1 }), naming);
}

function sampleOf(
  family: ProductFamily,
  options: GeneratePasswordsOptions,
  drawn: ReturnType<typeof generatePasswords>,
  naming: number,
): ProductSample {
  const { analysis } = drawn;
  return {
    family,
    options,
    password: drawn.passwords[0] as string,
    exactLog10: analysis.log10_guesses,
    level: analysis.level,
    namingLog10: naming,
  };
}

/** One password per site at its minimum length and one at 16 characters (or its maximum, when that is less). */
export function siteSamples(): ProductSample[] {
  const samples: ProductSample[] = [];
  for (const site of SITE_DOMAINS) {
    const rules = rulesOfHost(site)?.rules ?? '';
    const parsed = parsePasswordRules(rules);
    const minimum = parsed.ok ? (parsed.rules.minLength ?? 8) : 8;
    const maximum = parsed.ok ? (parsed.rules.maxLength ?? 64) : 64;
    const naming = parsed.ok && rules.includes('[') ? namingLog10(parsed.rules.allowed ?? '') : 0;
    for (const length of new Set([Math.max(minimum, 4), Math.min(16, maximum)])) {
      const options = { site, length };
      let drawn: ReturnType<typeof generatePasswords>;
      try {
        drawn = generatePasswords({ ...options, count: 1 });
      } catch {
        continue;
      }
      samples.push(sampleOf('sites', options, drawn, naming));
    }
  }
  return samples;
}
