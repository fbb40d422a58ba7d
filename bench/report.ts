/** Formatting helpers for the benchmark report (plain text, fixed-width columns). */

/** Prints a section heading. */
export function heading(title: string): void {
  console.log('');
  console.log(title);
  console.log('='.repeat(title.length));
}

/** Prints rows as a table; the first row is the header. Numeric-looking cells are right-aligned. */
export function table(rows: readonly (readonly string[])[]): void {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, cell.length);
    });
  }
  const numeric = /^[-+~]?[\d.,]+(?:\s?[a-zµ/%x]+)?$/;
  rows.forEach((row, r) => {
    const line = row
      .map((cell, i) => {
        const width = widths[i] ?? cell.length;
        return r > 0 && numeric.test(cell) ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
    console.log(`  ${line}`);
    if (r === 0) console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  });
}

/** 12345.6 -> "12,346". */
export function int(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** Milliseconds with a sensible number of decimals. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (value === 0) return '< 1 ms';
  if (value < 1) return `${value.toFixed(3)} ms`;
  if (value < 10) return `${value.toFixed(2)} ms`;
  return `${value.toFixed(1)} ms`;
}

/** A ratio such as 0.87 or 1.52. */
export function ratio(value: number): string {
  return Number.isFinite(value) ? value.toFixed(2) : 'n/a';
}

/** Bytes in a human unit. */
export function bytes(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1024 * 1024) return `${(value / (1024 * 1024)).toFixed(1)} MiB`;
  if (abs >= 1024) return `${(value / 1024).toFixed(1)} KiB`;
  return `${Math.round(value)} B`;
}

/** Median of a non-empty list. */
/** The value below which a fraction `q` of the values lie (nearest rank). */
export function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** One line of the final summary. */
export interface SummaryRow {
  readonly what: string;
  /** The measured value, already formatted (usually a ratio). */
  readonly measured: string;
  /** The target, formatted (e.g. ">= 0.80"). */
  readonly target: string;
  /** PASS, MISS, or a word such as SKIPPED / N/A. */
  readonly verdict: string;
}

/** For a section run on its own: prints its summary rows as a table and exits 0, or the error and exits 1. */
export function printSummaryAndExit(rows: Promise<readonly SummaryRow[]>): void {
  rows.then(
    (summary) => {
      table([
        ['measurement', 'measured', 'target', 'verdict'],
        ...summary.map((r) => [r.what, r.measured, r.target, r.verdict]),
      ]);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/** PASS when `value >= target`, MISS otherwise (n/a when not a number). */
export function verdictAtLeast(value: number, target: number): string {
  if (!Number.isFinite(value)) return 'N/A';
  return value >= target ? 'PASS' : 'MISS';
}
