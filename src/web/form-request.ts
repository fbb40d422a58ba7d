/**
 * The generator page's form, derived from the one option table: a control for
 * each row whose `page` tag names the modes that show it. Each control's
 * `name` is the library's option name, with the table's range and default. The
 * page reads the values of the mode's controls into an options object, which
 * the library's own reader checks (options/read-options.ts: plain code, no
 * `new Function`, so it runs under the pages' Content-Security-Policy).
 */

import type { PageKey } from '../i18n/pages/page-catalogue.js';
import { largestValue } from '../options/option-row.js';
import { OPTION_TABLE, type OptionRow, type PageMode } from '../options/options.js';

/** The page's modes, the default first: the value of its `mode` control. */
export const MODES = ['characters', 'passphrase', 'rules'] as const satisfies readonly PageMode[];

/** A mode of the generator page. */
export type Mode = (typeof MODES)[number];

/** The mode of a page opened without one in its fragment. */
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

/** The control of a row: its kind from the row's type, its modes from the row's `page` tag. */
function controlOf(row: OptionRow): FormControl {
  const base = { name: row.wire, label: `generator_${row.wire}` as PageKey, modes: row.page };
  switch (row.type) {
    case 'integer':
      // The page is the local package: lengths to 128 and up to 100 passwords, as the library.
      return {
        ...base,
        kind: 'number',
        group: groupOf(row),
        min: row.min,
        max: largestValue(row, false),
        value: row.default,
      };
    case 'boolean':
      return { ...base, kind: 'checkbox', group: groupOf(row), checked: row.default, characterType: row.characterType };
    case 'choice':
      return { ...base, kind: 'select', group: groupOf(row), value: row.default, choices: row.choices };
    case 'string': {
      // Rules are written over several lines; a set of characters that is off by default is left out when empty.
      const multiline = row.wire === 'rules';
      return {
        ...base,
        kind: 'text',
        group: groupOf(row),
        value: row.default ?? '',
        maxLength: row.maxLength,
        multiline,
        omitEmpty: row.default === undefined && !multiline,
      };
    }
  }
}

/** The block of the options panel a row's control sits in. */
function groupOf(row: OptionRow): ControlGroup {
  if (row.request === 'passphrases') return row.type === 'integer' ? 'main' : 'passphrase';
  if (row.type === 'boolean' && row.characterType) return 'types';
  if (row.api) return row.type === 'integer' ? 'main' : 'characters';
  if (row.page.includes('rules') && !row.page.includes('characters')) return 'rules';
  return row.type === 'string' ? 'characters' : 'requirements';
}

/**
 * Every control of the page, in table order: one for each row the page shows (a row's `page` tag
 * names the modes). The site is a search that fills `rules`, and one count serves passwords and
 * passphrases, so neither has a control of its own.
 */
export const FORM_CONTROLS: readonly FormControl[] = OPTION_TABLE.filter((row) => row.page.length > 0).map(controlOf);

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
