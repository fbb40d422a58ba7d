/**
 * The generator page's script: the library's own readers, generators and
 * exact analysis (src/web/generator-draw.ts), with `crypto.getRandomValues`
 * as the random source, in three modes: characters, passphrase and site rules.
 * The word lists and the sites' database are chunks of their own, loaded when
 * their mode is chosen. The form lives in the URL fragment, never a password.
 * Nothing here reaches the network but those same-origin chunks. Its words come
 * from the page's catalogue, which the server puts in the page.
 */

import { DIGITS, SYMBOLS } from '../../core/alphabet.js';
import { createPasswordGenerator } from '../../core/generator.js';
import { createPassphraseGenerator } from '../../core/passphrase.js';
import { createRecipeSampler } from '../../core/recipe-sample.js';
import { siteHost } from '../../core/site-host.js';
import type { SiteRules } from '../../engine/site-rules.js';
import { webCryptoFill as randomFill } from '../../engine/web-crypto-fill.js';
import { pageWords } from '../../i18n/pages/page-catalogue.js';
import type { WordListName } from '../../wordlists/word-list-names.js';
import { loadWordList } from '../../wordlists/word-lists.js';
import type { GeneratorAnalysisView } from '../analysis-view.js';
import { type ChosenSite, formFromFragment, fragmentOf } from '../form-fragment.js';
import {
  type ControlState,
  DEFAULT_MODE,
  defaultState,
  errorId,
  FORM_CONTROLS,
  isMode,
  type Mode,
} from '../form-request.js';
import {
  type DrawContext,
  type DrawOutcome,
  drawForPage,
  type NoteLine,
  type PlacedProblem,
} from '../generator-draw.js';
import type { DrawAnswer, DrawRequest } from '../generator-messages.js';
import { fittedRulesLength } from '../rules-length.js';
import { copyText, createClipboardGuard } from './clipboard.js';
import { byId, pageCatalogue, pageLanguage, showScenarioRows } from './dom.js';
import { startWorker } from './worker-script.js';

const catalogue = pageCatalogue();
/**
 * The most table work (estimateWork) drawn on this thread: a fifth of the library's budget (250
 * ms), about 40 ms at the slowest measured cost per cell, so an option change never blocks the
 * page for longer. Heavier recipes go to the worker.
 */
const PAGE_WORK_BUDGET = 100_000;
const wordLists = new Map<WordListName, readonly string[]>();
let sites: ReturnType<typeof import('./site-database.js')['createSiteDatabase']> | undefined;
const context: DrawContext = {
  generator: createPasswordGenerator({ randomFill }),
  sampler: createRecipeSampler({ randomFill }),
  passphrases: createPassphraseGenerator({ randomFill }),
  wordList: (name) => wordLists.get(name),
  lookupSite: (site) => sites?.lookupSite(site),
  lang: pageLanguage(),
  catalogue,
  workBudget: PAGE_WORK_BUDGET,
};

const problem = byId<HTMLParagraphElement>('problem');
const loading = byId<HTMLParagraphElement>('loading');
const list = byId<HTMLOListElement>('passwords');
const copyStatus = byId<HTMLParagraphElement>('copy-status');
const strength = document.querySelector<HTMLElement>('.strength');
const analysisElement = byId<HTMLPreElement>('analysis');
const siteInput = byId<HTMLInputElement>('site');
const siteResults = byId<HTMLUListElement>('site-results');
const siteStatus = byId<HTMLParagraphElement>('site-status');
const settingsNote = byId<HTMLParagraphElement>('settings-note');
const lengthNote = byId<HTMLParagraphElement>('length-note');
const clipboardGuard = createClipboardGuard({
  delayMs: Number(byId('main').dataset.clipboardClearMs),
  onCleared: () => announce(pageWords(catalogue, 'generator_clipboard_cleared')),
});
let firstDraw = true;
/** The site whose rules fill the rules field, while they are unchanged. */
let chosenSite: ChosenSite | undefined;
/** The length the user set, while the rules mode shows another one that its rules allow. */
let wantedLength: string | undefined;

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const field = (name: string) => byId<Field>(name);

function currentMode(): Mode {
  const checked = document.querySelector<HTMLInputElement>('input[name="mode"]:checked');
  return isMode(checked?.value) ? checked.value : DEFAULT_MODE;
}

function controlStates(): Record<string, ControlState> {
  const states: Record<string, ControlState> = {};
  for (const control of FORM_CONTROLS) {
    const element = field(control.name);
    states[control.name] = control.kind === 'checkbox' ? (element as HTMLInputElement).checked : element.value;
  }
  return states;
}

function setControl(name: string, state: ControlState): void {
  const element = field(name);
  if (typeof state === 'boolean') (element as HTMLInputElement).checked = state;
  else element.value = state;
  if (name === 'length') byId<HTMLInputElement>('length-slider').value = String(state);
}

