/**
 * The generator page's script: the service's own core (alphabet, generator,
 * analysis, crack-time words) with `crypto.getRandomValues` as the random
 * source. Nothing here reaches the network.
 */
import { analysisBody } from '../../api/analysis-body.js';
import { errorMessage } from '../../api/error-body.js';
import { readGenerateRequest } from '../../api/generate-request.js';
import { DIGITS, SYMBOLS } from '../../core/alphabet.js';
import { generate } from '../../core/generation.js';
import { createPasswordGenerator } from '../../core/generator.js';
import { message } from '../../i18n/catalogue.js';
import { applyLanguage } from '../../i18n/languages.js';
import { createLinks } from '../../i18n/links.js';
import { generatorAnalysisView } from '../analysis-view.js';
import { type ControlState, FORM_CONTROLS, wireValuesOf } from '../form-request.js';
import { byId, pageLanguage } from './dom.js';

const lang = { ...applyLanguage(location.pathname.split('/')[1]), messages: pageLanguage() };
const docsLink = document.querySelector<HTMLAnchorElement>('a[rel="help"]');
// The messages the form can cause (ranges, empty_alphabet) use no link and no rate limit.
const messageContext = {
  links: createLinks({ siteUrl: location.origin, docsUrl: docsLink?.href ?? location.origin }),
  rateLimit: { limit: 0, windowSeconds: 0 },
};
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
  button.textContent = message(lang.messages, 'generator_copy');
  button.setAttribute('aria-label', message(lang.messages, 'generator_copy_label', { n: index + 1 }));
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

/** Copies with the Clipboard API where the page is a secure context, else with a hidden text area. */
async function copy(password: string, n: number): Promise<void> {
  let copied = false;
  try {
    if (window.isSecureContext && navigator.clipboard !== undefined) {
      await navigator.clipboard.writeText(password);
      copied = true;
    }
  } catch {
    copied = false;
  }
  if (!copied) copied = copyWithTextArea(password);
  announce(message(lang.messages, copied ? 'generator_copied' : 'generator_copy_failed', { n }));
}

function copyWithTextArea(password: string): boolean {
  const area = document.createElement('textarea');
  area.value = password;
  area.readOnly = true;
  area.className = 'offscreen';
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
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
    problem.textContent = errorMessage(request.problem, lang, messageContext);
    list.replaceChildren();
    analysisElement.dataset.analysis = '';
    strength?.setAttribute('hidden', '');
    return;
  }
  problem.textContent = '';
  const generation = generate(generator, request.options);
  list.replaceChildren(...generation.passwords.map(passwordItem));
  showAnalysis(
    generatorAnalysisView(analysisBody(generation.analysis, lang.messages), request.options.noRepeats, lang.messages),
  );
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
