import { isIP } from 'node:net';
import type { RedisClusterNode } from './ratelimit/redis-cluster-store.js';
import type { StoreSelection } from './ratelimit/registry.js';

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
  /** The rate-limit store: memory, or Redis (REDIS_URL), or Redis Cluster (REDIS_CLUSTER_NODES). */
  readonly rateLimitStore: StoreSelection;
  readonly workers: number;
  /** Port of the separate Prometheus listener; undefined when metrics are off. */
  readonly metricsPort: number | undefined;
  readonly metricsHost: string;
  /** Event-loop delay (ms) above which /readyz answers 503; 0 turns the check off. */
  readonly readyMaxEventLoopDelayMs: number;
  /** Most open connections per process; beyond it new connections are refused at once. */
  readonly maxConnections: number;
  /** Longest drain on SIGTERM/SIGINT before remaining connections are destroyed. */
  readonly shutdownTimeoutSeconds: number;
  /** Longest wait for a Redis reply (REDIS_COMMAND_TIMEOUT_MS); past it the limiter counts in memory. Also in `rateLimitStore`. */
  readonly redisCommandTimeoutMs: number;
}

/** REDIS_COMMAND_TIMEOUT_MS when unset. */
export const DEFAULT_REDIS_COMMAND_TIMEOUT_MS = 250;

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

/**
 * A value as an error message may show it: whatever comes before an `@` in its
 * authority (a URL's `user:password@`, or `user:password@host:port` without a
 * scheme) becomes `***@`, so that no error message or log line echoes a password.
 */
