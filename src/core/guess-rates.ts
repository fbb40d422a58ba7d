/**
 * Guess rates of real attacks, each with the hardware, the tool and its version, the date and where the figure
 * comes from. The one place these figures live: the scenarios (scenarios.ts), the pages, the CLI, the library and
 * docs/scenarios.md all read them from here. A rate is a snapshot of one machine on one day, never a bound.
 */

/** How a figure was obtained: run by us on the named hardware, or taken from a publication. */
export type RateKind = 'measured' | 'published';

/** One guess rate of one device (or one service) against one way of storing a password. */
export interface GuessRate {
  /** The hash and its parameters, as a security writer names them: `NTLM`, `bcrypt, cost 10`. */
  readonly hash: string;
  /** The one device (or service) that reached the rate. */
  readonly hardware: string;
  /** Guesses per second of that one device. */
  readonly guessesPerSecond: number;
  readonly tool: string;
  readonly toolVersion: string;
  /** ISO 8601 day of the measurement or publication. */
  readonly date: string;
  /** Where the figure comes from, for a reader who wants to check it. */
  readonly source: string;
  readonly kind: RateKind;
  /** How the figure was taken, where it is not a plain `hashcat -b` run. */
  readonly note?: string;
}

const H100 = 'NVIDIA H100 80GB (SXM)';
const HASHCAT = { tool: 'hashcat', toolVersion: 'v7.0.0 (pre-release)' } as const;
const ISSUE_43 = {
  ...HASHCAT,
  hardware: H100,
  date: '2026-11-27',
  source: "pwgen-service issue 43: hashcat on one NVIDIA H100 80GB (SXM), 'hashcat -b' defaults",
  kind: 'measured',
} as const;
const ATTACK_RUN = 'an attack run on self-made hashes, not hashcat -b';

/** Every rate, by a stable key. */
export const GUESS_RATES = Object.freeze({
  md5: { ...ISSUE_43, hash: 'MD5', guessesPerSecond: 117.4e9 },
  ntlm: { ...ISSUE_43, hash: 'NTLM', guessesPerSecond: 202.0e9 },
  sha1: { ...ISSUE_43, hash: 'SHA-1', guessesPerSecond: 43.2e9 },
  sha256: { ...ISSUE_43, hash: 'SHA-256', guessesPerSecond: 15.8e9 },
  bcrypt_10: { ...ISSUE_43, hash: 'bcrypt, cost 10', guessesPerSecond: 12.2e3, note: ATTACK_RUN },
  scrypt_16384_8_1: { ...ISSUE_43, hash: 'scrypt, N=16384, r=8, p=1', guessesPerSecond: 11_740 },
  pbkdf2_sha256_600000: {
    ...ISSUE_43,
    hash: 'PBKDF2-HMAC-SHA256, 600,000 iterations',
    guessesPerSecond: 10.8e3,
    note: "scaled from 6.48 MH/s at hashcat -b's 999 iterations by 999/600,000, not run at 600,000",
  },
  argon2id_owasp: {
    ...ISSUE_43,
    hash: 'Argon2id, 19 MiB, t=2, p=1',
    guessesPerSecond: 19.5e3,
    note: `OWASP's recommended setting; ${ATTACK_RUN}`,
  },
  online_10_per_second: {
    hash: 'any (online)',
    hardware: 'online, 10 guesses per second',
    guessesPerSecond: 10,
    tool: '@zxcvbn-ts/core',
    toolVersion: '4.2.0',
    date: '2026-11-27',
    source:
      "zxcvbn's attack time onlineNoThrottlingXPerSecond (10), as @zxcvbn-ts/core 4.2.0's TimeEstimates sets it (read 2026-11-27)",
    kind: 'published',
    note: 'a service that limits failed logins allows far fewer guesses; one that leaks its hashes, far more',
  },
} as const satisfies Readonly<Record<string, GuessRate>>);

/** The key of a rate. */
export type GuessRateKey = keyof typeof GUESS_RATES;
