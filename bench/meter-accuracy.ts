/**
 * The published meter-accuracy benchmark (issue 40, item 9): Golla and Dürmuth, "On the Accuracy of Password
 * Strength Meters" (CCS 2018), the weighted Spearman correlation of a meter's output with the reference strength on
 * the six samples of RUB-SysSec/Password-Strength-Meter-Accuracy (bench/data/meter-accuracy/). Scored: the checker's
 * continuous estimate (`log10_guesses`, English checker), zxcvbn-ts as published with its common and English packs
 * and default options (`guesses`), and zxcvbn 4.4.2's guess numbers as the repository crawled them. The target:
 * the checker not below zxcvbn-ts on any sample. Run alone: `node dist/bench/meter-accuracy.js`.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { createLanguageChecker } from '../src/checker/language-checker.js';
import {
  METER_ACCURACY_SAMPLES,
  type MeterAccuracySample,
  type MeterAccuracySampleName,
  readMeterAccuracySample,
} from './meter-accuracy-samples.js';
import { heading, printSummaryAndExit, type SummaryRow, table } from './report.js';
import { weightedSpearman } from './weighted-spearman.js';

/** A meter under test: a figure that grows with the strength it sees in a password. */
type Meter = (password: string) => number;

/** One sample's weighted Spearman correlations with the reference strength. */
interface SampleAccuracy {
  readonly name: MeterAccuracySampleName;
  readonly passwords: number;
  readonly ours: number;
  readonly zxcvbnTs: number;
  readonly zxcvbn: number;
}

/** A meter's time, summed over the samples. */
interface Timed {
  ms: number;
}

const ZXCVBN_TS_VERSION: string = createRequire(import.meta.url)('@zxcvbn-ts/core/package.json').version;

/** Scores `meter` on every password of `sample`, adding its time to `timer`. */
function scoresOf(sample: MeterAccuracySample, meter: Meter, timer: Timed): number[] {
  const start = performance.now();
  const scores = sample.passwords.map(meter);
  timer.ms += performance.now() - start;
  return scores;
}

/** The weighted Spearman correlation of each meter with the reference on `sample`. */
function sampleAccuracy(
  sample: MeterAccuracySample,
  meters: { readonly ours: Meter; readonly zxcvbnTs: Meter },
  timers: { readonly ours: Timed; readonly zxcvbnTs: Timed },
): SampleAccuracy {
  const rho = (scores: readonly number[]) => weightedSpearman(sample.strengths, scores, sample.weights);
  return {
    name: sample.name,
    passwords: sample.passwords.length,
    ours: rho(scoresOf(sample, meters.ours, timers.ours)),
    zxcvbnTs: rho(scoresOf(sample, meters.zxcvbnTs, timers.zxcvbnTs)),
    zxcvbn: rho(sample.zxcvbnGuesses),
  };
}

const mean = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;
const rho3 = (value: number): string => value.toFixed(3);
const verdict = (result: SampleAccuracy): string => (result.ours >= result.zxcvbnTs ? 'PASS' : 'MISS');

function printTable(results: readonly SampleAccuracy[]): void {
  table([
    ['sample', 'passwords', 'ours', `zxcvbn-ts ${ZXCVBN_TS_VERSION}`, 'zxcvbn 4.4.2', 'ours >= zxcvbn-ts'],
    ...results.map((r) => [r.name, String(r.passwords), rho3(r.ours), rho3(r.zxcvbnTs), rho3(r.zxcvbn), verdict(r)]),
    [
      'mean of six',
      String(results.reduce((sum, r) => sum + r.passwords, 0)),
      rho3(mean(results.map((r) => r.ours))),
      rho3(mean(results.map((r) => r.zxcvbnTs))),
      rho3(mean(results.map((r) => r.zxcvbn))),
      '',
    ],
  ]);
}

function summaryRows(results: readonly SampleAccuracy[]): SummaryRow[] {
  const rho4 = (value: number): string => value.toFixed(4);
  const ours = mean(results.map((r) => r.ours));
  const theirs = mean(results.map((r) => r.zxcvbnTs));
  return [
    ...results.map((r) => ({
      what: `Meter accuracy (weighted Spearman), ${r.name}: ours vs zxcvbn-ts`,
      measured: `${rho4(r.ours)} vs ${rho4(r.zxcvbnTs)}`,
      target: 'ours >= zxcvbn-ts',
      verdict: verdict(r),
    })),
    {
      what: 'Meter accuracy, mean of six: ours vs zxcvbn-ts (zxcvbn 4.4.2)',
      measured: `${rho4(ours)} vs ${rho4(theirs)} (${rho4(mean(results.map((r) => r.zxcvbn)))})`,
      target: 'ours >= zxcvbn-ts',
      verdict: ours >= theirs ? 'PASS' : 'MISS',
    },
  ];
}

/** The section of `npm run bench`. */
export async function meterAccuracySection(): Promise<SummaryRow[]> {
  heading('Meter accuracy: weighted Spearman on the CCS 2018 samples (issue 40, item 9)');
  const started = performance.now();
  const checker = await createLanguageChecker('en');
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations,
  });
  const meters = {
    ours: (password: string) => checker.check(password, 'en').log10_guesses,
    zxcvbnTs: (password: string) => zxcvbn.check(password).guesses,
  };
  const timers = { ours: { ms: 0 }, zxcvbnTs: { ms: 0 } };
  const results = METER_ACCURACY_SAMPLES.map((name) => sampleAccuracy(readMeterAccuracySample(name), meters, timers));
  console.log(
    `  wCorr 1.9.7's weighted Spearman of each meter with the reference strength, weighted as published; ours is the English checker's log10_guesses, zxcvbn-ts ${ZXCVBN_TS_VERSION} its guesses with the common and English packs, zxcvbn 4.4.2 the repository's crawled guess numbers`,
  );
  printTable(results);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `  time: checker ${seconds(timers.ours.ms)}, zxcvbn-ts ${seconds(timers.zxcvbnTs.ms)}, whole section ${seconds(performance.now() - started)}`,
  );
  return summaryRows(results);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printSummaryAndExit(meterAccuracySection());
}
