import { formatMagnitude } from '../core/crack-time.js';
import type { ScenarioRow } from '../engine/scenarios.js';
import { crackTimePhrase, message } from '../i18n/catalogue.js';
import { type MessagesLanguage, numberWordsOf } from '../i18n/registry.js';

/**
 * What `--scenarios` prints for people: a line that says what the rows are, then one aligned row per scenario
 * (hash, hardware, guesses per second, crack time as the analysis words it). `atMost` for a checker estimate
 * from patterns, an upper bound in every scenario as in the headline.
 */
export function scenarioTable(rows: readonly ScenarioRow[], lang: MessagesLanguage, atMost = false): string {
  const header = (['hash', 'hardware', 'rate', 'time'] as const).map((column) =>
    message(lang, `cli_scenarios_${column}`),
  );
  const cells = rows.map((row) => {
    // The catalogue's phrase first, then the core's number: the calls only go down.
    const time = crackTimePhrase(lang, row.crack_time_log10_seconds, atMost);
    return [row.hash, row.hardware, formatMagnitude(Math.log10(row.guesses_per_second), numberWordsOf(lang)), time];
  });
  const table = [header, ...cells];
  const widths = header.map((_, column) => Math.max(...table.map((line) => width(line[column] ?? ''))));
  const lines = table.map(
    (line) =>
      `  ${line
        .map((cell, column) =>
          column === line.length - 1 ? cell : cell + ' '.repeat((widths[column] ?? 0) - width(cell)),
        )
        .join('  ')}`,
  );
  return `${message(lang, 'cli_scenarios')}\n${lines.join('\n')}\n`;
}

// Characters as a terminal counts them for these words (no wide or combining characters among them).
function width(text: string): number {
  return [...text].length;
}
