/**
 * The generator page's script: the service's own core (alphabet, generator,
 * analysis, crack-time words) with `crypto.getRandomValues` as the random
 * source. Nothing here reaches the network. Its words come from the page's
 * catalogue, which the server puts in the page.
 */

import { readGenerateRequest } from '../../api/contract/generate-request.js';
import { analysisBody } from '../../api/responder/analysis-body.js';
import { DIGITS, SYMBOLS } from '../../core/alphabet.js';
import { generate } from '../../core/generation.js';
import { createPasswordGenerator } from '../../core/generator.js';
import { pageWords } from '../../i18n/pages/page-catalogue.js';
import { generatorAnalysisView } from '../analysis-view.js';
import { type ControlState, errorId, FORM_CONTROLS, problemPlace, wireValuesOf } from '../form-request.js';
import { copyText, createClipboardGuard } from './clipboard.js';
import { byId, pageCatalogue, pageLanguage } from './dom.js';

const lang = pageLanguage();
const catalogue = pageCatalogue();
const generator = createPasswordGenerator({
  randomFill: (bytes) => {
    crypto.getRandomValues(bytes);
  },
});

const problem = byId<HTMLParagraphElement>('problem');
const list = byId<HTMLOListElement>('passwords');
const copyStatus = byId<HTMLParagraphElement>('copy-status');
const strength = document.querySelector<HTMLElement>('.strength');
const analysisElement = byId<HTMLPreElement>('analysis');
const clipboardGuard = createClipboardGuard({
  delayMs: Number(byId('main').dataset.clipboardClearMs),
  onCleared: () => announce(pageWords(catalogue, 'generator_clipboard_cleared')),
});
let firstDraw = true;
function controlStates(): Record<string, ControlState> {
  const states: Record<string, ControlState> = {};
  for (const control of FORM_CONTROLS) {
    const input = byId<HTMLInputElement>(control.name);
    states[control.name] = control.kind === 'number' ? input.value : input.checked;
  }
  return states;
}

/** The password with digits and symbols marked, so that look-alikes can be told apart. */
function passwordElement(password: string): HTMLElement {
  const code = document.createElement('code');
  code.className = 'password';
  code.dataset.password = password;
  for (const ch of password) {
    const kind = DIGITS.includes(ch) ? 'digit' : SYMBOLS.includes(ch) ? 'symbol' : '';
    if (kind === '') {
      code.append(ch);
    } else {
      const span = document.createElement('span');
      span.className = kind;
      span.textContent = ch;
      code.append(span);
    }
  }
  return code;
}

function passwordItem(password: string, index: number): HTMLLIElement {
  const item = document.createElement('li');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'copy';
  button.textContent = pageWords(catalogue, 'generator_copy');
  button.setAttribute('aria-label', pageWords(catalogue, 'generator_copy_label', { n: index + 1 }));
  button.addEventListener('click', () => void copy(password, index + 1));
  item.append(passwordElement(password), button);
  return item;
}

function announce(text: string): void {
  // Clearing first makes a repeated message ("Password 1 copied") be announced again.
  copyStatus.textContent = '';
  requestAnimationFrame(() => {
    copyStatus.textContent = text;
  });
}

/** Copies a password, says so, and has the guard clear it from the clipboard later. */
async function copy(password: string, n: number): Promise<void> {
  const copied = await copyText(password);
  if (copied) clipboardGuard.copied(password);
  announce(pageWords(catalogue, copied ? 'generator_copied' : 'generator_copy_failed', { n }));
}

/** Shows a problem beside its field (and marks the field invalid), or clears every field's problem. */
function showProblem(code: string | undefined): void {
  for (const element of document.querySelectorAll<HTMLElement>('.field-error')) element.textContent = '';
  for (const input of document.querySelectorAll('[aria-invalid]')) input.removeAttribute('aria-invalid');
  problem.textContent = code === undefined ? '' : pageWords(catalogue, 'generator_no_passwords');
  if (code === undefined) return;
  const place = problemPlace(code);
  byId(errorId(place.field)).textContent = pageWords(catalogue, place.key, place.params);
  for (const input of document.querySelectorAll(`[aria-describedby~="${errorId(place.field)}"]`)) {
    if (input instanceof HTMLInputElement) input.setAttribute('aria-invalid', 'true');
  }
}

function showAnalysis(view: ReturnType<typeof generatorAnalysisView>): void {
  byId('bits').textContent = view.bits;
  byId<HTMLMeterElement>('level-meter').value = view.level;
  byId('level-words').textContent = view.levelWords;
  byId('crack-time').textContent = view.crackTime;
  byId('formula').textContent = view.formula;
  analysisElement.textContent = view.json;
  analysisElement.dataset.analysis = view.json;
  strength?.removeAttribute('hidden');
}

/** Reads the controls, draws new passwords and shows them with their analysis, or the API's problem. */
function draw(): void {
  const request = readGenerateRequest(wireValuesOf(controlStates()));
  if (!request.ok) {
    showProblem(request.problem.code);
    list.replaceChildren();
    analysisElement.dataset.analysis = '';
    strength?.setAttribute('hidden', '');
    return;
  }
  showProblem(undefined);
  const generation = generate(generator, request.options);
  list.replaceChildren(...generation.passwords.map(passwordItem));
  showAnalysis(generatorAnalysisView(analysisBody(generation.analysis, lang), request.options.noRepeats, catalogue));
  if (firstDraw) {
    firstDraw = false;
    performance.mark('pwgen:first-passwords');
  }
}

for (const control of FORM_CONTROLS) byId(control.name).addEventListener('input', draw);
for (const slider of document.querySelectorAll<HTMLInputElement>('input[data-mirror]')) {
  const target = byId<HTMLInputElement>(slider.dataset.mirror ?? '');
  slider.addEventListener('input', () => {
    target.value = slider.value;
    draw();
  });
  target.addEventListener('input', () => {
    if (/^\d+$/.test(target.value)) slider.value = target.value;
  });
}
byId('regenerate').addEventListener('click', draw);
draw();
