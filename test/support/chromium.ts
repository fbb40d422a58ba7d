import { accessSync, constants } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's chromium package (installed by .ci/run), driven by playwright-core: no browser download. */
export const CHROMIUM_BIN = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const IN_CI = process.env.CI !== undefined && process.env.CI !== '' && process.env.CI !== 'false';

function installed(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * `describe` options for a suite that needs Chromium: skipped with the reason
 * (said on stderr too) when it is missing outside CI; in CI it runs and fails.
 */
export function chromiumSuite(suiteName: string): { skip?: string } {
  if (installed(CHROMIUM_BIN) || IN_CI) return {};
  const reason = `${CHROMIUM_BIN} is not installed; install it (Debian: apt-get install chromium) to run the browser tests`;
  process.stderr.write(`SKIPPED browser tests "${suiteName}": ${reason}\n`);
  return { skip: reason };
}

/**
 * Headless Chromium with no background traffic of its own, so that every
 * request seen is the page's. With a `hostMap` (host names to local
 * `host:port` addresses, so that a page can be loaded from its public URL
 * while it is served on a loopback port) every other name and address fails
 * to resolve, so nothing can leave the machine.
 */
export function launchChromium(hostMap: Readonly<Record<string, string>> = {}): Promise<Browser> {
  const mapped = Object.entries(hostMap).map(([host, target]) => `MAP ${host} ${target}`);
  const rules = mapped.length === 0 ? [] : [`--host-resolver-rules=${[...mapped, 'MAP * ~NOTFOUND'].join(', ')}`];
  return chromium.launch({
    executablePath: CHROMIUM_BIN,
    args: [
      '--no-sandbox',
      '--headless=new',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...rules,
    ],
  });
}
