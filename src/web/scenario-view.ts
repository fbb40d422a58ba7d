/**
 * The scenarios as the pages show them: a small table under the crack time, in the page's language. Pure: the
 * server renders the generator's first table with it and the page scripts every next one. The figures are the
 * core's (core/scenarios.ts), the same the library and the CLI give; the crack time is worded by the pages' one
 * builder, as the headline is.
 */
import { formatMagnitude } from '../core/crack-time.js';
import type { GuessRateKey } from '../core/guess-rates.js';
import { escapeHtml } from '../core/html-escape.js';
import { scenarioFigures } from '../core/scenarios.js';
import { type PageCatalogue, pageCrackTime, pageWords } from '../i18n/pages/page-catalogue.js';

/** One row of the table, as text. */
export interface ScenarioRowView {
  /** The scenario's stable name (`ntlm_10000_gpus`), for tests and styles. */
  readonly name: string;
  readonly hash: string;
  readonly hardware: string;
  readonly rate: string;
  readonly time: string;
}

/** The rate whose row is an online attack: no hash is reached, no GPU is used. */
const ONLINE: GuessRateKey = 'online_10_per_second';

const deviceCountFormats = new Map<string, Intl.NumberFormat>();

/**
 * How a page in language `code` writes a count of GPUs, made once per language: a page's first Intl.NumberFormat
 * loads the browser's locale data, 30-50 ms in Chromium on the benchmark machine (docs/benchmarks.md), so that a
 * page calls this early, while it waits for something else, rather than when it shows its first figure.
 */
export function deviceCountFormat(code: string): Intl.NumberFormat {
  let format = deviceCountFormats.get(code);
  if (format === undefined) {
    format = new Intl.NumberFormat(code, { numberingSystem: 'latn' });
    deviceCountFormats.set(code, format);
  }
  return format;
}

/**
 * Every scenario for an expected work of 10^log10Guesses guesses (the analysis's `log10_guesses`); `atMost` for a
 * checker estimate from patterns, an upper bound in every row as in the headline.
 */
export function scenarioViews(log10Guesses: number, catalogue: PageCatalogue, atMost = false): ScenarioRowView[] {
  const count = deviceCountFormat(catalogue.code);
  return scenarioFigures(log10Guesses).map((figures) => {
    const online = figures.rate === ONLINE;
    return {
      name: figures.name,
      hash: online ? pageWords(catalogue, 'scenarios_online_hash') : figures.hash,
      hardware: online
        ? pageWords(catalogue, 'scenarios_online_hardware')
        : pageWords(catalogue, 'scenarios_gpus', { count: count.format(figures.devices) }),
      rate: formatMagnitude(Math.log10(figures.guesses_per_second), catalogue.numberWords),
      time: pageCrackTime(catalogue, figures.crack_time_log10_seconds, atMost),
    };
  });
}

/** The cells of one row, in the table's order. */
export function scenarioCells(row: ScenarioRowView): readonly string[] {
  return [row.hash, row.hardware, row.rate, row.time];
}

/** The id of the table's body, which the page scripts fill. */
export const SCENARIOS_BODY_ID = 'scenarios-body';

/** The column headers' page keys, in the table's order. */
const COLUMN_KEYS = ['scenarios_hash', 'scenarios_hardware', 'scenarios_rate', 'scenarios_time'] as const;

/**
 * The table, with these rows (none for a page that fills it later). Its roles are explicit, so that it stays a
 * table for assistive technology when a narrow screen's stylesheet stacks each row, every cell under its label
 * (`data-label`, the column's header).
 */
export function scenarioTableHtml(catalogue: PageCatalogue, rows: readonly ScenarioRowView[]): string {
  const labels = COLUMN_KEYS.map((key) => escapeHtml(pageWords(catalogue, key)));
  const head = labels.map((label) => `<th scope="col" role="columnheader">${label}</th>`).join('');
  const body = rows
    .map(
      (row) =>
        `<tr role="row" data-scenario="${escapeHtml(row.name)}">${scenarioCells(row)
          .map((cell, i) => `<td role="cell" data-label="${labels[i] ?? ''}">${escapeHtml(cell)}</td>`)
          .join('')}</tr>`,
    )
    .join('');
  return `<div class="scenarios"><table id="scenarios" role="table"><caption>${escapeHtml(pageWords(catalogue, 'scenarios_caption'))}</caption><thead role="rowgroup"><tr role="row">${head}</tr></thead><tbody id="${SCENARIOS_BODY_ID}" role="rowgroup">${body}</tbody></table></div>`;
}
