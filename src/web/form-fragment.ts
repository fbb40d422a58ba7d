/**
 * The generator page's form in the URL fragment (`#mode=characters&length=20&min_digits=2`):
 * the mode and every option of that mode that differs from its default, under
 * the library's option names. A fragment never reaches a server, and it holds
 * options only, never a password. Pure, so that the page and the tests share it.
 */
import {
  type ControlState,
  type ControlStates,
  controlNamed,
  controlsOf,
  DEFAULT_MODE,
  defaultState,
  type FormControl,
  isMode,
  type Mode,
} from './form-request.js';

/** A site whose rules the rules mode uses: kept by name while its rules are unchanged. */
export interface ChosenSite {
  readonly domain: string;
  readonly rules: string;
}

/** A form read back from a fragment: the mode, the states it sets, and the site it names. */
export interface FragmentForm {
  readonly mode: Mode;
  readonly states: Readonly<Record<string, ControlState>>;
  readonly site: string | undefined;
}

const SITE_KEY = 'site';
const MAX_SITE_LENGTH = 253;

/**
 * The fragment (without `#`) of a mode and its controls' states. `defaults` are the page's own
 * defaults where they differ from the table's (the German page's word list is `de`): a state equal
 * to the page's default is left out, so that the fragment says only what the user changed.
 */
export function fragmentOf(mode: Mode, states: ControlStates, site?: ChosenSite, defaults: ControlStates = {}): string {
  const params = new URLSearchParams({ mode });
  for (const control of controlsOf(mode)) {
    const state = states[control.name];
    if (state === undefined || state === (defaults[control.name] ?? defaultState(control))) continue;
    if (control.name === 'rules' && site !== undefined && state === site.rules) {
      params.set(SITE_KEY, site.domain);
      continue;
    }
    params.set(control.name, String(state));
  }
  return params.toString();
}

/** A fragment value as a control's state, or undefined when it cannot be one. */
function stateOf(control: FormControl, value: string): ControlState | undefined {
  switch (control.kind) {
    case 'checkbox':
      return value === 'true' ? true : value === 'false' ? false : undefined;
    case 'select':
      return control.choices.includes(value) ? value : undefined;
    case 'text':
      return value.slice(0, control.maxLength);
    case 'number':
      // The field shows what the fragment says; a bad value is then reported beside it.
      return value.slice(0, 8);
  }
}

/**
 * The form a fragment sets (`location.hash`, with or without `#`). Unknown
 * names and impossible values are ignored, and a missing or unknown mode is
 * the default one; the other controls keep their defaults.
 */
export function formFromFragment(hash: string): FragmentForm {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const modeValue = params.get('mode');
  const mode = isMode(modeValue) ? modeValue : DEFAULT_MODE;
  const states: Record<string, ControlState> = {};
  for (const [name, value] of params) {
    const control = controlNamed(name);
    if (control === undefined || !control.modes.includes(mode)) continue;
    const state = stateOf(control, value);
    if (state !== undefined) states[name] = state;
  }
  const site = mode === 'rules' ? params.get(SITE_KEY)?.slice(0, MAX_SITE_LENGTH) : undefined;
  return { mode, states, site: site === '' ? undefined : site };
}
