/**
 * The command line's start-up: median wall time of `generate` (process start
 * to exit) against Debian's `pwgen` and `openssl rand` in the same interleaved
 * rounds, and `check` for a typical input including its set-up. Runs from
 * `npm run bench` (bench/run.ts) or alone: `node dist/bench/cli-bench.js`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { WORD_LIST_NAMES } from '../src/wordlists/word-list-names.js';
import { findOnPath } from '../test/support/redis-server.js';
import { heading, median, ms, ratio, type SummaryRow, table } from './report.js';

const UNBUNDLED_BIN_JS = fileURLToPath(new URL('../src/cli/bin.js', import.meta.url));
const SCHEMAS_JS = pathToFileURL(fileURLToPath(new URL('../src/api/contract/schemas.js', import.meta.url))).href;
const CHECKER_JS = pathToFileURL(fileURLToPath(new URL('../src/checker/checker.js', import.meta.url))).href;
const CHECKER_FILES_JS = new URL('../src/checker/checker-from-files.js', import.meta.url).href;
const CLI_CHECKER_FILES_JS = new URL('../src/cli/checker-file-reader.js', import.meta.url).href;
const PASSPHRASE_LISTS_JS = new URL('../src/checker/passphrase-lists.js', import.meta.url).href;
const DATA_URL = new URL('../src/checker/dictionary-data/', import.meta.url).href;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The command as the package ships it: one bundle, built by `npm run build:package`. */
const BIN_JS = `${ROOT}dist-package/cli/bin.js`;

const GENERATE_RUNS = 20;
const CHECK_RUNS = 15;
const TYPICAL_PASSWORD = 'Tr0ub4dor&3';

/** A command measured by spawning it. */
export interface Contender {
  readonly label: string;
  readonly file: string;
  readonly args: readonly string[];
  readonly input?: string;
}

// Wall time of one run, from spawn to exit, in milliseconds; throws when the command fails.
function wallMs(contender: Contender): number {
  const started = process.hrtime.bigint();
  const result = spawnSync(contender.file, contender.args, {
    input: contender.input ?? '',
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '' },
  });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) throw new Error(`${contender.label} exited ${result.status}: ${result.stderr}`);
  return elapsed;
}

/** Runs every contender `runs` times in interleaved rounds (rotating order) and returns each one's times. */
export function interleaved(contenders: readonly Contender[], runs: number): Map<Contender, number[]> {
  const times = new Map<Contender, number[]>(contenders.map((c) => [c, []]));
  for (const contender of contenders) wallMs(contender);
  for (let round = 0; round < runs; round++) {
    for (let i = 0; i < contenders.length; i++) {
      const contender = contenders[(i + round) % contenders.length] as Contender;
      times.get(contender)?.push(wallMs(contender));
    }
  }
  return times;
}

// Installs a Debian package when its command is missing (the bench may run as root in CI).
function ensureCommand(command: string, debianPackage: string): string | undefined {
  const found = findOnPath(command);
  if (found !== undefined) return found;
  try {
    execFileSync('apt-get', ['install', '-y', '-q', debianPackage], { stdio: 'ignore', timeout: 300_000 });
  } catch {
    return undefined;
  }
  return findOnPath(command);
}

// One child process that reports, as JSON, how long some start-up work takes in a fresh Node.
function freshNodeMs(script: string): Record<string, number> {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(output) as Record<string, number>;
}

const AJV_AT_RUN_TIME = `
const t0 = performance.now();
const { Ajv2020 } = await import('ajv/dist/2020.js');
const t1 = performance.now();
const { GENERATE_REQUEST_SCHEMA } = await import(${JSON.stringify(SCHEMAS_JS)});
const t2 = performance.now();
new Ajv2020({ allErrors: true, strict: true }).compile(GENERATE_REQUEST_SCHEMA);
const t3 = performance.now();
process.stdout.write(JSON.stringify({ importAjv: t1 - t0, importSchemas: t2 - t1, compile: t3 - t2 }));
`;

