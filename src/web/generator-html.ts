import { analysisBody } from '../analysis/analysis-body.js';
import { buildAlphabet, SYMBOLS } from '../core/alphabet.js';
import { analyze } from '../core/analysis.js';
import { escapeHtml } from '../core/html-escape.js';
import { packOf } from '../i18n/packs.js';
import type { PageKey } from '../i18n/pages/page-catalogue.js';
import { DEFAULT_OPTIONS, type PASSPHRASE_OPTIONS } from '../options/options.js';
import { isWordListName, WORD_LIST_INFO, WORD_LIST_NAMES, type WordListName } from '../wordlists/word-list-names.js';
import { generatorAnalysisView } from './analysis-view.js';
import {
  CHARACTER_TYPES_FIELD,
  DEFAULT_MODE,
  errorId,
  FORM_CONTROLS,
  type FormControl,
  MODES,
  type Mode,
  REQUIREMENTS_FIELD,
} from './form-request.js';
import { type PageContext, renderPage, words } from './html.js';
import { scenarioTableHtml } from './scenario-view.js';

/** Seconds after a copy before the page clears the clipboard (if it still holds the password). */
export const CLIPBOARD_CLEAR_SECONDS = 30;

/** Stands for the symbols in a label until they are put in, isolated, after escaping. */
const SYMBOLS_MARK = '\u0000symbols\u0000';

/** The element that shows a field's problem, empty until there is one; `role="alert"` announces it. */
function fieldError(field: string): string {
  return `<p id="${errorId(field)}" class="field-error" role="alert"></p>`;
}

/** The attributes that show a block only in its modes (hidden at first outside the default one). */
function modeAttributes(modes: readonly Mode[]): string {
  if (modes.length === MODES.length) return '';
  return ` data-modes="${modes.join(' ')}"${modes.includes(MODES[0]) ? '' : ' hidden'}`;
}

type Control<K extends FormControl['kind']> = Extract<FormControl, { kind: K }>;

/** Words shown only in some modes (the page's script hides the others' as it shows a mode). */
function byMode(modes: string, text: string): string {
  return `<span data-modes="${modes}"${modes.includes(DEFAULT_MODE) ? '' : ' hidden'}>${text}</span>`;
}

function numberControl(context: PageContext, control: Control<'number'>): string {
  const { name, min, max, value } = control;
  const label = words(context, control.label);
  // The count is of passwords or of passphrases, as the mode says.
  const shown =
    name === 'count'
      ? `${byMode('characters rules', label)}${byMode('passphrase', words(context, 'generator_count_passphrases'))}`
      : label;
  // The length has a note in the rules mode: the length the rules moved it to (rules-length.ts).
  const note =
    name === 'length' ? `<p id="${name}-note" class="status" role="status" data-modes="rules" hidden></p>` : '';
  const described = ` aria-describedby="${name === 'length' ? `${name}-note ` : ''}${errorId(name)}"`;
  // The slider has no name: the number input is the control; the slider is a second way to set it.
  const slider =
    name === 'length'
      ? `<input type="range" id="${name}-slider" min="${min}" max="${max}" value="${value}" aria-label="${label}" data-mirror="${name}">`
      : '';
  const required = value === undefined ? '' : ' required';
  return `<div class="field field-number"${modeAttributes(control.modes)}><label for="${name}">${shown}</label><div class="number-row">${slider}<input type="number" id="${name}" name="${name}" min="${min}" max="${max}" step="1" value="${value ?? ''}" inputmode="numeric"${required}${described}></div>${note}${fieldError(name)}</div>`;
}

