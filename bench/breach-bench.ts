/**
 * The offline breach filter: `breach build` over 10 million synthetic SHA1:COUNT lines (throughput and peak
 * memory, in a child process of its own so that its peak RSS is its alone), the file's size per entry, and the
 * time of a lookup after opening (and of the library's open-look-close per call). Run alone:
 * `node dist/bench/breach-bench.js` (BREACH_BENCH_ENTRIES=1000000 for a quicker run).
 */
import { spawnSync } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFilterFile } from '../src/breach/filter-build.js';
import { lookupFilterFile, openBreachFilter } from '../src/breach/filter-file.js';
import { heading, median, type SummaryRow, table } from './report.js';

const ENTRIES = Number(process.env.BREACH_BENCH_ENTRIES ?? 10_000_000);
const LOOKUPS = 200_000;

// Sorted as the downloader's output is: the first 32 bits rise with the line, the rest are random.
function writeSource(path: string, entries: number): void {
  const fd = openSync(path, 'w');
  const random = Buffer.alloc(16 * 65_536);
  const lines: string[] = [];
  for (let index = 0; index < entries; index++) {
    if (index % 65_536 === 0) randomFillSync(random);
    const first = Math.floor((index * 4_294_967_296) / entries);
    const at = (index % 65_536) * 16;
    lines.push(
      `${first.toString(16).padStart(8, '0')}${random.toString('hex', at, at + 16)}:${(index % 97) + 1}`.toUpperCase(),
    );
    if (lines.length === 65_536) {
      writeSync(fd, `${lines.join('\r\n')}\r\n`);
      lines.length = 0;
    }
  }
  if (lines.length > 0) writeSync(fd, `${lines.join('\r\n')}\r\n`);
  closeSync(fd);
}

// The child: builds, then reports its time and its own peak resident memory.
function child(from: string, out: string): void {
  const start = performance.now();
  const report = buildFilterFile({ from, out });
  const ms = performance.now() - start;
  process.stdout.write(`${JSON.stringify({ ...report, ms, maxRssKiB: process.resourceUsage().maxRSS })}\n`);
}

interface ChildReport {
  readonly entries: number;
  readonly segments: number;
  readonly bytes: number;
  readonly ms: number;
  readonly maxRssKiB: number;
}

/** The section: build, size and lookups. */
export async function runBreachBench(): Promise<SummaryRow[]> {
  heading(`Breach filter: build over ${ENTRIES.toLocaleString('en')} synthetic SHA1:COUNT lines, lookups`);
  const dir = mkdtempSync(join(tmpdir(), 'pwgen-breach-bench-'));
  try {
    const source = join(dir, 'pwned.txt');
    const filterPath = join(dir, 'pwned.filter');
    let start = performance.now();
    writeSource(source, ENTRIES);
    const writeMs = performance.now() - start;
    const built = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--child', source, filterPath], {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    });
    if (built.status !== 0) throw new Error(`the build failed: ${built.stderr}`);
    const report = JSON.parse(built.stdout) as ChildReport;
    const filter = openBreachFilter(filterPath);
    const digests = Buffer.alloc(LOOKUPS * 20);
    randomFillSync(digests);
    let found = 0;
    start = performance.now();
    for (let index = 0; index < LOOKUPS; index++) {
      if (filter.has(digests.subarray(index * 20, index * 20 + 20))) found++;
    }
    const lookupUs = ((performance.now() - start) * 1000) / LOOKUPS;
    filter.close();
    const perCall: number[] = [];
    for (let index = 0; index < 200; index++) {
      const begin = performance.now();
      await lookupFilterFile(`password-${index}`, filterPath);
      perCall.push(performance.now() - begin);
    }
    const callMs = median(perCall);
    const rate = found / LOOKUPS;
    table([
      ['measurement', 'value'],
      [
        'source written (not part of the build)',
        `${(statSync(source).size / 1e6).toFixed(0)} MB in ${(writeMs / 1000).toFixed(1)} s`,
      ],
      ['build time', `${(report.ms / 1000).toFixed(1)} s`],
      ['build throughput', `${Math.round(report.entries / (report.ms / 1000)).toLocaleString('en')} entries/s`],
      ['build peak RSS (child process)', `${(report.maxRssKiB / 1024).toFixed(0)} MiB`],
      [
        'filter size',
        `${(report.bytes / 1e6).toFixed(2)} MB, ${(report.bytes / report.entries).toFixed(3)} bytes/entry, ${report.segments} segments`,
      ],
      ['lookup after opening (random absent SHA-1s)', `${lookupUs.toFixed(2)} µs`],
      ['false positives among them', `${rate.toFixed(5)} (stated ${(1 / 256).toFixed(5)})`],
      ['library call: open, check, close (median of 200)', `${callMs.toFixed(3)} ms`],
    ]);
    return [
      {
        what: `Breach filter build, ${ENTRIES.toLocaleString('en')} entries: throughput / peak RSS`,
        measured: `${Math.round(report.entries / (report.ms / 1000)).toLocaleString('en')}/s / ${(report.maxRssKiB / 1024).toFixed(0)} MiB`,
        target: 'reported',
        verdict: 'INFO',
      },
      {
        what: 'Breach filter lookup after opening',
        measured: `${lookupUs.toFixed(2)} µs`,
        target: '<= 1 ms',
        verdict: lookupUs <= 1000 ? 'PASS' : 'MISS',
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') {
  child(process.argv[3] as string, process.argv[4] as string);
} else if (process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const rows = await runBreachBench();
  table([
    ['measurement', 'measured', 'target', 'verdict'],
    ...rows.map((r) => [r.what, r.measured, r.target, r.verdict]),
  ]);
}
