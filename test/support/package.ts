import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (the compiled tests run from dist/test). */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** This process's environment without npm's own variables (npm test sets many), with this Node first on PATH. */
export function cleanEnv(extra: Readonly<Record<string, string>> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !name.toLowerCase().startsWith('npm_')) env[name] = value;
  }
  env.PATH = `${dirname(process.execPath)}${delimiter}${env.PATH ?? ''}`;
  return { ...env, ...extra };
}

/** What `npm pack --json` reports about the tarball. */
export interface PackReport {
  readonly filename: string;
  readonly size: number;
  readonly unpackedSize: number;
  readonly files: readonly { readonly path: string; readonly size: number }[];
}

/** The package packed and installed into an empty folder. */
export interface InstalledPackage {
  readonly pack: PackReport;
  /** The folder it is installed in (a temporary one). */
  readonly app: string;
  /** node_modules/.bin/<command>: the link npm made. */
  readonly bin: string;
  /** The installed package's folder. */
  readonly packageDir: string;
  /** What `npm install` of the tarball wrote to standard error (its warnings). */
  readonly installWarnings: string;
  /** Removes everything this made. */
  remove(): void;
}

function run(command: string, args: readonly string[], cwd: string): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd, env: cleanEnv(), maxBuffer: 16 << 20, timeout: 300_000 }, (error, stdout, stderr) =>
      error === null
        ? resolve({ stdout, stderr })
        : reject(new Error(`${command} ${args.join(' ')}: ${error.message}\n${stderr}`)),
    );
  });
}

/** `npm pack` (its prepack builds dist-package/) into `destination`; what npm reports about the tarball. */
export async function packPackage(destination: string): Promise<PackReport> {
  const packed = await run('npm', ['pack', '--json', '--pack-destination', destination], ROOT);
  return (JSON.parse(packed.stdout) as PackReport[])[0] as PackReport;
}

/**
 * `npm pack` (its prepack builds dist-package/) and `npm install ./that.tgz`
 * into an empty folder, from npm's cache when it has everything (`--offline`),
 * else allowing the registry for what is missing (`--prefer-offline`).
 */
export async function installPackedPackage(command: string): Promise<InstalledPackage> {
  const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'pwgen-package-')));
  try {
    const pack = await packPackage(scratch);
    const app = join(scratch, 'app');
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), '{ "name": "app", "private": true, "type": "module" }\n');
    // Without --ignore-scripts, as users install it: npm then warns about any install script it holds back.
    const install = ['install', join(scratch, pack.filename), '--no-audit', '--no-fund'];
    let installed: { stderr: string };
    try {
      installed = await run('npm', [...install, '--offline'], app);
    } catch {
      installed = await run('npm', [...install, '--prefer-offline'], app);
    }
    return {
      pack,
      app,
      bin: join(app, 'node_modules', '.bin', command),
      packageDir: join(app, 'node_modules', 'pwgen-service'),
      installWarnings: installed.stderr,
      remove: () => rmSync(scratch, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
}

/** What a finished command printed, and how it ended. */
export interface CommandResult {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Options of {@link runCommand}. */
export interface RunOptions {
  /** Written to standard input, which is then closed; standard input is empty without it. */
  readonly input?: string | Uint8Array;
  readonly env?: Readonly<Record<string, string>>;
  readonly cwd?: string;
  /** Extra arguments for node before the script (the script is then run with process.execPath). */
  readonly nodeArgs?: readonly string[];
}

/** Runs an installed command to its end. */
export function runCommand(bin: string, args: readonly string[], options: RunOptions = {}): Promise<CommandResult> {
  const [file, argv] =
    options.nodeArgs === undefined
      ? [bin, args]
      : [process.execPath, [...options.nodeArgs, realpathSync(bin), ...args]];
  const child = spawn(file, argv, {
    cwd: options.cwd,
    env: cleanEnv(options.env),
    stdio: ['pipe', 'pipe', 'pipe'],
    timeout: 60_000,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  child.stdin.on('error', () => {
    // The command may exit without reading its input: that is its business.
  });
  child.stdin.end(options.input ?? '');
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}