/**
 * The password with digits and symbols marked, so that look-alikes can be told apart (runs of
 * letters as one text). A passphrase may break only after a separator (`breakAfter`), never inside a word.
 */
function passwordElement(password: string, breakAfter = ''): HTMLElement {
  const code = document.createElement('code');
  code.className = breakAfter === '' ? 'password' : 'password passphrase';
  code.dataset.password = password;
  if (breakAfter === '') {
    appendMarked(code, password);
    return code;
  }
  const words = password.split(breakAfter);
  words.forEach((word, index) => {
    appendMarked(code, index < words.length - 1 ? `${word}${breakAfter}` : word);
    if (index < words.length - 1) code.append(document.createElement('wbr'));
  });
  return code;
}

/** Appends text with its digits and symbols in spans of their own. */
function appendMarked(code: HTMLElement, text: string): void {
  let letters = '';
  for (const ch of text) {
    const kind = DIGITS.includes(ch) ? 'digit' : SYMBOLS.includes(ch) ? 'symbol' : '';
    if (kind === '') {
      letters += ch;
      continue;
    }
    if (letters !== '') code.append(letters);
    letters = '';
    const span = document.createElement('span');
    span.className = kind;
    span.textContent = ch;
    code.append(span);
  }
  if (letters !== '') code.append(letters);
}

function passwordItem(password: string, index: number, breakAfter = ''): HTMLLIElement {
  const item = document.createElement('li');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'copy';
  button.textContent = pageWords(catalogue, 'generator_copy');
  button.setAttribute('aria-label', pageWords(catalogue, 'generator_copy_label', { n: index + 1 }));
  button.addEventListener('click', () => void copy(password, index + 1));
  item.append(passwordElement(password, breakAfter), button);
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
function showProblem(placed: PlacedProblem | undefined): void {
  // Only what holds a problem is touched: a draw without one changes nothing here.
  for (const element of document.querySelectorAll<HTMLElement>('.field-error')) {
    if (element.textContent !== '') element.textContent = '';
  }
  for (const input of document.querySelectorAll('[aria-invalid]')) input.removeAttribute('aria-invalid');
  const summary = placed === undefined ? '' : pageWords(catalogue, 'generator_no_passwords');
  if (problem.textContent !== summary) problem.textContent = summary;
  if (placed === undefined) return;
  byId(errorId(placed.field)).textContent = pageWords(catalogue, placed.key, placed.params);
  for (const input of document.querySelectorAll(`[aria-describedby~="${errorId(placed.field)}"]`)) {
    if (!(input instanceof HTMLFieldSetElement)) input.setAttribute('aria-invalid', 'true');
  }
}

function showAnalysis(view: GeneratorAnalysisView | undefined): void {
  if (view === undefined) {
    analysisElement.dataset.analysis = '';
    strength?.setAttribute('hidden', '');
    return;
  }
  byId('bits').textContent = view.bits;
  byId<HTMLMeterElement>('level-meter').value = view.level;
  // Level 0 fills nothing: the stylesheet marks the empty bar itself (pages.css).
  byId('level-meter').dataset.level = String(view.level);
  byId('level-words').textContent = view.levelWords;
  byId('crack-time').textContent = view.crackTime;
  showScenarioRows(view.scenarios);
  byId('formula').textContent = view.formula;
  analysisElement.textContent = view.json;
  analysisElement.dataset.analysis = view.json;
  strength?.removeAttribute('hidden');
}

/** Shows only the controls of the mode. */
function showMode(mode: Mode): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-modes]')) {
    element.hidden = !(element.dataset.modes ?? '').split(' ').includes(mode);
  }
}

/** How long the fragment waits for the changes to pause (writing it costs a few ms in Chromium, and it throttles). */
const FRAGMENT_DELAY_MS = 150;
let fragmentTimer: ReturnType<typeof setTimeout> | undefined;

/** The fragment as the page last read or wrote it: another one is a new form, whose hashchange is coming. */
let knownHash = location.hash;

/** Keeps the form in the fragment, replacing the history entry rather than adding one. */
function writeFragment(): void {
  clearTimeout(fragmentTimer);
  fragmentTimer = undefined;
  // A fragment changed meanwhile (the address bar, a link) is not overwritten: its hashchange applies it.
  if (location.hash !== knownHash) return;
  const fragment = `#${fragmentOf(currentMode(), controlStates(), chosenSite, PAGE_DEFAULTS)}`;
  // A page opened without a fragment keeps its plain address until the user changes something.
  if (location.hash === '' && fragment === `#mode=${DEFAULT_MODE}`) return;
  if (location.hash !== fragment) history.replaceState(history.state, '', fragment);
  knownHash = location.hash;
}

