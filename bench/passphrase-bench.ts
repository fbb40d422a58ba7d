/**
 * Passphrases: six-word passphrases per second of ours (the core generator, and
 * generatePassphrases with validation and analysis) against
 * secure-password-utilities' generatePassphrase in the same interleaved rounds,
 * the core over every built-in list and a million-word list, the bytes each
 * list's chunk adds to the generator page, and `passphrase` as a whole process
 * against `node -e ''`. Runs from
 * `npm run bench` (bench/run.ts) or alone: `node dist/bench/passphrase-bench.js`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { generatePassphrase } from 'secure-password-utilities';
import { createPassphraseGenerator } from '../src/core/passphrase.js';
import { generatePassphrases } from '../src/library.js';
import { WORD_LIST_NAMES } from '../src/wordlists/word-list-names.js';
import { loadWordList } from '../src/wordlists/word-lists.js';
import { type Contender, interleaved } from './cli-bench.js';
import { heading, int, median, ms, ratio, type SummaryRow, table } from './report.js';

const WORDS = 6;
const COUNT = 20;
const ROUNDS = 5;
const MS_PER_ROUND = 400;
const CLI_RUNS = 20;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN_JS = `${ROOT}dist-package/cli/bin.js`;

interface Throughput {
  readonly name: string;
  readonly run: () => string[] | Promise<string[]>;
  readonly samples: number[];
}

// Passphrases per second of `run` (COUNT a call) over about `msLimit` milliseconds.
async function perSecond(run: Throughput['run'], msLimit: number): Promise<number> {
  let made = 0;
  let characters = 0;
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(msLimit) * 1_000_000n;
  let now = start;
  while (now < deadline) {
    for (let i = 0; i < 25; i++) {
      const batch = await run();
      made += batch.length;
      characters += (batch[0] as string).length;
    }
    now = process.hrtime.bigint();
  }
  if (characters === 0) throw new Error('no passphrase made');
  return made / (Number(now - start) / 1e9);
}

async function throughputSection(): Promise<{ core: number; library: number; theirs: number }> {
  const list = await loadWordList('eff_large');
  const generator = createPassphraseGenerator({ randomFill: randomFillSync });
  const spec = { list, words: WORDS, separator: '-', capitalize: 'none', digit: false, count: COUNT } as const;
  const contenders: Throughput[] = [
    {
      name: 'ours: createPassphraseGenerator + randomFillSync (core)',
      run: () => generator.generate(spec),
      samples: [],
    },
    {
      name: 'ours: generatePassphrases (library: validation, injectivity, analysis)',
      run: async () => (await generatePassphrases({ words: WORDS, count: COUNT })).passphrases,
      samples: [],
    },
    {
      name: "secure-password-utilities generatePassphrase(6, EFF large, '-') x20",
      run: () => Array.from({ length: COUNT }, () => generatePassphrase(WORDS, list, '-')),
      samples: [],
    },
  ];
  for (const c of contenders) await perSecond(c.run, 200);
  for (let r = 0; r < ROUNDS; r++) {
    for (const c of contenders) c.samples.push(await perSecond(c.run, MS_PER_ROUND));
  }
  const [core, library, theirs] = contenders.map((c) => median(c.samples)) as [number, number, number];
  console.log(
    `  six words of EFF's large list joined by "-", ${COUNT} a call; ${ROUNDS} interleaved rounds of ~${MS_PER_ROUND} ms`,
  );
  table([
    ['contender', 'passphrases/s (median)', 'range of rounds', 'core / this'],
    ...contenders.map((c) => [
      c.name,
      int(median(c.samples)),
      `${int(Math.min(...c.samples))}..${int(Math.max(...c.samples))}`,
      ratio(core / median(c.samples)),
    ]),
  ]);
  return { core, library, theirs };
}

// User+system CPU time of one run of the command, in milliseconds, from bash's \`time\` (getrusage of the
// child): far less sensitive than wall time to other processes competing for the cores.
function cpuMs(contender: Contender): number {
  const script = 'TIMEFORMAT="%3U %3S"; time "$@" >/dev/null 2>&1';
  const result = spawnSync('bash', ['-c', script, 'cpu', contender.file, ...contender.args], { encoding: 'utf8' });
  const [user, system] = result.stderr.trim().split(/\s+/).map(Number) as [number, number];
  if (!(user >= 0 && system >= 0)) throw new Error(`no CPU time for ${contender.label}: ${result.stderr}`);
  return (user + system) * 1000;
}

// CPU time of each contender over CLI_RUNS interleaved rounds: the medians.
function cpuMedians(contenders: readonly Contender[]): number[] {
  const times = contenders.map(() => [] as number[]);
  for (let round = 0; round < CLI_RUNS; round++) {
    contenders.forEach((contender, i) => {
      times[i]?.push(cpuMs(contender));
    });
  }
  return times.map((list) => median(list));
}

function startUpSection(): { passphrase: number; node: number; generate: number; cpuOverhead: number } {
  execFileSync('npm', ['run', 'build:package', '--silent'], { cwd: ROOT, stdio: 'ignore' });
  const node = process.execPath;
  const contenders: Contender[] = [
    { label: 'pwgen-service passphrase (defaults)', file: node, args: [BIN_JS, 'passphrase'] },
    {
      label: 'pwgen-service passphrase --list eff_short',
      file: node,
      args: [BIN_JS, 'passphrase', '--list', 'eff_short'],
    },
    { label: "node -e '' (Node's own start-up)", file: node, args: ['-e', ''] },
    { label: 'pwgen-service generate (defaults), for comparison', file: node, args: [BIN_JS] },
  ];
  const times = interleaved(contenders, CLI_RUNS);
  const cpu = cpuMedians(contenders);
  console.log('');
  console.log(
    `  wall time from spawn to exit, ${CLI_RUNS} interleaved rounds after one warm-up run each; median shown;`,
  );
  console.log(`  CPU: user+system time of the process (bash time), median of ${CLI_RUNS} more interleaved rounds`);
  table([
    ['command', 'median', 'min', 'max', 'CPU median'],
    ...contenders.map((c, i) => {
      const list = times.get(c) ?? [];
      return [c.label, ms(median(list)), ms(Math.min(...list)), ms(Math.max(...list)), ms(cpu[i] ?? Number.NaN)];
    }),
  ]);
  const [passphrase, , alone, generate] = contenders.map((c) => median(times.get(c) ?? [])) as [
    number,
    number,
    number,
    number,
  ];
  return { passphrase, node: alone, generate, cpuOverhead: (cpu[0] ?? Number.NaN) - (cpu[2] ?? Number.NaN) };
}

// A user's list of a million words (the most the library takes): four base-36 digits from a counter.
const MILLION = Array.from({ length: 1_000_000 }, (_, i) => i.toString(36).padStart(4, '0'));

/**
 * Six-word passphrases per second of the core generator over each built-in list and over a million
 * words, in interleaved rounds: the cost of a list is its draw (a rejection bound that grows with
 * its size), not its words.
 */
