/**
 * Reading the API's options for the local package (library, CLI and page): the one reader with
 * the local package's ranges, a length up to 128 and a count up to 100 (`localMax` in the option
 * table), while the HTTP API and the MCP tool keep their published 4-64 and 1-20.
 */
import { buildAlphabet } from '../core/alphabet.js';
import type { GenerationOptions } from '../core/generation.js';
import { GENERATE_OPTIONS, MIN_POOL, optionsFromWire } from '../options/options.js';
import type { Problem } from '../options/problems.js';
import { readOptions } from '../options/read-options.js';

/** The outcome of {@link readLocalGenerateRequest}. */
export type LocalGenerateRequestResult =
  | { readonly ok: true; readonly options: GenerationOptions }
  | { readonly ok: false; readonly problem: Problem };

/** Reads the API's options with the local package's ranges; out of range, the problem names the local range. */
export function readLocalGenerateRequest(value: unknown): LocalGenerateRequestResult {
  const read = readOptions(value, GENERATE_OPTIONS, { api: false });
  if (!read.ok) return read;
  return checkedPool(optionsFromWire(read.values));
}

/** Options whose pool has at least {@link MIN_POOL} characters, or `empty_alphabet`. */
export function checkedPool(options: GenerationOptions): LocalGenerateRequestResult {
  if (buildAlphabet(options).length < MIN_POOL) return { ok: false, problem: { code: 'empty_alphabet' } };
  return { ok: true, options };
}