/** Writes the fragment once the changes pause, or at once when the page is hidden or left. */
function keepFragment(): void {
  clearTimeout(fragmentTimer);
  fragmentTimer = setTimeout(writeFragment, FRAGMENT_DELAY_MS);
}

function loaded<T>(load: Promise<T>, message: 'generator_loading_words' | 'generator_loading_sites'): Promise<T> {
  loading.textContent = pageWords(catalogue, message);
  return load.then(
    (value) => {
      loading.textContent = '';
      return value;
    },
    (error: unknown) => {
      loading.textContent = pageWords(catalogue, 'generator_load_failed');
      throw error;
    },
  );
}

async function loadList(name: WordListName): Promise<void> {
  wordLists.set(name, await loaded(loadWordList(name), 'generator_loading_words'));
}

async function loadSites(): Promise<NonNullable<typeof sites>> {
  sites ??= (await loaded(import('./site-database.js'), 'generator_loading_sites')).createSiteDatabase(siteHost);
  return sites;
}

/** Shows the notes of a draw beside the settings and the site search (none clears them). */
function showNotes(notes: readonly NoteLine[]): void {
  const text = (place: NoteLine['place']) =>
    notes
      .filter((note) => note.place === place)
      .map((note) => pageWords(catalogue, note.key, note.params))
      .join(' ');
  const settings = text('settings');
  if (settingsNote.textContent !== settings) settingsNote.textContent = settings;
  settingsNote.classList.toggle(
    'weak',
    notes.some((note) => note.key === 'generator_weak_settings'),
  );
  const site = text('site');
  if (site !== '') siteStatus.textContent = site;
}

/** Shows a draw's passwords with their analysis, or the problem beside its field. */
function showOutcome(outcome: DrawOutcome): void {
  if (loading.textContent === countingWords) loading.textContent = '';
  if (!outcome.ok) {
    list.replaceChildren();
    showAnalysis(undefined);
    showNotes([]);
    if ('loading' in outcome) {
      showProblem(undefined);
      void loadList(outcome.loading).then(draw, () => undefined);
    } else if ('problem' in outcome) {
      showProblem(outcome.problem);
    }
    return;
  }
  showProblem(undefined);
  // A passphrase breaks after its separator (a space breaks by itself).
  const separator = currentMode() === 'passphrase' ? field('separator').value : '';
  list.replaceChildren(...outcome.passwords.map((password, index) => passwordItem(password, index, separator)));
  showAnalysis(outcome.view);
  showNotes(outcome.notes);
  if (firstDraw) {
    firstDraw = false;
    performance.mark('pwgen:first-passwords');
  }
}

/** Orders the draws: a worker's answer to an older one is dropped. */
let drawId = 0;
let drawWorker: Worker | undefined;
const countingWords = pageWords(catalogue, 'generator_counting');

/**
 * Draws a recipe too heavy for this thread in the worker. Until it answers, nothing of the last
 * recipe stays on screen: no passwords, no analysis, and a line that says it is counting.
 */
function drawInWorker(mode: Mode): void {
  list.replaceChildren();
  showAnalysis(undefined);
  showNotes([]);
  showProblem(undefined);
  loading.textContent = countingWords;
  if (drawWorker === undefined) {
    drawWorker = startWorker(byId('main').dataset.worker ?? '');
    drawWorker.onmessage = (event: MessageEvent<DrawAnswer>) => {
      if (event.data.id === drawId) showOutcome(event.data.outcome);
    };
  }
  const request: DrawRequest = { id: drawId, mode, states: controlStates(), lang: context.lang, catalogue };
  drawWorker.postMessage(request);
}

/**
 * The page's own defaults where they differ from the table's: the word list of its language, which
 * the server renders selected.
 */
const PAGE_DEFAULTS: Readonly<Record<string, ControlState>> = {
  list: byId<HTMLSelectElement>('list').options[0]?.value ?? 'eff_large',
};

/** Shows the credit of the chosen word list only. */
function showListCredit(): void {
  const chosen = byId<HTMLSelectElement>('list').value;
  for (const credit of document.querySelectorAll<HTMLElement>('[data-list-credit]')) {
    credit.hidden = credit.dataset.listCredit !== chosen;
  }
}

/** Reads the controls, draws and shows the passwords with their analysis, or the problem beside its field. */
function draw(): void {
  const mode = currentMode();
  // "Password 1 copied" is about passwords no longer shown.
  copyStatus.textContent = '';
  keepFragment();
  drawId++;
  const outcome = drawForPage(mode, controlStates(), context);
  if (!outcome.ok && 'deferred' in outcome) drawInWorker(mode);
  else showOutcome(outcome);
}

/**
 * In the rules mode, fits the length the user wants into the range the rules allow, as the CLI
 * does, and says so beside the length; the wanted length comes back when the rules allow it again
 * (or in another mode).
 */
