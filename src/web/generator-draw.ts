/**
 * One draw of the generator page, pure: the mode's controls as the library's
 * options, drawn by the library's own engine (engine/engine.ts), with the
 * analysis the library returns (`data-analysis`) and its view in the page's
 * language, or the problem placed beside the field that causes it: placing
 * problems and notes is all this module adds. The page script supplies the
 * random sources and the loaded data; tests supply them too, and compare every
 * mode with the library.
 */

import { type AnalysisBody, analysisBody } from '../analysis/analysis-body.js';
import type { PassphraseAnalysisBody } from '../analysis/passphrase-analysis.js';
import type { PasswordGenerator } from '../core/generator.js';
import { countedCapitalize, type PassphraseGenerator } from '../core/passphrase.js';
import type { RecipeSampler } from '../core/recipe-sample.js';
import { drawPassphrases as drawPassphrasesWithEngine, drawPasswords as drawWithEngine } from '../engine/engine.js';
import { readPassphraseRequest } from '../engine/passphrase-request.js';
import type { SiteLookup } from '../engine/recipe-request.js';
import type { PageCatalogue, PageKey, PageParams } from '../i18n/pages/page-catalogue.js';
import type { MessagesLanguage } from '../i18n/registry.js';
import { problemMessageKey } from '../options/problem-messages.js';
import type { Problem } from '../options/problems.js';
import type { WordListName } from '../wordlists/word-list-names.js';
import {
  type GeneratorAnalysisView,
  generatorAnalysisView,
  passphraseAnalysisView,
  recipeAnalysisView,
} from './analysis-view.js';
import {
  CHARACTER_TYPES_FIELD,
  type ControlStates,
  controlNamed,
  type Mode,
  optionsOf,
  REQUIREMENTS_FIELD,
} from './form-request.js';

/** What a draw needs from its page (or its test). */
export interface DrawContext {
  readonly generator: PasswordGenerator;
  readonly sampler: RecipeSampler;
  readonly passphrases: PassphraseGenerator;
  /** A loaded word list, or undefined when it is not loaded yet. */
  readonly wordList: (name: WordListName) => readonly string[] | undefined;
  /** The sites' rules, once loaded (the page fills `rules` from them; a test may pass `site`). */
  readonly lookupSite?: SiteLookup | undefined;
  /**
   * The most work (core/recipe-count.ts estimateWork) a recipe may take here; a heavier one is
   * `deferred`. The page's main thread sets it so that no option change blocks it for long.
   */
  readonly workBudget?: number;
  /** The language of `data-analysis` (the API's messages language of the page). */
  readonly lang: MessagesLanguage;
  readonly catalogue: PageCatalogue;
}

/** A problem placed beside its field: the field (a control or a group), the message and its values. */
export interface PlacedProblem {
  readonly field: string;
  readonly key: PageKey;
  readonly params: PageParams;
}

/** A note's line: where it shows (`site` beside the site search, `settings` under the page's settings) and its words. */
export interface NoteLine {
  readonly place: 'site' | 'settings';
  readonly key: PageKey;
  readonly params: PageParams;
}

/** Below this level a recipe is said to be weak beside it, not only in the meter. */
const WEAK_BELOW_LEVEL = 2;

/** The outcome of a draw. */
export type DrawOutcome =
  | {
      readonly ok: true;
      readonly passwords: readonly string[];
      readonly analysis: AnalysisBody | PassphraseAnalysisBody;
      readonly view: GeneratorAnalysisView;
      /** What the user should know beside the settings: the default recipe is used, or they make weak passwords. */
      readonly notes: readonly NoteLine[];
    }
  | { readonly ok: false; readonly problem: PlacedProblem }
  /** The recipe is over the context's work budget: draw it off the main thread (the page's worker). */
  | { readonly ok: false; readonly deferred: true }
  /** The mode's word list is not loaded yet: load it, then draw again. */
  | { readonly ok: false; readonly loading: WordListName };

const refused = (field: string, key: PageKey, params: PageParams = {}): DrawOutcome => ({
  ok: false,
  problem: { field, key, params },
});

/** The range of a number control, for its message. */
function rangeOf(field: string): PageParams {
  const control = controlNamed(field);
  return control?.kind === 'number' ? { min: control.min, max: control.max } : {};
}

/** A problem of the API's own options: beside the length or the count, or with the character types. */
function apiProblem(code: string, field: string | undefined): DrawOutcome {
  if (code === 'invalid_length' || code === 'invalid_count') {
    const name = code.slice('invalid_'.length);
    return refused(name, `error_${code}`, rangeOf(name));
  }
  if (code === 'empty_alphabet') return refused(CHARACTER_TYPES_FIELD, 'error_empty_alphabet');
  return refused(field ?? REQUIREMENTS_FIELD, 'generator_error_range', rangeOf(field ?? ''));
}