// The checker's set-up as `check` does it (cli/checker-file-reader.ts), phase by phase, with the alternatives it avoids:
// importing the dictionary modules instead of reading their files, and building the hash tables instead of reading
// them from the index.
const CHECKER_SET_UP = (lang: string): string => `
const t0 = performance.now();
const { createChecker, dictionariesOf } = await import(${JSON.stringify(CHECKER_JS)});
const { languageDictionaryFiles } = await import(${JSON.stringify(CHECKER_FILES_JS)});
const { readCheckerFile } = await import(${JSON.stringify(CLI_CHECKER_FILES_JS)});
const { passphraseListsOf } = await import(${JSON.stringify(PASSPHRASE_LISTS_JS)});
const t1 = performance.now();
const files = await languageDictionaryFiles('${lang}', readCheckerFile);
const words = await Promise.all(${JSON.stringify(WORD_LIST_NAMES)}.map((name) => readCheckerFile('checker-words-' + name + '.txt')));
const t2 = performance.now();
const dictionaries = dictionariesOf(files);
const wordLists = words.flatMap((file) => passphraseListsOf(file.text, file.index));
const t3 = performance.now();
const checker = createChecker({ dictionaries, wordLists });
checker.check(${JSON.stringify(TYPICAL_PASSWORD)}, '${lang}');
const t4 = performance.now();
const times = [];
for (let i = 0; i < 20; i++) { const s = performance.now(); checker.check(${JSON.stringify(TYPICAL_PASSWORD)}, '${lang}'); times.push(performance.now() - s); }
times.sort((a, b) => a - b);
const t5 = performance.now();
dictionariesOf(files.map(([pack, text]) => [pack, text]));
words.flatMap((file) => passphraseListsOf(file.text));
const t6 = performance.now();
const { languageDictionaryFiles: imported } = await import(${JSON.stringify(CHECKER_FILES_JS)});
await imported('${lang}', async (asset) => ({ text: (await import(${JSON.stringify(DATA_URL)} + asset.replace(/\\.txt$/, '.js'))).default }));
const t7 = performance.now();
process.stdout.write(JSON.stringify({ load: t1 - t0, data: t2 - t1, build: t3 - t2, first: t4 - t3, warm: times[10], built: t6 - t5, imported: t7 - t6 }));
`;

/**
 * The `check` of the build before the compact dictionaries (commit 14ccaeb), when BENCH_CHECK_BEFORE names its
 * bin.js (`git worktree add /tmp/before 14ccaeb && (cd /tmp/before && npm ci)`, then
 * BENCH_CHECK_BEFORE=/tmp/before/dist/src/cli/bin.js): run in the same interleaved rounds.
 */
const CHECK_BEFORE = process.env.BENCH_CHECK_BEFORE;

