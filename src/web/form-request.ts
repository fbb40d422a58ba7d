/**
 * The generator page's form, derived from the option tables: the API's rows
 * (`GENERATE_OPTIONS`), the recipe rows (`RECIPE_OPTIONS`) and the passphrase
 * rows (`PASSPHRASE_OPTIONS`). Each control's `name` is the library's option
 * name, with the table's range and default; each belongs to one or more of the
 * page's three modes. The page reads the values of the mode's controls into an
 * options object, which the library's own readers check (the API's schema
 * validator is compiled ahead of time, so it needs no `new Function` and runs
 * under the pages' Content-Security-Policy).
 */

import type { PageKey } from '../i18n/pages/page-catalogue.js';
import { GENERATE_OPTIONS, PASSPHRASE_OPTIONS, RECIPE_OPTIONS, type RequestOption } from '../options/options.js';

/** The page's modes, the default first: the value of its `mode` control. */
export const MODES = ['characters', 'passphrase', 'rules'] as const;

/** A mode of the generator page. */
export type Mode = (typeof MODES)[number];

/** The mode of a page opened without a recipe in its fragment. */
export const DEFAULT_MODE: Mode = MODES[0];

/** True for the name of a mode. */
export function isMode(value: unknown): value is Mode {
  return typeof value === 'string' && (MODES as readonly string[]).includes(value);
}

/** Where a control sits on the page: each group is one block of the options panel. */
export type ControlGroup = 'main' | 'types' | 'characters' | 'requirements' | 'passphrase' | 'rules';

interface ControlBase {
  /** The library's option name: the form control's `name`, and the key in the URL fragment. */
  readonly name: string;
  readonly label: PageKey;
  /** The modes that show the control and read its value. */
  readonly modes: readonly Mode[];
  readonly group: ControlGroup;
}

/** One form control: a number, a checkbox, a text (one line or several) or a choice. */
export type FormControl =
  | (ControlBase & {
      readonly kind: 'number';
      readonly min: number;
      readonly max: number;
      /** The default; undefined for a limit that is off when the field is empty. */
      readonly value: number | undefined;
    })
  | (ControlBase & {
      readonly kind: 'checkbox';
      readonly checked: boolean;
      /** A character type (grouped under "Characters"; all off is `empty_alphabet`). */
      readonly characterType: boolean;
    })
  | (ControlBase & {
      readonly kind: 'text';
      readonly value: string;
      readonly maxLength: number;
      readonly multiline: boolean;
      /** Left out of the options when empty (a set of characters that is off by default). */
      readonly omitEmpty: boolean;
    })
  | (ControlBase & {
      readonly kind: 'select';
      readonly value: string;
      readonly choices: readonly string[];
    });

/** The modes of the API's rows: the character options are the characters mode's, a few are shared. */
const API_ROW_MODES: Readonly<Record<string, readonly Mode[]>> = {
  length: ['characters', 'rules'],
  count: MODES,
  exclude_ambiguous: ['characters', 'rules'],
};

function apiControl(row: (typeof GENERATE_OPTIONS)[number]): FormControl {
  // Read as any row of the table, so that a row without a local range type-checks too.
  const option: RequestOption = row;
  const base = {
    name: option.wire,
    label: `generator_${row.wire}` as const,
    modes: API_ROW_MODES[option.wire] ?? ['characters'],
  };
  if (option.type === 'integer') {
    // The page is the local package: lengths to 128 and up to 100 passwords, as the library.
    const max = option.localMax ?? option.max;
    return { ...base, kind: 'number', group: 'main', min: option.min, max, value: option.default };
  }
  const group = option.characterType ? 'types' : 'characters';
  return { ...base, kind: 'checkbox', group, checked: option.default, characterType: option.characterType };
}

function recipeControl(option: (typeof RECIPE_OPTIONS)[number]): FormControl {
  const label = `generator_${option.wire}` as PageKey;
  if (option.type === 'integer') {
    const { min, max, default: value } = option;
    return { name: option.wire, label, modes: ['characters'], group: 'requirements', kind: 'number', min, max, value };
  }
  // Only rules draw a space unasked (allow_space); an exclusion serves both modes that draw characters.
  if (option.type === 'boolean') {
    return {
      name: option.wire,
      label,
      modes: ['rules'],
      group: 'rules',
      kind: 'checkbox',
      checked: false,
      characterType: false,
    };
  }
  const rules = option.wire === 'rules';
  const modes: readonly Mode[] = rules
    ? ['rules']
    : option.wire === 'exclude'
      ? ['characters', 'rules']
      : ['characters'];
  return {
    name: option.wire,
    label,
    modes,
    group: rules ? 'rules' : 'characters',
    kind: 'text',
    value: '',
    maxLength: option.maxLength,
    multiline: rules,
    omitEmpty: !rules,
  };
}

