// @ts-check
/**
 * The build stamp: `dist/.build-stamp`, written by scripts/build.mjs once every
 * build step has succeeded, and checked by scripts/start.mjs before it serves.
 * Its mtime is the moment the build started, so a source saved while the build
 * was running still counts as newer than the build.
 *
 * Plain JavaScript on purpose: it must run when dist/ is missing or stale.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** The build stamp, relative to the project root. */
export const STAMP_PATH = join('dist', '.build-stamp');

/** The source tree the build reads; without it (an installed tarball) nothing is checked. */
const SOURCE_DIR = 'src';

/** Build inputs outside the source tree. */
const SOURCE_FILES = ['tsconfig.json'];

/** Editor droppings that are not build inputs: dotfiles (swap files), `foo~`, `#foo#`. */
const isIgnored = (/** @type {string} */ name) => name.startsWith('.') || name.startsWith('#') || name.endsWith('~');

/** Created when a build starts and renamed to the stamp when it succeeds. */
const PENDING_PATH = join('dist', '.build-pending');

/**
 * Starts a build: deletes the stamp, so a failed build leaves none, and creates
 * the pending stamp, whose mtime (set by the file system's own clock) is the
 * moment the build started.
 * @param {string} root project root
 */
export function beginStamp(root) {
  rmSync(join(root, STAMP_PATH), { force: true });
  mkdirSync(dirname(join(root, PENDING_PATH)), { recursive: true });
  writeFileSync(join(root, PENDING_PATH), `build started ${new Date().toISOString()}\n`);
}

/**
 * Ends a successful build: the pending stamp becomes the stamp (a rename keeps its mtime).
 * @param {string} root project root
 */
export function completeStamp(root) {
  renameSync(join(root, PENDING_PATH), join(root, STAMP_PATH));
}

/**
 * Why the build in `root` must not be served, as one line naming the fix, or
 * undefined when it is current (or when there is no src/ to compare with).
 * Costs one stat per source file.
 * @param {string} root project root
 * @returns {string | undefined}
 */
export function buildProblem(root) {
  if (!existsSync(join(root, SOURCE_DIR))) return undefined;
  let stampMs;
  try {
    stampMs = statSync(join(root, STAMP_PATH)).mtimeMs;
  } catch {
    return 'No complete build in dist/ (missing, or a build step failed): run `npm run build`, then `npm start`.';
  }
  const newer = newerSource(root, stampMs);
  if (newer === undefined) return undefined;
  return `The build in dist/ is older than ${relative(root, newer)}: run \`npm run build\` (or \`npm run dev\` while editing), then \`npm start\`.`;
}

/**
 * The first build input modified after `stampMs`, if any.
 * @param {string} root
 * @param {number} stampMs
 * @returns {string | undefined}
 */
function newerSource(root, stampMs) {
  for (const name of SOURCE_FILES) {
    const path = join(root, name);
    if (existsSync(path) && statSync(path).mtimeMs > stampMs) return path;
  }
  return newerInTree(join(root, SOURCE_DIR), stampMs);
}

/**
 * @param {string} dir
 * @param {number} stampMs
 * @returns {string | undefined}
 */
function newerInTree(dir, stampMs) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (isIgnored(entry.name)) continue;
    const path = join(dir, entry.name);
    const found = entry.isDirectory() ? newerInTree(path, stampMs) : newerFile(path, stampMs);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * @param {string} path
 * @param {number} stampMs
 * @returns {string | undefined}
 */
function newerFile(path, stampMs) {
  return statSync(path).mtimeMs > stampMs ? path : undefined;
}