/** The section: prints its tables and returns its summary rows. */
export function runCliBench(): SummaryRow[] {
  heading('Command line: start-up of generate, and check');
  const node = process.execPath;
  execFileSync('npm', ['run', 'build:package', '--silent'], { cwd: ROOT, stdio: 'ignore' });
  const pwgen = ensureCommand('pwgen', 'pwgen');
  const openssl = ensureCommand('openssl', 'openssl');
  const contenders: Contender[] = [
    { label: 'pwgen-service (generate, defaults)', file: node, args: [BIN_JS] },
    {
      label: 'pwgen-service --count 20 --length 64 --json',
      file: node,
      args: [BIN_JS, '-N', '20', '-L', '64', '--json'],
    },
    { label: 'the same generate, not bundled (dist/src)', file: node, args: [UNBUNDLED_BIN_JS] },
    { label: "node -e '' (Node's own start-up)", file: node, args: ['-e', ''] },
  ];
  const pwgenContender =
    pwgen === undefined ? undefined : { label: 'pwgen -s -y 16 1', file: pwgen, args: ['-s', '-y', '16', '1'] };
  const opensslContender =
    openssl === undefined
      ? undefined
      : { label: 'openssl rand -base64 12', file: openssl, args: ['rand', '-base64', '12'] };
  for (const extra of [pwgenContender, opensslContender]) if (extra !== undefined) contenders.push(extra);

  console.log(
    `  wall time from spawn to exit, ${GENERATE_RUNS} interleaved rounds after one warm-up run each; median shown`,
  );
  console.log(`  pwgen-service is the packed command (npm run build:package: dist-package/cli/bin.js) run by ${node}`);
  const times = interleaved(contenders, GENERATE_RUNS);
  const medianOf = (c: Contender | undefined) => (c === undefined ? Number.NaN : median(times.get(c) ?? []));
  table([
    ['command', 'median', 'min', 'max'],
    ...contenders.map((c) => {
      const list = times.get(c) ?? [];
      return [c.label, ms(median(list)), ms(Math.min(...list)), ms(Math.max(...list))];
    }),
  ]);

  const ajv = freshNodeMs(AJV_AT_RUN_TIME);
  console.log(
    `  Ajv at run time (what reading with the option table saves): import ${ms(ajv.importAjv ?? Number.NaN)}, compile ${ms(ajv.compile ?? Number.NaN)} (the schemas module itself: ${ms(ajv.importSchemas ?? Number.NaN)})`,
  );

  const input = `${TYPICAL_PASSWORD}\n`;
  const checks: Contender[] = [
    { label: 'check --lang en', file: node, args: [BIN_JS, 'check', '--lang', 'en'], input },
    { label: 'check --lang de', file: node, args: [BIN_JS, 'check', '--lang', 'de'], input },
    { label: 'check --lang ja', file: node, args: [BIN_JS, 'check', '--lang', 'ja'], input },
    { label: "node -e ''", file: node, args: ['-e', ''] },
  ];
  if (CHECK_BEFORE !== undefined) {
    checks.push({ label: 'check, build before (14ccaeb, en+es)', file: node, args: [CHECK_BEFORE, 'check'], input });
  }
  const checkTimes = interleaved(checks, CHECK_RUNS);
  console.log('');
  console.log(`  check of "${TYPICAL_PASSWORD}" from a pipe, whole process, ${CHECK_RUNS} interleaved rounds:`);
  table([
    ['command', 'median', 'min', 'max'],
    ...checks.map((c) => {
      const list = checkTimes.get(c) ?? [];
      return [c.label, ms(median(list)), ms(Math.min(...list)), ms(Math.max(...list))];
    }),
  ]);
  for (const lang of ['en', 'de']) {
    const inside = freshNodeMs(CHECKER_SET_UP(lang));
    const phase = (name: string): string => ms(inside[name] ?? Number.NaN);
    console.log(
      `    inside (${lang}, dist/src, not bundled): loading zxcvbn-ts and the checker ${phase('load')}, reading the dictionaries' and word lists' files and indexes ${phase('data')}, their words' places and the indexes' tables ${phase('build')}, first estimate ${phase('first')}, later estimates ${phase('warm')}`,
    );
    console.log(
      `      alternatives avoided: building the hash tables from the text ${phase('built')} (instead of ${phase('build')}); importing the dictionary modules ${phase('imported')} (instead of reading them, part of ${phase('data')})`,
    );
  }
  const checkMedian = (index: number): number => median(checkTimes.get(checks[index] as Contender) ?? []);
  const slowestCheck = Math.max(checkMedian(0), checkMedian(1), checkMedian(2));
  const before = CHECK_BEFORE === undefined ? Number.NaN : checkMedian(4);

  const generate = medianOf(contenders[0]);
  const pwgenMs = medianOf(pwgenContender);
  const nodeAlone = medianOf(contenders.find((c) => c.args[0] === '-e'));
  return [
    {
      what: "CLI: generate - node -e '' (median wall, same rounds)",
      measured: ms(generate - nodeAlone),
      target: 'reported',
      verdict: 'INFO',
    },
    {
      what: 'CLI: generate, median wall (20 runs)',
      measured: ms(generate),
      target: '< 100 ms',
      verdict: generate < 100 ? 'PASS' : 'MISS',
    },
    {
      what: 'CLI: generate / pwgen -s -y 16 1 (wall)',
      measured: ratio(generate / pwgenMs),
      target: '<= 2.00',
      verdict: Number.isFinite(pwgenMs) ? (generate / pwgenMs <= 2 ? 'PASS' : 'MISS') : 'SKIPPED',
    },
    {
      what: 'CLI: generate / openssl rand -base64 12 (wall)',
      measured: ratio(generate / medianOf(opensslContender)),
      target: '-',
      verdict: 'INFO',
    },
    {
      what: 'CLI: check --lang en|de|ja, whole process, slowest median',
      measured: ms(slowestCheck),
      target: '<= 200 ms',
      verdict: slowestCheck <= 200 ? 'PASS' : 'MISS',
    },
    {
      what: 'CLI: check --lang en, now / before (14ccaeb), same rounds',
      measured: ratio(checkMedian(0) / before),
      target: 'reported',
      verdict: Number.isFinite(before) ? 'INFO' : 'SKIPPED',
    },
  ];
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = runCliBench();
  table([
    ['measurement', 'measured', 'target', 'verdict'],
    ...rows.map((r) => [r.what, r.measured, r.target, r.verdict]),
  ]);
}
