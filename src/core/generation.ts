import { buildAlphabet } from './alphabet.js';
import { type Analysis, type AnalysisModel, analyze, DEFAULT_ANALYSIS_MODEL } from './analysis.js';
import type { PasswordGenerator } from './generator.js';

/** Validated options of one generation request (ranges and the pool are checked when the request is read). */
export interface GenerationOptions {
  readonly length: number;
  readonly count: number;
  readonly lower: boolean;
  readonly upper: boolean;
  readonly digits: boolean;
  readonly symbols: boolean;
  readonly excludeAmbiguous: boolean;
  readonly noRepeats: boolean;
}

/** Passwords and the exact analysis of the process that drew them. */
export interface Generation {
  readonly passwords: string[];
  readonly analysis: Analysis;
}

/**
 * Draws `count` passwords and analyses them from the options, never from the strings.
 * Throws a RangeError for a pool under 2 characters: callers reject that case first.
 */
export function generate(
  generator: PasswordGenerator,
  options: GenerationOptions,
  model: AnalysisModel = DEFAULT_ANALYSIS_MODEL,
): Generation {
  const alphabet = buildAlphabet(options);
  const passwords = generator.generate({
    alphabet,
    length: options.length,
    count: options.count,
    noRepeats: options.noRepeats,
  });
  return { passwords, analysis: analyze(options.length, alphabet.length, options.noRepeats, model) };
}