function passphraseControl(option: (typeof PASSPHRASE_OPTIONS)[number]): FormControl {
  const base = { name: option.wire, label: `generator_${option.wire}` as PageKey, modes: ['passphrase'] as const };
  switch (option.type) {
    case 'integer':
      return { ...base, group: 'main', kind: 'number', min: option.min, max: option.max, value: option.default };
    case 'choice':
      return { ...base, group: 'passphrase', kind: 'select', value: option.default, choices: option.choices };
    case 'string':
      return {
        ...base,
        group: 'passphrase',
        kind: 'text',
        value: option.default,
        maxLength: option.maxLength,
        multiline: false,
        omitEmpty: false,
      };
    case 'boolean':
      return { ...base, group: 'passphrase', kind: 'checkbox', checked: option.default, characterType: false };
  }
}

/**
 * Every control of the page, in page order: the API's rows, the recipe rows
 * (but `site`, which the page offers as a search that fills `rules`), and the
 * passphrase rows (but `count`, the same control as the passwords' count).
 */
export const FORM_CONTROLS: readonly FormControl[] = [
  ...GENERATE_OPTIONS.map(apiControl),
  ...RECIPE_OPTIONS.filter((o) => o.wire !== 'site').map(recipeControl),
  ...PASSPHRASE_OPTIONS.filter((o) => o.wire !== 'count').map(passphraseControl),
];

/** The controls a mode shows and reads. */
export function controlsOf(mode: Mode): readonly FormControl[] {
  return FORM_CONTROLS.filter((control) => control.modes.includes(mode));
}

/** The control of a name (undefined for a name that is not one). */
export function controlNamed(name: string): FormControl | undefined {
  return FORM_CONTROLS.find((control) => control.name === name);
}

/** The name of the character types' group, and of the requirements' group, where their problems show. */
export const CHARACTER_TYPES_FIELD = 'types';
export const REQUIREMENTS_FIELD = 'requirements';

/** The id of the element that shows a field's problem (its controls point to it with `aria-describedby`). */
export function errorId(field: string): string {
  return `${field}-error`;
}

/** The raw state of a control: the text of a number, text or choice, or whether a checkbox is checked. */
export type ControlState = string | boolean;

/** The state of every control, by name. */
export type ControlStates = Readonly<Record<string, ControlState>>;

/** The state a control has when the page opens. */
export function defaultState(control: FormControl): ControlState {
  switch (control.kind) {
    case 'number':
      return control.value === undefined ? '' : String(control.value);
    case 'checkbox':
      return control.checked;
    default:
      return control.value;
  }
}

/** The default state of every control. */
export function defaultStates(): Record<string, ControlState> {
  return Object.fromEntries(FORM_CONTROLS.map((control) => [control.name, defaultState(control)]));
}

/**
 * A number field's text as the option's value: a number when it is written as
 * a whole number, and the text otherwise (which the check then reports as the
 * option's error, as the API does for `"20"` or `20.5`).
 */
function numberValue(text: string): number | string {
  return /^\s*-?\d+\s*$/.test(text) ? Number(text) : text;
}

/**
 * The options object of a mode, from its controls' states: what the library
 * would be given. A recipe option at its default (a minimum of 0, an empty limit
 * or set) is left out, so that the plain recipe keeps the API's exact figures
 * and path.
 */
export function optionsOf(mode: Mode, states: ControlStates): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const control of controlsOf(mode)) {
    const state = states[control.name] ?? defaultState(control);
    if (control.kind === 'checkbox' || control.kind === 'select') {
      options[control.name] = state;
      continue;
    }
    const text = String(state);
    if (control.kind === 'text') {
      if (!(control.omitEmpty && text === '')) options[control.name] = text;
      continue;
    }
    if (text.trim() === '' && control.value === undefined) continue;
    const value = numberValue(text);
    if (control.group === 'requirements' && value === control.value) continue;
    options[control.name] = value;
  }
  return options;
}