function fitLength(): void {
  const wanted = wantedLength ?? field('length').value;
  const fitted = currentMode() === 'rules' ? fittedRulesLength(field('rules').value, wanted) : undefined;
  if (fitted === undefined) {
    if (wantedLength !== undefined) setControl('length', wantedLength);
    wantedLength = undefined;
    lengthNote.textContent = '';
    return;
  }
  wantedLength = wanted;
  setControl('length', String(fitted.length));
  lengthNote.textContent = pageWords(catalogue, 'generator_note_length_fitted', { ...fitted });
}

/** The user sets the length: that is the length wanted from now on. */
function lengthSet(): void {
  wantedLength = undefined;
  lengthNote.textContent = '';
}

/** Puts a site's rules in the rules field, with a length they allow. */
function chooseSite(entry: SiteRules): void {
  chosenSite = { domain: entry.domain, rules: entry.rules };
  setControl('rules', entry.rules);
  siteInput.value = entry.domain;
  siteResults.replaceChildren();
  siteStatus.textContent = pageWords(catalogue, 'generator_site_chosen', { domain: entry.domain });
  fitLength();
  draw();
  revealPasswords();
}

/** Brings the new passwords into view: after a site is chosen they are far above the search. */
function revealPasswords(): void {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  list.closest('section')?.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
}

function siteButton(entry: SiteRules): HTMLLIElement {
  const item = document.createElement('li');
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = entry.domain;
  button.addEventListener('click', () => chooseSite(entry));
  item.append(button);
  return item;
}

async function searchSites(): Promise<void> {
  const database = await loadSites();
  const query = siteInput.value;
  const found = database.findSites(query);
  siteResults.replaceChildren(...found.map(siteButton));
  const host = siteHost(query);
  if (found.length === 0 && host.ok && host.host.includes('.')) {
    // A site with no entry has no quirks: it takes the default recipe, and the page says so here.
    chosenSite = undefined;
    if (field('rules').value !== '') {
      setControl('rules', '');
      fitLength();
      draw();
    }
    siteStatus.textContent = pageWords(catalogue, 'generator_note_no_site_rules', { site: host.host });
    return;
  }
  siteStatus.textContent = query.trim() !== '' && found.length === 0 ? pageWords(catalogue, 'generator_site_none') : '';
}

/** Enter in the site search chooses the site the text names (a domain or URL of a known site). */
async function chooseTypedSite(): Promise<void> {
  const query = siteInput.value;
  const host = siteHost(query);
  if (!host.ok) return;
  const [first] = (await loadSites()).findSites(query);
  if (first !== undefined && (host.host === first.domain || host.host.endsWith(`.${first.domain}`))) chooseSite(first);
}

/** Shows a mode and draws; the rules mode's database starts loading here. */
function enterMode(mode: Mode): void {
  showMode(mode);
  if (mode === 'rules') void loadSites().catch(() => undefined);
  fitLength();
  draw();
}

/** Sets the controls from the fragment's form (the others to their defaults), then draws. */
async function applyFragment(): Promise<void> {
  knownHash = location.hash;
  const form = formFromFragment(location.hash);
  for (const control of FORM_CONTROLS) {
    setControl(control.name, form.states[control.name] ?? PAGE_DEFAULTS[control.name] ?? defaultState(control));
  }
  showListCredit();
  byId<HTMLInputElement>(`mode-${form.mode}`).checked = true;
  chosenSite = undefined;
  lengthSet();
  if (form.site !== undefined) {
    try {
      const entry = (await loadSites()).lookupSite(form.site);
      if (entry !== undefined) {
        chosenSite = entry;
        setControl('rules', entry.rules);
        siteInput.value = entry.domain;
      }
    } catch {
      // Shown by `loaded`; the rules field stays as the fragment left it.
    }
  }
  enterMode(form.mode);
}

field('length').addEventListener('input', lengthSet);
byId('length-slider').addEventListener('input', lengthSet);
field('rules').addEventListener('input', fitLength);
for (const control of FORM_CONTROLS) field(control.name).addEventListener('input', draw);
field('list').addEventListener('input', showListCredit);
for (const radio of document.querySelectorAll<HTMLInputElement>('input[name="mode"]')) {
  radio.addEventListener('change', () => enterMode(currentMode()));
}
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
siteInput.addEventListener('input', () => void searchSites().catch(() => undefined));
siteInput.addEventListener('keydown', (event) => {
  if (event.key === 'Enter') void chooseTypedSite().catch(() => undefined);
});
byId('regenerate').addEventListener('click', draw);
window.addEventListener('hashchange', () => void applyFragment());
window.addEventListener('pagehide', () => {
  if (fragmentTimer !== undefined) writeFragment();
});
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden' && fragmentTimer !== undefined) writeFragment();
});
if (location.hash.length > 1) void applyFragment();
else draw();