export function shown(value: string): string {
  return value.replace(/^([a-z][a-z\d+.-]*:\/\/)?[^/?#]*@/i, '$1***@');
}

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max}, got "${shown(raw)}"`);
  }
  return Number(raw);
}

function url(env: Env, name: string, fallback: string): string {
  const raw = text(env, name) ?? fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be an absolute http(s) URL, got "${shown(raw)}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError(name, `must be an absolute http(s) URL, got "${shown(raw)}"`);
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

// REDIS_URL (one node) or REDIS_CLUSTER_NODES (a cluster), never both; neither means memory.
function storeSelection(env: Env): StoreSelection {
  const redisUrl = text(env, 'REDIS_URL');
  const clusterNodes = text(env, 'REDIS_CLUSTER_NODES');
  const keyPrefix = text(env, 'REDIS_KEY_PREFIX') ?? 'pwgen:rl:';
  const commandTimeoutMs = redisCommandTimeoutMs(env);
  if (redisUrl !== undefined && clusterNodes !== undefined) {
    throw new ConfigError(
      'REDIS_URL',
      'and REDIS_CLUSTER_NODES are both set: use REDIS_URL for one Redis server or REDIS_CLUSTER_NODES for a Redis Cluster, not both',
    );
  }
  if (redisUrl !== undefined) {
    checkRedisUrl(redisUrl);
    return Object.freeze({ kind: 'redis', url: redisUrl, keyPrefix, commandTimeoutMs });
  }
  if (clusterNodes !== undefined) {
    if (/[{}]/.test(keyPrefix)) {
      throw new ConfigError(
        'REDIS_KEY_PREFIX',
        `must not contain { or } with REDIS_CLUSTER_NODES (braces in the prefix would become the hash tag and put every client on one node), got "${shown(keyPrefix)}"`,
      );
    }
    const nodes = list(env, 'REDIS_CLUSTER_NODES').map(clusterNode);
    if (nodes.length === 0) throw new ConfigError('REDIS_CLUSTER_NODES', 'must list at least one host:port seed');
    return Object.freeze({ kind: 'redis-cluster', nodes: Object.freeze(nodes), keyPrefix, commandTimeoutMs });
  }
  return Object.freeze({ kind: 'memory' });
}

function redisCommandTimeoutMs(env: Env): number {
  return integer(env, 'REDIS_COMMAND_TIMEOUT_MS', DEFAULT_REDIS_COMMAND_TIMEOUT_MS, 1, 60_000);
}

const REDIS_URL_FORM = 'redis://[[user]:password@]host[:port][/db] or rediss://…, port 1-65535';

// REDIS_URL as ioredis reads it, checked here so that a bad one names the variable (ioredis would
// only say "Invalid URL"); the value is echoed without its password.
function checkRedisUrl(redisUrl: string): void {
  const bad = (problem: string) =>
    new ConfigError('REDIS_URL', `${problem} (${REDIS_URL_FORM}), got "${shown(redisUrl)}"`);
  if (!/^rediss?:\/\//i.test(redisUrl)) throw bad('must start with redis:// or rediss://');
  let parsed: URL;
  try {
    parsed = new URL(redisUrl);
  } catch {
    throw bad('is not a valid URL');
  }
  if (parsed.hostname === '') throw bad('has no host');
  if (parsed.port === '0') throw bad('has port 0');
  if (!/^(\/\d*)?$/.test(parsed.pathname)) throw bad('has a database that is not a number');
}

// One seed of REDIS_CLUSTER_NODES: host:port, with an IPv6 address in brackets.
function clusterNode(entry: string): RedisClusterNode {
  const match = /^(\[[^\]]+\]|[^:[\]]+):(\d{1,5})$/.exec(entry);
  const bracketed = match?.[1]?.startsWith('[') === true;
  const host = bracketed ? (match?.[1]?.slice(1, -1) ?? '') : (match?.[1] ?? '');
  const port = Number(match?.[2]);
  // A host name (letters, digits, dots, hyphens; underscores as container names use) or an IPv4 address.
  const hostOk = bracketed ? isIP(host) === 6 : /^\w([\w.-]*\w)?$/.test(host);
  if (match === null || !hostOk || port < 1 || port > 65_535) {
    throw new ConfigError(
      'REDIS_CLUSTER_NODES',
      `must be a comma-separated list of host:port seeds (an IPv6 address in brackets, port 1-65535), got "${shown(entry)}"`,
    );
  }
  return { host, port };
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
 * (process.ts passes it in, with the open-file limit it read). Throws
 * ConfigError naming the first bad variable.
 */
export function loadConfig(env: Env, limits: SystemLimits = {}): Config {
  const port = integer(env, 'PORT', 8080, 0, 65_535);
  const host = text(env, 'HOST') ?? '127.0.0.1';
  const publicBaseUrl = url(env, 'PUBLIC_BASE_URL', `http://localhost:${port}`);
  const logLevel = text(env, 'LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${shown(logLevel)}"`);
  }
  const trustProxy = list(env, 'TRUST_PROXY');
  for (const entry of trustProxy) {
    if (!isProxyEntry(entry)) {
      throw new ConfigError(
        'TRUST_PROXY',
        `must list addresses, CIDRs or loopback/linklocal/uniquelocal, got "${shown(entry)}"`,
      );
    }
  }
  const mcpAllowedOrigins = list(env, 'MCP_ALLOWED_ORIGINS');
  const rateLimitStore = storeSelection(env);
  const workers = integer(env, 'WORKERS', 1, 1, 64);
  if (workers > 1 && rateLimitStore.kind === 'memory') {
    throw new ConfigError(
      'WORKERS',
      `is ${workers} but neither REDIS_URL nor REDIS_CLUSTER_NODES is set: ${workers} separate in-memory limiters would multiply the rate limit by ${workers}. Set REDIS_URL or REDIS_CLUSTER_NODES, or use WORKERS=1.`,
    );
  }
  const metricsPort = text(env, 'METRICS_PORT') === undefined ? undefined : integer(env, 'METRICS_PORT', 0, 0, 65_535);
  if (metricsPort !== undefined && metricsPort !== 0 && metricsPort === port) {
    throw new ConfigError(
      'METRICS_PORT',
      `must differ from PORT (${port}): metrics are never served on the public port`,
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
    rateLimitStore,
    workers,
    metricsPort,
    metricsHost: text(env, 'METRICS_HOST') ?? '127.0.0.1',
    readyMaxEventLoopDelayMs: integer(env, 'READY_MAX_EVENT_LOOP_DELAY_MS', 500, 0, 60_000),
    maxConnections: maxConnections(env, limits.openFileLimit),
    shutdownTimeoutSeconds: integer(env, 'SHUTDOWN_TIMEOUT_SECONDS', 10, 1, 3_600),
    redisCommandTimeoutMs: redisCommandTimeoutMs(env),
  });
}