function checkboxControl(context: PageContext, control: Control<'checkbox'>): string {
  const { name, checked } = control;
  // The symbols are isolated left to right, so that a right-to-left page does not reorder them.
  const label = words(context, control.label, { symbols: SYMBOLS_MARK }).replace(
    SYMBOLS_MARK,
    `<bdi dir="ltr">${escapeHtml(SYMBOLS)}</bdi>`,
  );
  const described = control.characterType ? ` aria-describedby="${errorId(CHARACTER_TYPES_FIELD)}"` : '';
  const modes = control.characterType ? '' : modeAttributes(control.modes);
  return `<div class="field field-check"${modes}><input type="checkbox" id="${name}" name="${name}"${checked ? ' checked' : ''}${described}><label for="${name}">${label}</label></div>`;
}

/** Help under a text field, read with it (`aria-describedby`). */
const TEXT_HELP: Readonly<Record<string, PageKey>> = { rules: 'generator_rules_help' };

function textControl(context: PageContext, control: Control<'text'>): string {
  const { name, maxLength, value } = control;
  const help = TEXT_HELP[name];
  const described = `${help === undefined ? '' : `${name}-help `}${errorId(name)}`;
  // Characters and syntax, not words: no spelling, capitals or completion.
  const common = `id="${name}" name="${name}" maxlength="${maxLength}" spellcheck="false" autocomplete="off" autocapitalize="off" aria-describedby="${described}"`;
  const input = control.multiline
    ? `<textarea ${common} rows="3" dir="ltr">${escapeHtml(value)}</textarea>`
    : `<input type="text" ${common} value="${escapeHtml(value)}" dir="ltr">`;
  const helpText = help === undefined ? '' : `<p id="${name}-help" class="hint">${words(context, help)}</p>`;
  return `<div class="field field-text"${modeAttributes(control.modes)}><label for="${name}">${words(context, control.label)}</label>${input}${helpText}${fieldError(name)}</div>`;
}

/**
 * The label key of every choice of the table's choice rows (`generator_capitalize_first`), EFF's
 * lists included (`generator_list_eff_large`); the other lists share `generator_list_other`.
 */
type ChoiceLabelKey = {
  [Row in Extract<
    OptionRow,
    { readonly type: 'choice' }
  > as Row['wire']]: `generator_${Row['wire']}_${Exclude<Row['choices'][number], OtherListName>}`;
}[ChoiceRowWire];
type ChoiceRowWire = Extract<(typeof PASSPHRASE_OPTIONS)[number], { readonly type: 'choice' }>['wire'];
type OptionRow = (typeof PASSPHRASE_OPTIONS)[number];
type OtherListName = Exclude<WordListName, 'eff_large' | 'eff_short'>;

// Every choice has its label in the pages' catalogues: a new mode without one fails the build here.
const everyChoiceHasALabel: Exclude<ChoiceLabelKey, PageKey> extends never ? true : never = true;
void everyChoiceHasALabel;

function choiceLabel(context: PageContext, name: string, choice: string): string {
  if (name === 'list' && isWordListName(choice)) {
    const info = WORD_LIST_INFO[choice];
    if (info.kind !== 'EFF') {
      return words(context, 'generator_list_other', {
        language: info.languageName,
        source: info.kind,
        size: info.size,
      });
    }
    return words(context, `generator_list_${choice}` as ChoiceLabelKey, { size: info.size });
  }
  return words(context, `generator_${name}_${choice}` as ChoiceLabelKey);
}

/**
 * The page's lists: its language's own first (the first of them chosen), then every other list in
 * the registry's order, so that any list is one choice away.
 */
export function pageWordLists(context: Pick<PageContext, 'links'>): readonly WordListName[] {
  const own = packOf(context.links).wordLists;
  return [...own, ...WORD_LIST_NAMES.filter((name) => !own.includes(name))];
}

/** True when the page's language has a list of its own (else it offers English first, and says so). */
export function hasOwnWordList(context: Pick<PageContext, 'links'>): boolean {
  const first = packOf(context.links).wordLists[0];
  return first !== undefined && WORD_LIST_INFO[first].language.split('-')[0] === context.links;
}

