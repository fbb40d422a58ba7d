import type { Analysis, BitsAnalysis } from '../core/analysis.js';
import { crackTimeWords } from '../i18n/catalogue.js';
import type { MessagesLanguage } from '../i18n/registry.js';

/** The `analysis` object of a generate answer, as sent by the API, the browser page and the CLI. */
export interface AnalysisBody {
  readonly length: number;
  readonly pool: number;
  readonly bits: number;
  readonly log10_guesses: number;
  readonly crack_time_log10_seconds: number;
  readonly crack_time: { readonly value: string; readonly unit: string };
  readonly level: Analysis['level'];
  readonly level_scale: 'time';
  readonly ceiling: false;
}

/** The wire fields every exact analysis shares (passwords and passphrases), from its bits. */
export function bitsAnalysisFields(analysis: BitsAnalysis, lang: MessagesLanguage) {
  return {
    bits: analysis.bits,
    log10_guesses: analysis.log10Guesses,
    crack_time_log10_seconds: analysis.crackTimeLog10Seconds,
    crack_time: Object.freeze(crackTimeWords(lang, analysis.crackTimeLog10Seconds)),
    level: analysis.level,
    level_scale: 'time',
    ceiling: false,
  } as const;
}

/** The wire form of an exact analysis, with the crack time in words of the messages language. */
export function analysisBody(analysis: Analysis, lang: MessagesLanguage): AnalysisBody {
  return Object.freeze({ length: analysis.length, pool: analysis.pool, ...bitsAnalysisFields(analysis, lang) });
}
