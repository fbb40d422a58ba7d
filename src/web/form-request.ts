/**
 * The generator page's form, derived from the one option table: its controls
 * (names are the API's wire names, with the table's ranges and defaults) and
 * the reading of their values into options or the API's problem.
 *
 * The API validates with Ajv, which compiles its validators with `new Function`;
 * the pages' Content-Security-Policy forbids that (no 'unsafe-eval'), so the
 * page checks the same table directly. A unit test holds the two to the same
 * answers.
 */

import type { Problem } from '../api/errors.js';
import type { GenerateRequestResult } from '../api/generate-request.js';
import { ACCEPTED_FIELDS, GENERATE_OPTIONS, LANG_FIELD, MIN_POOL, optionsFromWire } from '../api/options.js';
import { buildAlphabet } from '../core/alphabet.js';
import type { MessageKey } from '../i18n/messages-en.js';

/** One form control: a number input for an integer option, a checkbox for a boolean one. */
export type FormControl =
  | {
      readonly kind: 'number';
      readonly name: string;
      readonly label: MessageKey;
      readonly min: number;
      readonly max: number;
      readonly value: number;
    }
  | {
      readonly kind: 'checkbox';
      readonly name: string;
      readonly label: MessageKey;
      readonly checked: boolean;
      /** A character type (grouped under "Characters"). */
      readonly characterType: boolean;
    };

/** The label key of an option: a wire name without its `generator_` key fails the build here. */
function labelKey(wire: (typeof GENERATE_OPTIONS)[number]['wire']): MessageKey {
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

function problemOfValue(name: string, value: unknown): Problem | undefined {
  const option = GENERATE_OPTIONS.find((o) => o.wire === name);
  if (option === undefined) return undefined;
  const valid =
    option.type === 'integer'
      ? typeof value === 'number' && Number.isInteger(value) && value >= option.min && value <= option.max
      : typeof value === 'boolean';
  return valid ? undefined : { code: option.code, field: option.wire };
}

/**
 * Reads wire values as `readGenerateRequest` reads a body (same order of
 * problems: unknown fields, then the table's order, then the pool), without Ajv.
 */
export function readFormRequest(values: Readonly<Record<string, unknown>>): GenerateRequestResult {
  const unknown = Object.keys(values).find((name) => !ACCEPTED_FIELDS.includes(name));
  if (unknown !== undefined) return { ok: false, problem: { code: 'unknown_parameter', field: unknown } };
  for (const option of GENERATE_OPTIONS) {
    if (values[option.wire] === undefined) continue;
    const problem = problemOfValue(option.wire, values[option.wire]);
    if (problem !== undefined) return { ok: false, problem };
  }
  const { [LANG_FIELD]: _lang, ...optionValues } = values;
  const options = optionsFromWire(optionValues);
  if (buildAlphabet(options).length < MIN_POOL) return { ok: false, problem: { code: 'empty_alphabet' } };
  return { ok: true, options };
}
