import { readFileSync } from 'node:fs';
import { COMMAND_NAME } from './help.js';

/**
 * The version in the package's package.json, found by walking up from this
 * file: the layout differs between the repository's build and an installed package.
 */
export function packageVersion(): string {
  let directory = new URL('./', import.meta.url);
  for (let depth = 0; depth < 6; depth++) {
    try {
      const manifest = JSON.parse(readFileSync(new URL('package.json', directory), 'utf8')) as {
        name?: unknown;
        version?: unknown;
      };
      if (manifest.name === COMMAND_NAME && typeof manifest.version === 'string') return manifest.version;
    } catch {
      // No package.json at this level: look one up.
    }
    directory = new URL('../', directory);
  }
  return 'unknown';
}