/** A recipe's problem, worded for the page and placed beside its field. */
function recipeProblem(problem: Problem, mode: Mode): DrawOutcome {
  const params = problem.params ?? {};
  const whole = mode === 'rules' ? 'rules' : REQUIREMENTS_FIELD;
  switch (problemMessageKey(problem)) {
    case 'error_invalid_length':
    case 'error_invalid_count':
    case 'error_empty_alphabet':
      return apiProblem(problem.code, problem.field);
    case 'error_invalid_parameter_integer':
      return refused(problem.field ?? whole, 'generator_error_range', rangeOf(problem.field ?? ''));
    case 'error_invalid_symbol_set':
      return refused('symbol_set', 'generator_error_symbol_set');
    case 'error_conflicting_options_symbols':
      return refused('symbol_set', 'generator_error_symbols_off');
    case 'error_unsatisfiable_pool':
      return refused(problem.field ?? (mode === 'rules' ? 'rules' : CHARACTER_TYPES_FIELD), 'generator_error_pool');
    case 'error_unsatisfiable_required_empty':
      return refused(problem.field ?? whole, 'generator_error_required_empty');
    case 'error_unsatisfiable_minimums':
      return refused('length', 'generator_error_minimums', params);
    case 'error_unsatisfiable_length':
      return refused('length', 'generator_error_length', params);
    case 'error_invalid_rules':
      return refused(problem.field ?? 'rules', 'generator_error_rules', params);
    case 'error_too_complex':
      return refused(placedField(problem.field, whole), 'generator_error_too_complex');
    case 'error_no_randomness':
      return refused(placedField(problem.field, whole), 'generator_error_no_randomness');
    default:
      return refused(whole, 'generator_error_unsatisfiable', { length: params.length ?? '' });
  }
}

/** The field of a problem where the page has a control for it (each has its own message), else the mode's block. */
function placedField(field: string | undefined, whole: string): string {
  return field !== undefined && controlNamed(field) !== undefined ? field : whole;
}

/** A passphrase option's problem, worded for the page and placed beside its field. */
function passphraseProblem(problem: Problem): DrawOutcome {
  switch (problem.code) {
    case 'invalid_count':
      return refused('count', 'error_invalid_count', rangeOf('count'));
    case 'invalid_separator':
      return refused('separator', 'generator_error_separator');
    case 'ambiguous_passphrase':
      return refused('separator', 'generator_error_ambiguous');
    default:
      return refused(problem.field ?? 'words', 'generator_error_range', rangeOf(problem.field ?? 'words'));
  }
}

/**
 * The options of a mode as the library would be given them. An empty rules field (in the rules
 * mode) asks for no rules: the default recipe, with what the mode shares with the others.
 */
function libraryOptions(mode: Mode, states: ControlStates): { options: Record<string, unknown>; notes: NoteLine[] } {
  const options = optionsOf(mode, states);
  if (mode !== 'rules' || String(options.rules ?? '').trim() !== '') return { options, notes: [] };
  const { rules: _rules, allow_space: _space, ...rest } = options;
  return { options: rest, notes: [{ place: 'settings', key: 'generator_note_default_settings', params: {} }] };
}

function drawPasswords(mode: Mode, states: ControlStates, context: DrawContext): DrawOutcome {
  const { options, notes } = libraryOptions(mode, states);
  const draw = drawWithEngine(options, context);
  if (!draw.ok) return 'problem' in draw ? recipeProblem(draw.problem, mode) : { ok: false, deferred: true };
  if (draw.note !== undefined)
    notes.push({ place: 'site', key: 'generator_note_no_site_rules', params: draw.note.params });
  for (const { part, position } of draw.dropped ?? []) {
    notes.push({ place: 'settings', key: 'generator_note_rules_dropped', params: { part, position } });
  }
  const { passwords } = draw;
  const analysis = analysisBody(draw.analysis, context.lang);
  const view =
    draw.kind === 'recipe'
      ? recipeAnalysisView(analysis, context.catalogue)
      : generatorAnalysisView(analysis, draw.noRepeats, context.catalogue);
  return { ok: true, passwords, analysis, view, notes: weakNote(analysis, notes) };
}

/** The notes, with the weak settings' line when their level is under {@link WEAK_BELOW_LEVEL}. */
function weakNote(analysis: AnalysisBody, notes: NoteLine[]): NoteLine[] {
  if (analysis.level < WEAK_BELOW_LEVEL) notes.push({ place: 'settings', key: 'generator_weak_settings', params: {} });
  return notes;
}

function drawPassphrases(states: ControlStates, context: DrawContext): DrawOutcome {
  const request = readPassphraseRequest(optionsOf('passphrase', states));
  if (!request.ok) return passphraseProblem(request.problem);
  const { list, capitalize, digit } = request.options;
  const loaded = context.wordList(list);
  if (loaded === undefined) return { ok: false, loading: list };
  const draw = drawPassphrasesWithEngine(request.options, loaded, context.passphrases, context.lang);
  if (!draw.ok) return passphraseProblem(draw.problem);
  // Capitals that change no word (Japanese, Korean) add no term: the analysis does not count them.
  const terms = { randomCapitals: countedCapitalize(loaded, capitalize) === 'random', digit };
  const view = passphraseAnalysisView(draw.analysis, terms, context.catalogue);
  return { ok: true, passwords: draw.passphrases, analysis: draw.analysis, view, notes: [] };
}

/** Draws what the mode's controls ask for, exactly as the library would. */
export function drawForPage(mode: Mode, states: ControlStates, context: DrawContext): DrawOutcome {
  return mode === 'passphrase' ? drawPassphrases(states, context) : drawPasswords(mode, states, context);
}
