import { DEFAULT_OPTIONS } from '../api/contract/options.js';
import { analysisBody } from '../api/responder/analysis-body.js';
import { buildAlphabet, SYMBOLS } from '../core/alphabet.js';
import { analyze } from '../core/analysis.js';
import { escapeHtml } from '../core/html-escape.js';
import { generatorAnalysisView } from './analysis-view.js';
import { CHARACTER_TYPES_FIELD, errorId, FORM_CONTROLS, type FormControl } from './form-request.js';
import { type PageContext, renderPage, words } from './html.js';

/** Seconds after a copy before the page clears the clipboard (if it still holds the password). */
export const CLIPBOARD_CLEAR_SECONDS = 30;

/** Stands for the symbols in a label until they are put in, isolated, after escaping. */
const SYMBOLS_MARK = '\u0000symbols\u0000';

/** The element that shows a field's problem, empty until there is one; `role="alert"` announces it. */
function fieldError(field: string): string {
  return `<p id="${errorId(field)}" class="field-error" role="alert"></p>`;
}

function numberControl(context: PageContext, control: Extract<FormControl, { kind: 'number' }>): string {
  const { name, min, max, value } = control;
  const label = words(context, control.label);
  const described = ` aria-describedby="${errorId(name)}"`;
  // The slider has no name: the number input is the control; the slider is a second way to set it.
  const slider =
    name === 'length'
      ? `<input type="range" id="${name}-slider" min="${min}" max="${max}" value="${value}" aria-label="${label}" data-mirror="${name}">`
      : '';
  return `<div class="field field-number"><label for="${name}">${label}</label><div class="number-row">${slider}<input type="number" id="${name}" name="${name}" min="${min}" max="${max}" step="1" value="${value}" inputmode="numeric" required${described}></div>${fieldError(name)}</div>`;
}

function checkboxControl(context: PageContext, control: Extract<FormControl, { kind: 'checkbox' }>): string {
  const { name, checked } = control;
  // The symbols are isolated left to right, so that a right-to-left page does not reorder them.
  const label = words(context, control.label, { symbols: SYMBOLS_MARK }).replace(
    SYMBOLS_MARK,
    `<bdi dir="ltr">${escapeHtml(SYMBOLS)}</bdi>`,
  );
  const described = control.characterType ? ` aria-describedby="${errorId(CHARACTER_TYPES_FIELD)}"` : '';
  return `<div class="field field-check"><input type="checkbox" id="${name}" name="${name}"${checked ? ' checked' : ''}${described}><label for="${name}">${label}</label></div>`;
}

function controls(context: PageContext): string {
  const render = (control: FormControl) =>
    control.kind === 'number' ? numberControl(context, control) : checkboxControl(context, control);
  const numbers = FORM_CONTROLS.filter((c) => c.kind === 'number');
  const types = FORM_CONTROLS.filter((c) => c.kind === 'checkbox' && c.characterType);
  const others = FORM_CONTROLS.filter((c) => c.kind === 'checkbox' && !c.characterType);
  const typesError = errorId(CHARACTER_TYPES_FIELD);
  return `${numbers.map(render).join('')}
<fieldset id="${CHARACTER_TYPES_FIELD}" aria-describedby="${typesError}"><legend>${words(context, 'generator_types')}</legend>${types.map(render).join('')}${fieldError(CHARACTER_TYPES_FIELD)}</fieldset>
${others.map(render).join('')}`;
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
<p class="level"><label for="level-meter">${words(context, 'page_level_label')}</label> <meter id="level-meter" min="0" max="4" low="2" high="3" optimum="4" value="${view.level}"></meter> <span id="level-words" class="level-words">${escapeHtml(view.levelWords)}</span></p>
<p id="crack-time">${escapeHtml(view.crackTime)}</p>
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
<h2 id="passwords-title">${words(context, 'generator_passwords')}</h2>
<p id="problem" class="problem"></p>
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
<p>${words(context, 'generator_about_uniform')}</p>
<p>${words(context, 'generator_about_exact')}</p>
</section>`;
  const clipboard = ` data-clipboard-clear-ms="${CLIPBOARD_CLEAR_SECONDS * 1000}"`;
  return renderPage(
    context,
    'generator',
    words(context, 'generator_title'),
    context.assets.generatorScript,
    main,
    clipboard,
  );
}
