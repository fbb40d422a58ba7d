import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findOnPath, IN_CI } from './redis-server.js';

/** The project root, where the Containerfile and deploy/ are. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Where `podman` was found on PATH, or undefined. */
export const PODMAN_BIN: string | undefined = findOnPath('podman');

/**
 * Podman's configuration for the tests: CONTAINERS_CONF when set, else deploy/podman/containers.conf
 * (runc and explicit rlimits, which machines like CI's need), so the machine's own stays untouched.
 */
export const CONTAINERS_CONF = process.env.CONTAINERS_CONF ?? `${PROJECT_ROOT}deploy/podman/containers.conf`;

/**
 * The Debian packages the container tests need, as the README's prerequisites and .ci/run name them: Podman with
 * runc, a network with DNS (netavark, aardvark-dns) and NAT (iptables), an init (catatonit), podman-compose for the
 * compose file, and mmdebstrap for the base images when no registry answers.
 */
export const PODMAN_PACKAGES: readonly string[] = [
  'podman',
  'runc',
  'netavark',
  'aardvark-dns',
  'catatonit',
  'iptables',
  'podman-compose',
  'mmdebstrap',
];

/**
 * Why the container tests cannot run here, or undefined when they can. In CI nothing is a reason to
 * skip: the tests run and fail. Rootless Podman is no reason either, but its pods' addresses are not
 * reachable from the host, so outside CI it is skipped too.
 */
export const PODMAN_SKIP_REASON: string | undefined = IN_CI
  ? undefined
  : PODMAN_BIN === undefined
    ? `podman is not installed (not found on PATH); to run the container tests, install it (Debian: apt-get install ${PODMAN_PACKAGES.join(' ')})`
    : process.getuid?.() !== 0
      ? 'the container tests need root Podman (the pods must be reachable from the host by their addresses)'
      : undefined;

/** `describe` options for a suite that needs Podman: skipped with the reason, said on stderr too. */
export function podmanSuite(suiteName: string): { skip?: string } {
  if (PODMAN_SKIP_REASON === undefined) return {};
  process.stderr.write(`SKIPPED container tests "${suiteName}": ${PODMAN_SKIP_REASON}\n`);
  return { skip: PODMAN_SKIP_REASON };
}

/** What a command printed, and how it exited. */
export interface CommandResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

const ENV = { ...process.env, CONTAINERS_CONF };

/**
 * Runs `command args` in the project root with the tests' Podman configuration; rejects unless it
 * exits 0 (with `allowFailure`, resolves whatever the exit).
 */
export function runCommand(
  command: string,
  args: readonly string[],
  options: { allowFailure?: boolean; timeoutMs?: number; env?: Readonly<Record<string, string>> } = {},
): Promise<CommandResult> {
  if (command === 'podman' && PODMAN_BIN === undefined) {
    return Promise.reject(
      new Error(
        IN_CI
          ? 'podman is not installed, and CI is set: the container tests must run in CI (.ci/run installs podman)'
          : 'podman is not installed',
      ),
    );
  }
  return new Promise((resolve, reject) => {
    const env = { ...ENV, ...options.env };
    const child = spawn(command, args, { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      const result = { code, stdout, stderr };
      if (code === 0 || options.allowFailure) resolve(result);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${stderr.slice(-3000)}`));
    });
  });
}

/** `podman args`, resolved with its standard output (trimmed); see runCommand. */
export async function podman(args: readonly string[], timeoutMs?: number): Promise<string> {
  return (await runCommand('podman', args, timeoutMs === undefined ? {} : { timeoutMs })).stdout.trim();
}

/** The same, synchronously, ignoring failure: for clean-up when the process is about to exit. */
export function podmanSync(args: readonly string[]): void {
  spawnSync('podman', args, { cwd: PROJECT_ROOT, env: ENV, stdio: 'ignore', timeout: 60_000 });
}