function selectControl(context: PageContext, control: Control<'select'>): string {
  const { name } = control;
  const choices = name === 'list' ? pageWordLists(context) : control.choices;
  const value = name === 'list' ? choices[0] : control.value;
  const options = choices
    .map(
      (choice) =>
        `<option value="${choice}"${choice === value ? ' selected' : ''}>${choiceLabel(context, name, choice)}</option>`,
    )
    .join('');
  const hint =
    name === 'list' && !hasOwnWordList(context)
      ? `<p class="hint" id="list-none">${words(context, 'generator_list_none')}</p>`
      : '';
  return `<div class="field field-select"${modeAttributes(control.modes)}><label for="${name}">${words(context, control.label)}</label><select id="${name}" name="${name}">${options}</select>${hint}</div>`;
}

/** The credit of each list, only the chosen list's shown (the script follows the choice). */
function listCredits(context: PageContext): string {
  const first = pageWordLists(context)[0];
  const credits = WORD_LIST_NAMES.map((name) => {
    const info = WORD_LIST_INFO[name];
    const text =
      info.kind === 'EFF'
        ? words(context, 'generator_words_credit')
        : words(context, 'generator_list_credit', { credit: info.attribution });
    return `<span data-list-credit="${name}"${name === first ? '' : ' hidden'}>${text}</span>`;
  }).join('');
  return `<p class="hint" data-modes="passphrase" hidden>${credits}</p>`;
}

function render(context: PageContext, control: FormControl): string {
  switch (control.kind) {
    case 'number':
      return numberControl(context, control);
    case 'checkbox':
      return checkboxControl(context, control);
    case 'text':
      return textControl(context, control);
    case 'select':
      return selectControl(context, control);
  }
}

/** The `mode` control: one radio button a mode. */
function modeControl(context: PageContext): string {
  const radios = MODES.map(
    (mode, i) =>
      `<span class="mode"><input type="radio" id="mode-${mode}" name="mode" value="${mode}"${i === 0 ? ' checked' : ''}><label for="mode-${mode}">${words(context, `generator_mode_${mode}`)}</label></span>`,
  ).join('');
  return `<fieldset class="modes"><legend>${words(context, 'generator_mode')}</legend>${radios}</fieldset>`;
}

/** The site search of the rules mode: it fills `rules` from the bundled database, loaded when the mode is chosen. */
function siteSearch(context: PageContext): string {
  return `<div class="field field-text site-search" data-modes="rules" hidden><label for="site">${words(context, 'generator_site')}</label><input type="search" id="site" name="site" maxlength="253" spellcheck="false" autocomplete="off" autocapitalize="off" dir="ltr" aria-describedby="site-help" aria-controls="site-results"><p id="site-help" class="hint">${words(context, 'generator_site_help', { count: context.siteCount })}</p><ul id="site-results" class="site-results" aria-label="${words(context, 'generator_site_results')}"></ul><p id="site-status" class="status" role="status"></p></div>`;
}

function group(context: PageContext, name: FormControl['group']): string {
  return FORM_CONTROLS.filter((c) => c.group === name)
    .map((c) => render(context, c))
    .join('');
}

function controls(context: PageContext): string {
  const typesError = errorId(CHARACTER_TYPES_FIELD);
  const requirementsError = errorId(REQUIREMENTS_FIELD);
  return `${modeControl(context)}
${group(context, 'main')}
<fieldset id="${CHARACTER_TYPES_FIELD}" aria-describedby="${typesError}" data-modes="characters"><legend>${words(context, 'generator_types')}</legend>${group(context, 'types')}${fieldError(CHARACTER_TYPES_FIELD)}</fieldset>
${group(context, 'characters')}
<fieldset id="${REQUIREMENTS_FIELD}" aria-describedby="${REQUIREMENTS_FIELD}-note ${requirementsError}" data-modes="characters"><legend>${words(context, 'generator_requirements')}</legend><p id="${REQUIREMENTS_FIELD}-note" class="hint">${words(context, 'generator_requirements_note')}</p>${group(context, 'requirements')}${fieldError(REQUIREMENTS_FIELD)}</fieldset>
${group(context, 'passphrase')}${listCredits(context)}
${group(context, 'rules')}${siteSearch(context)}<p class="hint" data-modes="rules" hidden>${words(context, 'generator_sites_credit')}</p>
<p id="settings-note" class="settings-note" role="status"></p>`;
}