async function listsSection(): Promise<{ largest: number; million: number; eff: number }> {
  const generator = createPassphraseGenerator({ randomFill: randomFillSync });
  const lists: [string, readonly string[]][] = [];
  for (const name of WORD_LIST_NAMES) lists.push([name, await loadWordList(name)]);
  lists.push(['a 1,000,000-word wordList', MILLION]);
  const contenders: Throughput[] = lists.map(([name, list]) => {
    const spec = { list, words: WORDS, separator: '-', capitalize: 'none', digit: false, count: COUNT } as const;
    return { name, run: () => generator.generate(spec), samples: [] };
  });
  for (const c of contenders) await perSecond(c.run, 100);
  for (let r = 0; r < 3; r++) for (const c of contenders) c.samples.push(await perSecond(c.run, 150));
  const eff = median((contenders[0] as Throughput).samples);
  console.log('');
  console.log(`  six words a passphrase, ${COUNT} a call, core generator; 3 interleaved rounds of ~150 ms`);
  table([
    ['list', 'words', 'passphrases/s (median)', 'eff_large / this'],
    ...contenders.map((c, i) => [
      c.name,
      int((lists[i] as [string, readonly string[]])[1].length),
      int(median(c.samples)),
      ratio(eff / median(c.samples)),
    ]),
  ]);
  const sizes = lists.slice(0, -1).map(([, list]) => list.length);
  const largest = contenders[sizes.indexOf(Math.max(...sizes))] as Throughput;
  return { largest: median(largest.samples), million: median((contenders.at(-1) as Throughput).samples), eff };
}

