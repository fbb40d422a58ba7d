import { isIP } from 'node:net';

/** Log levels accepted by LOG_LEVEL (pino's). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** A log level. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The whole configuration, read and validated once at start-up. */
export interface Config {
  readonly port: number;
  readonly host: string;
  readonly publicBaseUrl: string;
  readonly siteUrl: string;
  readonly docsUrl: string;
  readonly logLevel: LogLevel;
  readonly rateLimitMax: number;
  readonly rateLimitWindowSeconds: number;
  readonly rateLimitMaxClients: number;
  /** Proxies whose X-Forwarded-For is believed: addresses, CIDRs or names such as `loopback`. */
  readonly trustProxy: readonly string[];
  readonly mcpAllowedOrigins: readonly string[];
  readonly redisUrl: string | undefined;
  readonly redisKeyPrefix: string;
  readonly workers: number;
  /** Most open connections per process; beyond it new connections are refused at once. */
  readonly maxConnections: number;
  /** Longest drain on SIGTERM/SIGINT before remaining connections are destroyed. */
  readonly shutdownTimeoutSeconds: number;
}

/** What the environment cannot say but the defaults depend on: the process's open-file limit. */
export interface SystemLimits {
  /** The soft RLIMIT_NOFILE (`ulimit -n`), when known. */
  readonly openFileLimit?: number | undefined;
}

/** File descriptors kept for everything that is not a client connection (logs, Redis, the listener, Node itself). */
export const RESERVED_DESCRIPTORS = 64;
/** MAX_CONNECTIONS when the open-file limit allows it. */
export const DEFAULT_MAX_CONNECTIONS = 1024;

/** A configuration value that cannot be used; the message names the variable. */
export class ConfigError extends Error {
  readonly variable: string;
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
    this.variable = variable;
  }
}

type Env = Readonly<Record<string, string | undefined>>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

function url(env: Env, name: string, fallback: string): string {
  const raw = text(env, name) ?? fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be an absolute http(s) URL, got "${raw}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError(name, `must be an absolute http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

function list(env: Env, name: string): string[] {
  return (text(env, name) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

// An IP address or CIDR that proxy-addr accepts; anything else would only fail
// later, inside Fastify, with a message that does not name TRUST_PROXY.
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
}

// MAX_CONNECTIONS: at most the open-file limit minus the reserve, so that a flood of
// connections meets the cap (refused at once) before the process runs out of descriptors.
function maxConnections(env: Env, openFileLimit: number | undefined): number {
  const fits = openFileLimit === undefined ? undefined : Math.max(1, openFileLimit - RESERVED_DESCRIPTORS);
  const value = integer(env, 'MAX_CONNECTIONS', Math.min(DEFAULT_MAX_CONNECTIONS, fits ?? Infinity), 1, 1_000_000);
  if (fits !== undefined && value > fits) {
    throw new ConfigError(
      'MAX_CONNECTIONS',
      `is ${value} but the open-file limit (ulimit -n) is ${openFileLimit}: at most ${fits} connections fit, with ${RESERVED_DESCRIPTORS} descriptors kept for the process itself. Lower MAX_CONNECTIONS or raise the limit.`,
    );
  }
  return value;
}

/**
 * Reads and validates the environment. The only reader of `process.env`
 * (main.ts passes it in, with the open-file limit it read). Throws
 * ConfigError naming the first bad variable.
 */
export function loadConfig(env: Env, limits: SystemLimits = {}): Config {
  const port = integer(env, 'PORT', 8080, 0, 65_535);
  const host = text(env, 'HOST') ?? '127.0.0.1';
  const publicBaseUrl = url(env, 'PUBLIC_BASE_URL', `http://localhost:${port}`);
  const logLevel = text(env, 'LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const trustProxy = list(env, 'TRUST_PROXY');
  for (const entry of trustProxy) {
    if (!isProxyEntry(entry)) {
      throw new ConfigError(
        'TRUST_PROXY',
        `must list addresses, CIDRs or loopback/linklocal/uniquelocal, got "${entry}"`,
      );
    }
  }
  const mcpAllowedOrigins = list(env, 'MCP_ALLOWED_ORIGINS');
  const redisUrl = text(env, 'REDIS_URL');
  if (redisUrl !== undefined && !/^rediss?:\/\//.test(redisUrl)) {
    throw new ConfigError('REDIS_URL', 'must start with redis:// or rediss://');
  }
  const workers = integer(env, 'WORKERS', 1, 1, 64);
  if (workers > 1 && redisUrl === undefined) {
    throw new ConfigError(
      'WORKERS',
      `is ${workers} but REDIS_URL is not set: ${workers} separate in-memory limiters would multiply the rate limit by ${workers}. Set REDIS_URL or use WORKERS=1.`,
    );
  }
  return Object.freeze({
    port,
    host,
    publicBaseUrl,
    siteUrl: url(env, 'SITE_URL', publicBaseUrl),
    docsUrl: url(env, 'DOCS_URL', `${publicBaseUrl}/docs`),
    logLevel: logLevel as LogLevel,
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 60, 1, 100_000),
    rateLimitWindowSeconds: integer(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400),
    rateLimitMaxClients: integer(env, 'RATE_LIMIT_MAX_CLIENTS', 100_000, 1, 10_000_000),
    trustProxy: Object.freeze(trustProxy),
    mcpAllowedOrigins: Object.freeze(mcpAllowedOrigins),
    redisUrl,
    redisKeyPrefix: text(env, 'REDIS_KEY_PREFIX') ?? 'pwgen:rl:',
    workers,
    maxConnections: maxConnections(env, limits.openFileLimit),
    shutdownTimeoutSeconds: integer(env, 'SHUTDOWN_TIMEOUT_SECONDS', 10, 1, 3_600),
  });
}
