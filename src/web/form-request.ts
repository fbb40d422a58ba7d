/**
 * The generator page's form, derived from the one option table: its controls
 * (names are the API's wire names, with the table's ranges and defaults) and
 * their values as a request body, which the page reads with the API's own
 * `readGenerateRequest` (its schema validator is compiled ahead of time, so it
 * needs no `new Function` and runs under the pages' Content-Security-Policy).
 */

import { GENERATE_OPTIONS, RECIPE_OPTIONS } from '../api/contract/options.js';
import type { PageKey } from '../i18n/pages/page-catalogue.js';

/** One form control: a number input for an integer option, a checkbox for a boolean one. */
export type FormControl =
  | {
      readonly kind: 'number';
      readonly name: string;
      readonly label: PageKey;
      readonly min: number;
      readonly max: number;
      readonly value: number;
    }
  | {
      readonly kind: 'checkbox';
      readonly name: string;
      readonly label: PageKey;
      readonly checked: boolean;
      /** A character type (grouped under "Characters"). */
      readonly characterType: boolean;
    };

/** The label key of an option: a wire name without its `generator_` key fails the build here. */
function labelKey(wire: (typeof GENERATE_OPTIONS)[number]['wire']): PageKey {
  return `generator_${wire}`;
}

/** The controls, in table order. */
export const FORM_CONTROLS: readonly FormControl[] = GENERATE_OPTIONS.map((option): FormControl => {
  if (option.type === 'integer') {
    return {
      kind: 'number',
      name: option.wire,
      label: labelKey(option.wire),
      min: option.min,
      max: option.max,
      value: option.default,
    };
  }
  return {
    kind: 'checkbox',
    name: option.wire,
    label: labelKey(option.wire),
    checked: option.default,
    characterType: option.characterType,
  };
});

/**
 * The form control of a recipe option (the library's and CLI's own options): a text input for a
 * string or set-valued one, a number input for a minimum or a run limit (empty means none). The
 * page shows them in a later release, with their labels; the table already says what they are.
 */
export type RecipeFormControl =
  | {
      readonly kind: 'text';
      readonly name: string;
      readonly maxLength: number;
      /** A set of characters (`symbol_set`, `exclude`) rather than free text. */
      readonly characters: boolean;
      readonly placeholder: string;
    }
  | {
      readonly kind: 'number';
      readonly name: string;
      readonly min: number;
      readonly max: number;
      readonly value: number | undefined;
    };

/** The recipe options' controls, in table order. */
export const RECIPE_FORM_CONTROLS: readonly RecipeFormControl[] = RECIPE_OPTIONS.map((option): RecipeFormControl => {
  if (option.type === 'integer') {
    return { kind: 'number', name: option.wire, min: option.min, max: option.max, value: option.default };
  }
  return {
    kind: 'text',
    name: option.wire,
    maxLength: option.maxLength,
    characters: option.characters,
    placeholder: option.valueName,
  };
});

/** Where the form shows a problem: beside a number field, or beside the character types. */
export type ProblemPlace = {
  readonly field: string;
  readonly key: PageKey;
  readonly params: Readonly<Record<string, number>>;
};

const CHARACTER_TYPES = 'types';

/**
 * The field a problem of the API belongs to, with its message key and
 * parameters: `invalid_length` and `invalid_count` beside their field,
 * `empty_alphabet` beside the character types. The form cannot cause any other.
 */
export function problemPlace(code: string): ProblemPlace {
  const control = FORM_CONTROLS.find((c) => c.kind === 'number' && code === `invalid_${c.name}`);
  if (control?.kind === 'number') {
    return {
      field: control.name,
      key: `error_invalid_${control.name}` as PageKey,
      params: { min: control.min, max: control.max },
    };
  }
  return { field: CHARACTER_TYPES, key: 'error_empty_alphabet', params: {} };
}

/** The id of the element that shows a field's problem (its controls point to it with `aria-describedby`). */
export function errorId(field: string): string {
  return `${field}-error`;
}

/** The name the character types' group has in {@link problemPlace}. */
export const CHARACTER_TYPES_FIELD = CHARACTER_TYPES;

/** The raw state of a control: the text of a number input, or whether a checkbox is checked. */
export type ControlState = string | boolean;

/**
 * Wire values from control states: a number input's text becomes a number when
 * it is written as a whole number, and stays text otherwise (which the check
 * then reports as the option's error, as the API does for `"20"` or `20.5`).
 */
export function wireValuesOf(states: Readonly<Record<string, ControlState>>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, state] of Object.entries(states)) {
    values[name] = typeof state === 'string' && /^\s*-?\d+\s*$/.test(state) ? Number(state) : state;
  }
  return values;
}
