/** The exact analysis of passphrases, in the API's shape (the library, the CLI and the generator page). */

import { analyzeBits } from '../core/analysis.js';
import { type PassphraseShape, passphraseBits } from '../core/passphrase.js';
import type { MessagesLanguage } from '../i18n/registry.js';
import { bitsAnalysisFields } from './analysis-body.js';

/** The exact analysis of passphrases: the password analysis's figures, with `words` and `list_size`. */
export interface PassphraseAnalysisBody {
  readonly words: number;
  readonly list_size: number;
  readonly bits: number;
  readonly log10_guesses: number;
  readonly crack_time_log10_seconds: number;
  readonly crack_time: { readonly value: string; readonly unit: string };
  readonly level: 0 | 1 | 2 | 3 | 4;
  readonly level_scale: 'time';
  readonly ceiling: false;
}

/** The analysis of a shape whose choices are all distinct strings. */
export function passphraseAnalysisBody(shape: PassphraseShape, lang: MessagesLanguage): PassphraseAnalysisBody {
  const analysis = analyzeBits(passphraseBits(shape));
  return Object.freeze({ words: shape.words, list_size: shape.list.length, ...bitsAnalysisFields(analysis, lang) });
}
