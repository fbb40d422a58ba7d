/**
 * Named attack scenarios beside the contract's one figure (10^12 guesses per second, which alone sets the level):
 * the same expected work, divided by the rate of a real attack (guess-rates.ts). Numbers only; the words are
 * chosen at the edge.
 */
import { GUESS_RATES, type GuessRateKey } from './guess-rates.js';

/** One scenario: a rate of the table, times the devices an attacker runs. */
export interface Scenario {
  /** A stable name, in the contract's style: `ntlm_10000_gpus`. */
  readonly name: string;
  readonly rate: GuessRateKey;
  /** Devices working in parallel; password cracking splits the guesses without loss, so the rates add up. */
  readonly devices: number;
}

/**
 * The scenarios, the fastest attack first, so that the worst case is read first: a leaked fast hash against a
 * rack of 10,000 GPUs and against one, the slow hashes that sites should use against the rack, and an online
 * attack.
 */
export const SCENARIOS: readonly Scenario[] = Object.freeze([
  { name: 'ntlm_10000_gpus', rate: 'ntlm', devices: 10_000 },
  { name: 'ntlm_1_gpu', rate: 'ntlm', devices: 1 },
  { name: 'argon2id_owasp_10000_gpus', rate: 'argon2id_owasp', devices: 10_000 },
  { name: 'bcrypt_10_10000_gpus', rate: 'bcrypt_10', devices: 10_000 },
  { name: 'online_10_per_second', rate: 'online_10_per_second', devices: 1 },
]);

/** A scenario's figures, with the contract's field names. */
export interface ScenarioFigures {
  readonly name: string;
  /** The key of its rate in the rate table. */
  readonly rate: GuessRateKey;
  /** The hash, as the rate table names it. */
  readonly hash: string;
  /** The attacker's hardware: the device, times the devices when more than one. */
  readonly hardware: string;
  readonly devices: number;
  readonly guesses_per_second: number;
  /** `log10_guesses` minus log10 of `guesses_per_second`. */
  readonly crack_time_log10_seconds: number;
}

/** The hardware of a scenario in English: "NVIDIA H100 80GB (SXM)", "10,000 × NVIDIA H100 80GB (SXM)". */
export function scenarioHardware(scenario: Scenario): string {
  const device = GUESS_RATES[scenario.rate].hardware;
  return scenario.devices === 1 ? device : `${groupThousands(scenario.devices)} × ${device}`;
}

function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Guesses per second of a scenario: the device's rate times the devices. */
export function scenarioRate(scenario: Scenario): number {
  return GUESS_RATES[scenario.rate].guessesPerSecond * scenario.devices;
}

/**
 * Every scenario's figures for an expected work of 10^log10Guesses guesses (the analysis's `log10_guesses`):
 * the crack time is that work divided by the scenario's rate, in log space so that no figure overflows.
 */
export function scenarioFigures(log10Guesses: number): ScenarioFigures[] {
  return SCENARIOS.map((scenario) => {
    const rate = scenarioRate(scenario);
    return {
      name: scenario.name,
      rate: scenario.rate,
      hash: GUESS_RATES[scenario.rate].hash,
      hardware: scenarioHardware(scenario),
      devices: scenario.devices,
      guesses_per_second: rate,
      crack_time_log10_seconds: log10Guesses - Math.log10(rate),
    };
  });
}
