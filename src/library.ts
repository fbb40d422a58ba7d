/**
 * The package's library: the service's engine without a server. Generation
 * runs in Node and in browsers (randomness from `globalThis.crypto`), is
 * validated by the API's request schema and reports the API's error codes.
 */
import { type GeneratedPasswords, type GeneratePasswordsOptions, generateLocally } from './api/local-generation.js';
import type { CheckResult } from './checker/checker.js';
import { createPasswordGenerator, type PasswordGenerator } from './core/generator.js';
import { createRecipeSampler, type RecipeSampler } from './core/recipe-sample.js';
import { applyLanguage } from './i18n/languages.js';

export type { AnalysisBody } from './api/analysis-body.js';
export type { GeneratedPasswords, GeneratePasswordsOptions } from './api/local-generation.js';
// biome-ignore lint/performance/noBarrelFile: the package's entry point names its public API; the class lives beside the code that throws it.
export { GenerateOptionsError } from './api/local-generation.js';
export type { CheckResult } from './checker/checker.js';

let sharedGenerator: PasswordGenerator | undefined;

// Created on first use, so that importing the library touches no randomness. `this` must be
// the Crypto object in browsers, hence the arrow function instead of passing the method.
function generator(): PasswordGenerator {
  sharedGenerator ??= createPasswordGenerator({
    randomFill: (bytes) => {
      globalThis.crypto.getRandomValues(bytes);
    },
  });
  return sharedGenerator;
}

let sharedSampler: RecipeSampler | undefined;

// The sampler of the recipe options, created on first use like the generator.
function sampler(): RecipeSampler {
  sharedSampler ??= createRecipeSampler({
    randomFill: (bytes) => {
      globalThis.crypto.getRandomValues(bytes);
    },
  });
  return sharedSampler;
}

/**
 * Draws passwords exactly as `POST /v1/generate` does, with the same options,
 * defaults and analysis. Throws a {@link GenerateOptionsError} for options the
 * API would refuse (same code, field and message).
 *
 * The recipe options (`symbol_set`, `exclude`, `min_*`, `max_repeating`,
 * `max_sequential`, `rules`, `site`) are the library's and the CLI's own: the
 * count of the constrained set is exact and every allowed password is equally
 * likely. Their errors carry codes the API never sends (`unsatisfiable`,
 * `conflicting_options`, `invalid_rules`, `unknown_site`, `invalid_symbol_set`).
 *
 * @example generatePasswords({ length: 20, symbols: false }).passwords[0]
 * @example generatePasswords({ site: 'apple.com' }).passwords[0]
 */
export function generatePasswords(options?: GeneratePasswordsOptions): GeneratedPasswords {
  return generateLocally(generator(), options, sampler());
}

/** Options of {@link checkPassword}. */
export interface CheckPasswordOptions {
  /** Language of the crack-time words, warning and suggestions (`en`, `es`); anything else is English. */
  readonly lang?: string;
}

/**
 * Estimates the strength of a password with the checker of the service's
 * browser page (zxcvbn-ts, the same cap and options, the same attack model):
 * the result is the object of that page's `data-analysis`. The engine and its
 * dictionaries are loaded on the first call (about a second) and kept.
 */
export async function checkPassword(password: string, options: CheckPasswordOptions = {}): Promise<CheckResult> {
  if (typeof password !== 'string') throw new TypeError('checkPassword: the password must be a string');
  const checker = await import('./checker/checker.js');
  return checker.checkPassword(password, applyLanguage(options.lang).messages);
}