/** The strength section, filled with the analysis of the default options (the script redraws it). */
function strength(context: PageContext): string {
  const alphabet = buildAlphabet(DEFAULT_OPTIONS);
  const analysis = analysisBody(
    analyze(DEFAULT_OPTIONS.length, alphabet.length, DEFAULT_OPTIONS.noRepeats),
    context.messages,
  );
  const view = generatorAnalysisView(analysis, DEFAULT_OPTIONS.noRepeats, context.catalogue);
  return `<section class="panel strength" aria-labelledby="strength-title">
<h2 id="strength-title">${words(context, 'generator_strength')}</h2>
<p class="bits" id="bits">${escapeHtml(view.bits)}</p>
<p class="level"><label for="level-meter">${words(context, 'page_level_label')}</label> <meter id="level-meter" min="0" max="4" low="2" high="3" optimum="4" value="${view.level}" data-level="${view.level}"></meter> <span id="level-words" class="level-words">${escapeHtml(view.levelWords)}</span></p>
<p id="crack-time">${escapeHtml(view.crackTime)}</p>
${scenarioTableHtml(context.catalogue, view.scenarios)}
<p class="formula" id="formula">${escapeHtml(view.formula)}</p>
<details><summary>${words(context, 'page_json_summary')}</summary><pre class="json" id="analysis" data-analysis="${escapeHtml(view.json)}">${escapeHtml(view.json)}</pre></details>
</section>`;
}

/**
 * The browser-only generator page. The passwords come first (on a phone they
 * are what the user came for), then the options; each problem shows beside
 * the field that causes it.
 */
export function renderGeneratorPage(context: PageContext): string {
  const main = `<p class="lead">${words(context, 'generator_lead')}</p>
<p class="private">${words(context, 'page_private')}</p>
<noscript><p class="problem">${words(context, 'page_noscript')}</p></noscript>
<div class="columns">
<div class="results">
<section class="panel" aria-labelledby="passwords-title">
<h2 id="passwords-title">${byMode('characters rules', words(context, 'generator_passwords'))}${byMode('passphrase', words(context, 'generator_passphrases'))}</h2>
<p id="problem" class="problem"></p>
<p id="loading" class="status" role="status"></p>
<ol id="passwords" class="passwords"></ol>
<button type="button" id="regenerate" class="primary">${words(context, 'generator_regenerate')}</button>
<p id="copy-status" class="status" role="status"></p>
<p class="hint">${words(context, 'generator_clipboard_note', { seconds: CLIPBOARD_CLEAR_SECONDS })}</p>
</section>
${strength(context)}
</div>
<section class="panel options" aria-labelledby="options-title">
<h2 id="options-title">${words(context, 'generator_options')}</h2>
${controls(context)}
</section>
</div>
<section class="about" aria-labelledby="about-title">
<h2 id="about-title">${words(context, 'generator_about_title')}</h2>
<p data-modes="characters">${words(context, 'generator_about_characters')}</p>
<p data-modes="rules" hidden>${words(context, 'generator_about_rules')}</p>
<p data-modes="passphrase" hidden>${words(context, 'generator_about_passphrase')}</p>
<p>${words(context, 'generator_about_exact')}</p>
</section>`;
  const clipboard = ` data-clipboard-clear-ms="${CLIPBOARD_CLEAR_SECONDS * 1000}" data-worker="${context.assets.generatorWorker.href}"`;
  return renderPage(
    context,
    'generator',
    words(context, 'generator_title'),
    context.assets.generatorScript,
    main,
    clipboard,
  );
}
