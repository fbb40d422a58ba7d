/**
 * The lock file as `npm ci` installs it: no install-analytics package (`@scarf/scarf` pinged its makers on
 * every install, and the project promises no telemetry), and every package with an install script declared in
 * package.json's `allowScripts` (true to run it, false to skip it), so that `npm ci` prints no "install scripts
 * not yet covered by allowScripts" notice and no script runs that nobody chose.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from './support/package.js';

interface LockEntry {
  readonly name?: string;
  readonly version?: string;
  readonly hasInstallScript?: boolean;
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

/** A lock entry's package name: its own `name`, else the last `node_modules/` segment of its path. */
function packageName(path: string, entry: LockEntry): string {
  return entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

/** The package name of an allowScripts key: `esbuild`, `@scope/name`, or either with `@version` after it. */
function allowedName(key: string): string {
  const at = key.indexOf('@', 1);
  return at === -1 ? key : key.slice(0, at);
}

/** The installed packages of a lock (the root project left out), by path. */
function installed(lock: unknown): [path: string, entry: LockEntry][] {
  const packages = (lock as { packages?: Record<string, LockEntry> }).packages ?? {};
  return Object.entries(packages).filter(([path]) => path !== '');
}

/** Install-analytics packages found in a lock. */
function analytics(lock: unknown): string[] {
  return installed(lock)
    .map(([path, entry]) => packageName(path, entry))
    .filter((name) => name.startsWith('@scarf/'));
}

/** Packages of a lock with an install script that `allowScripts` does not name, as `name@version`. */
function uncovered(lock: unknown, allowScripts: Readonly<Record<string, unknown>>): string[] {
  const declared = new Set(
    Object.entries(allowScripts)
      .filter(([, allowed]) => typeof allowed === 'boolean')
      .map(([key]) => allowedName(key)),
  );
  return installed(lock)
    .filter(([, entry]) => entry.hasInstallScript === true)
    .map(([path, entry]) => [packageName(path, entry), entry.version] as const)
    .filter(([name]) => !declared.has(name))
    .map(([name, version]) => `${name}@${version}`);
}

describe('package-lock.json', () => {
  const lock = readJson('package-lock.json');
  const { allowScripts = {} } = readJson('package.json') as { allowScripts?: Record<string, unknown> };

  it('holds no @scarf/ package', () => {
    assert.deepEqual(analytics(lock), []);
  });

  it("declares every package's install script in package.json's allowScripts", () => {
    assert.ok(
      installed(lock).some(([, entry]) => entry.hasInstallScript === true),
      'the lock has install scripts',
    );
    assert.deepEqual(uncovered(lock, allowScripts), []);
  });

  it('the checks can fail: a scarf package and an undeclared script are seen, nested or scoped', () => {
    const sample = {
      packages: {
        '': { name: 'pwgen-service' },
        'node_modules/esbuild': { version: '0.28.2', hasInstallScript: true },
        'node_modules/a/node_modules/@scarf/scarf': { version: '1.4.0', hasInstallScript: true },
        'node_modules/@x/y': { version: '2.0.0', hasInstallScript: true },
        'node_modules/plain': { version: '1.0.0' },
      },
    };
    assert.deepEqual(analytics(sample), ['@scarf/scarf']);
    assert.deepEqual(uncovered(sample, { esbuild: true, '@x/y@2': false }), ['@scarf/scarf@1.4.0']);
    assert.deepEqual(uncovered(sample, { esbuild: 'yes', '@x/y': false }), ['esbuild@0.28.2', '@scarf/scarf@1.4.0']);
  });
});