/** What each list adds to the generator page: its chunk, fetched only with the passphrase mode and that list. */
function pageBytesSection(): number {
  const assets = `${ROOT}dist/src/web/assets/`;
  const metafile = JSON.parse(readFileSync(`${assets}metafile.json`, 'utf8')) as {
    outputs: Record<string, { inputs: Record<string, unknown> }>;
  };
  const rows: string[][] = [];
  let largest = 0;
  for (const name of WORD_LIST_NAMES) {
    const module = new RegExp(`src/wordlists/${name.replace('_', '-')}\\.ts$`);
    const chunk = Object.keys(metafile.outputs).find((path) =>
      Object.keys((metafile.outputs[path] as { inputs: Record<string, unknown> }).inputs).some((input) =>
        module.test(input),
      ),
    );
    if (chunk === undefined) throw new Error(`no chunk for ${name}`);
    const file = `${assets}${chunk.split('/').pop()}`;
    const gzip = gzipSync(readFileSync(file), { level: 9 }).length;
    largest = Math.max(largest, gzip);
    rows.push([name, int(statSync(file).size), int(gzip), int(statSync(`${file}.br`).size)]);
  }
  console.log('');
  console.log("  bytes of each list's chunk of the generator page (npm run build), loaded with its mode and list only");
  table([['list', 'bytes', 'gzip -9', 'brotli (served)'], ...rows]);
  return largest;
}

/** The section: prints its tables and returns its summary rows. */
export async function runPassphraseBench(): Promise<SummaryRow[]> {
  heading('Passphrases: generation speed, and the passphrase command start-up');
  const { core, library, theirs } = await throughputSection();
  const lists = await listsSection();
  const pageBytes = pageBytesSection();
  const { passphrase, node, generate, cpuOverhead } = startUpSection();
  const overhead = passphrase - node;
  return [
    {
      what: 'Passphrases: six-word passphrases/s (core)',
      measured: int(core),
      target: '>= 200,000',
      verdict: core >= 200_000 ? 'PASS' : 'MISS',
    },
    {
      what: 'Passphrases: core / secure-password-utilities',
      measured: ratio(core / theirs),
      target: 'reported',
      verdict: 'INFO',
    },
    {
      what: 'Passphrases: generatePassphrases (library) /s',
      measured: int(library),
      target: 'reported',
      verdict: 'INFO',
    },
    {
      what: 'Passphrases: largest built-in list / eff_large, six words/s',
      measured: ratio(lists.largest / lists.eff),
      target: '>= 0.8',
      verdict: lists.largest / lists.eff >= 0.8 ? 'PASS' : 'MISS',
    },
    {
      what: 'Passphrases: a 1,000,000-word wordList, six words/s (core)',
      measured: int(lists.million),
      target: 'reported',
      verdict: 'INFO',
    },
    {
      what: 'Pages: largest word list chunk, gzip',
      measured: `${int(pageBytes)} B`,
      target: 'reported',
      verdict: 'INFO',
    },
    {
      what: "CLI: passphrase - node -e '' (median wall, same rounds)",
      measured: ms(overhead),
      target: '<= 30 ms',
      verdict: overhead <= 30 ? 'PASS' : 'MISS',
    },
    {
      what: "CLI: passphrase - node -e '', CPU time (load-robust)",
      measured: ms(cpuOverhead),
      target: 'reported',
      verdict: 'INFO',
    },
    {
      what: "CLI: generate - node -e '' (same rounds, for comparison)",
      measured: ms(generate - node),
      target: 'reported',
      verdict: 'INFO',
    },
  ];
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await runPassphraseBench();
  table([
    ['measurement', 'measured', 'target', 'verdict'],
    ...rows.map((r) => [r.what, r.measured, r.target, r.verdict]),
  ]);
}
