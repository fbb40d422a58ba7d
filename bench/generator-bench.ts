import { randomFillSync, randomInt } from 'node:crypto';
import { generate as generatePasswordPackage } from 'generate-password';
import { buildAlphabet } from '../src/core/alphabet.js';
import { createPasswordGenerator } from '../src/core/generator.js';
import { heading, int, median, ratio, table } from './report.js';

const LENGTH = 64;
const COUNT = 20;
const CHARS_PER_CALL = LENGTH * COUNT;

/** Characters per second of each contender (median over the rounds). */
export interface GeneratorResult {
  readonly ours: number;
  readonly randomInt: number;
  readonly generatePassword: number;
}

interface Contender {
  readonly name: string;
  readonly run: () => string[];
  readonly samples: number[];
}

// Runs `fn` repeatedly for about `ms` milliseconds; returns calls per second.
function callsPerSecond(fn: () => string[], ms: number): number {
  let calls = 0;
  let sink = 0;
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(ms) * 1_000_000n;
  let now = start;
  while (now < deadline) {
    for (let i = 0; i < 25; i++) sink += (fn()[0] as string).length;
    calls += 25;
    now = process.hrtime.bigint();
  }
  if (sink !== calls * LENGTH) throw new Error('unexpected password length');
  return calls / (Number(now - start) / 1e9);
}

/** Section 1: the generator alone, 20 passwords x 64 characters, all four types. */
export function runGeneratorBench(rounds = 5, msPerRound = 400): GeneratorResult {
  heading('1. Generator alone: 20 passwords x 64 characters, all four types (one process, no HTTP)');
  const alphabet = buildAlphabet({ lower: true, upper: true, digits: true, symbols: true, excludeAmbiguous: false });
  const ours = createPasswordGenerator({ randomFill: randomFillSync });
  const packageOptions = { length: LENGTH, numbers: true, symbols: true, uppercase: true, lowercase: true };

  const contenders: Contender[] = [
    {
      name: 'ours: createPasswordGenerator + crypto.randomFillSync (batched, rejection sampling)',
      run: () => ours.generate({ alphabet, length: LENGTH, count: COUNT, noRepeats: false }),
      samples: [],
    },
    {
      name: 'crypto.randomInt per character',
      run: () => {
        const out: string[] = [];
        for (let p = 0; p < COUNT; p++) {
          let password = '';
          for (let i = 0; i < LENGTH; i++) password += alphabet[randomInt(alphabet.length)];
          out.push(password);
        }
        return out;
      },
      samples: [],
    },
    {
      name: 'generate-password npm package, generate() x20',
      run: () => {
        const out: string[] = [];
        for (let p = 0; p < COUNT; p++) out.push(generatePasswordPackage(packageOptions));
        return out;
      },
      samples: [],
    },
  ];

  // Warm-up, then interleaved rounds so that drift of the machine hits everyone alike.
  for (const c of contenders) callsPerSecond(c.run, 200);
  for (let r = 0; r < rounds; r++) {
    for (const c of contenders) c.samples.push(callsPerSecond(c.run, msPerRound) * CHARS_PER_CALL);
  }

  const [oursC, randomIntC, packageC] = contenders as [Contender, Contender, Contender];
  const result: GeneratorResult = {
    ours: median(oursC.samples),
    randomInt: median(randomIntC.samples),
    generatePassword: median(packageC.samples),
  };
  console.log(
    `  pool: ours and crypto.randomInt ${alphabet.length} characters; generate-password uses its own 92-character pool`,
  );
  console.log(`  ${rounds} interleaved rounds of ~${msPerRound} ms each; median shown, [min..max] of the rounds`);
  table([
    ['contender', 'chars/s (median)', 'range of rounds', 'ours / this'],
    ...contenders.map((c) => [
      c.name,
      int(median(c.samples)),
      `${int(Math.min(...c.samples))}..${int(Math.max(...c.samples))}`,
      ratio(result.ours / median(c.samples)),
    ]),
  ]);
  console.log(
    `  requests of 20 x 64 per second the generator alone could serve (ours): ${int(result.ours / CHARS_PER_CALL)}`,
  );
  return result;
}
