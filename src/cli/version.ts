import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COMMAND_NAME } from './help.js';

/**
 * The folder of the package's package.json, found by walking up from this
 * file: the layout differs between the repository's build and an installed package.
 */
function packageDirectory(): { readonly url: URL; readonly version: string } | undefined {
  let directory = new URL('./', import.meta.url);
  for (let depth = 0; depth < 6; depth++) {
    try {
      const manifest = JSON.parse(readFileSync(new URL('package.json', directory), 'utf8')) as {
        name?: unknown;
        version?: unknown;
      };
      if (manifest.name === COMMAND_NAME && typeof manifest.version === 'string') {
        return { url: directory, version: manifest.version };
      }
    } catch {
      // No package.json at this level: look one up.
    }
    directory = new URL('../', directory);
  }
  return undefined;
}

/** The version in the package's package.json. */
export function packageVersion(): string {
  return packageDirectory()?.version ?? 'unknown';
}

/** The path of a file the package ships (`docs/operations.md`), or undefined when it is not there. */
export function packageFile(relativePath: string): string | undefined {
  const directory = packageDirectory();
  if (directory === undefined) return undefined;
  const path = fileURLToPath(new URL(relativePath, directory.url));
  return existsSync(path) ? path : undefined;
}
