/**
 * The scenarios as the library and the CLI give them: the core's figures (core/scenarios.ts) with the crack time
 * in words, in the same shape and words as the analysis's `crack_time`. Opt-in (`scenarios: true`, `--scenarios`);
 * the HTTP API and the MCP tool never carry them.
 */
import { scenarioFigures } from '../core/scenarios.js';
import { crackTimeWords } from '../i18n/catalogue.js';
import type { MessagesLanguage } from '../i18n/registry.js';
import type { Problem } from '../options/problems.js';

/** One scenario beside the analysis, with the contract's field names. */
export interface ScenarioRow {
  /** A stable name: `ntlm_10000_gpus`, `ntlm_1_gpu`, `argon2id_owasp_10000_gpus`, `bcrypt_10_10000_gpus`, `online_10_per_second`. */
  readonly name: string;
  /** The hash and its parameters, in English: `NTLM`, `bcrypt, cost 10`. */
  readonly hash: string;
  /** The attacker's hardware, in English: `10,000 × NVIDIA H100 80GB (SXM)`. */
  readonly hardware: string;
  readonly guesses_per_second: number;
  /** The analysis's `log10_guesses` minus log10 of `guesses_per_second`. */
  readonly crack_time_log10_seconds: number;
  /** As the analysis's `crack_time`: `{ value, unit }` in the messages language. */
  readonly crack_time: { readonly value: string; readonly unit: string };
}

/** The `scenarios` field of an answer that asked for it. */
export interface ScenariosField {
  /** Present only when asked for (`scenarios: true`): the same expected work against named real attacks. */
  readonly scenarios?: readonly ScenarioRow[];
}

/** Every scenario for an expected work of 10^log10Guesses guesses, worded in the messages language. */
export function scenarioRows(log10Guesses: number, lang: MessagesLanguage): readonly ScenarioRow[] {
  return Object.freeze(
    scenarioFigures(log10Guesses).map((figures) =>
      Object.freeze({
        name: figures.name,
        hash: figures.hash,
        hardware: figures.hardware,
        guesses_per_second: figures.guesses_per_second,
        crack_time_log10_seconds: figures.crack_time_log10_seconds,
        crack_time: Object.freeze(crackTimeWords(lang, figures.crack_time_log10_seconds)),
      }),
    ),
  );
}

/** The option's name in the library (`scenarios`) and, as a flag, in the CLI (`--scenarios`). */
export const SCENARIOS_OPTION = 'scenarios';

/** The outcome of {@link readScenariosOption}. */
export type ScenariosOption<Fields> =
  | { readonly ok: true; readonly scenarios: boolean; readonly rest: Fields }
  | { readonly ok: false; readonly problem: Problem };

/**
 * The `scenarios` option read from the options' own fields, and the other fields for the one reader of the
 * table's options (a switch of the answer's shape is no row of the table, as `lang` is none); the problem
 * `invalid_parameter`, unworded, for a value that is not true or false.
 */
export function readScenariosOption<Fields extends Readonly<Record<string, unknown>> | undefined>(
  fields: Fields,
): ScenariosOption<Fields> {
  if (fields === undefined || !Object.hasOwn(fields, SCENARIOS_OPTION))
    return { ok: true, scenarios: false, rest: fields };
  const given = fields[SCENARIOS_OPTION];
  if (typeof given !== 'boolean') return { ok: false, problem: { code: 'invalid_parameter', field: SCENARIOS_OPTION } };
  const rest: Record<string, unknown> = Object.create(null);
  for (const name in fields) if (name !== SCENARIOS_OPTION) rest[name] = fields[name];
  return { ok: true, scenarios: given, rest: rest as Fields };
}

/** `{ scenarios }` for an answer when asked for, else nothing: spread beside the answer's `analysis`. */
export function scenariosField(asked: boolean, log10Guesses: number, lang: MessagesLanguage): ScenariosField {
  return asked ? { scenarios: scenarioRows(log10Guesses, lang) } : {};
}
