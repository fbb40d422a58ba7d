// @ts-check
/**
 * `npm run kube:up` and `npm run kube:down`: deploy/kubernetes/ played with Podman on one machine, as
 * docs/operations.md describes ("Kubernetes manifests on one machine"). A real cluster takes the same
 * files with `kubectl apply -f deploy/kubernetes/`; Podman 4.3's `kube play` leaves out what a
 * cluster adds, so this script stands in for it:
 * - Services: Podman makes one pod per replica and ignores Services, so each Service's name becomes
 *   a network alias of its pods (the pods then find `redis` as in a cluster);
 * - a way in: the pods publish no port (their manifests list none), so a small gateway container
 *   publishes one port on the host's loopback and spreads connections over the replicas;
 * - images: a missing Redis image is pulled or made locally (scripts/base-images.mjs), a missing
 *   service image built (scripts/image.mjs).
 * `up` waits until GET /readyz answers 200 over four fresh connections in a row through the gateway,
 * so that every replica is ready. Whatever it made is removed by `down`, and by `up` itself when a step
 * fails: the gateway, the manifests' pods and the network.
 *
 * Environment: KUBE_PORT, the loopback port (8080 by default). Podman as root (the networks need it).
 */

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { provideImages, REDIS_IMAGE } from './base-images.mjs';
import { buildImage, IMAGE_NAME } from './image.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The Podman network the pods share, and the gateway container: every name this script makes. */
export const KUBE_NETWORK = 'pwgen-kube';
export const KUBE_GATEWAY = 'pwgen-kube-gateway';
/** The manifests in the order a cluster would take them (Redis first: the service waits for it). */
const MANIFESTS = ['redis.yaml', 'pwgen-service.yaml'];
/** Each Service's name, and the label value that selects its pods. */
const SERVICES = [
  { name: 'redis', selector: 'app.kubernetes.io/name=redis' },
  { name: 'pwgen-service', selector: 'app.kubernetes.io/name=pwgen-service' },
];
const READY_TIMEOUT_MS = 180_000;

/**
 * The gateway's program: each connection goes to the next address of the service's name (the
 * replicas' aliases), and to the one after when that one refuses.
 */
const GATEWAY_PROGRAM = `
const net = require('node:net');
const dns = require('node:dns');
let next = 0;
function forward(client, addresses, tries) {
  if (tries === 0) return client.destroy();
  const upstream = net.connect(8080, addresses[next++ % addresses.length]);
  const refused = () => forward(client, addresses, tries - 1);
  upstream.once('error', refused);
  upstream.once('connect', () => {
    upstream.off('error', refused);
    upstream.on('error', () => client.destroy());
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
}
net.createServer((client) => {
  // Paused until piped: nothing the client sends is lost while the replica is looked up.
  client.pause();
  client.on('error', () => client.destroy());
  dns.lookup('pwgen-service', { all: true, family: 4 }, (error, found) => {
    const addresses = error ? [] : found.map((entry) => entry.address);
    if (addresses.length === 0) return client.destroy();
    forward(client, addresses, addresses.length);
  });
}).listen(8080);
`;

/**
 * Podman's output, trimmed; throws with its stderr unless it exits 0.
 * @param {readonly string[]} args
 * @returns {string}
 */
function podman(args) {
  const result = spawnSync('podman', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.error !== undefined) throw result.error;
  if (result.status !== 0) throw new Error(`podman ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/**
 * Podman, whose failure does not matter (removing what may not exist).
 * @param {readonly string[]} args
 */
function podmanQuietly(args) {
  spawnSync('podman', args, { stdio: 'ignore' });
}

/** @param {string} line */
function say(line) {
  process.stderr.write(`kube: ${line}\n`);
}

/** @param {string} file */
const manifest = (file) => join(ROOT, 'deploy/kubernetes', file);

/** Removes the gateway, the manifests' pods (whole or half made) and the network; absent ones are skipped. */
export function kubeDown() {
  podmanQuietly(['rm', '--force', '--ignore', KUBE_GATEWAY]);
  for (const file of [...MANIFESTS].reverse()) podmanQuietly(['kube', 'down', manifest(file)]);
  const left = spawnSync('podman', ['pod', 'ps', '--quiet', `--filter=network=${KUBE_NETWORK}`], { encoding: 'utf8' });
  for (const pod of (left.stdout ?? '').split('\n').filter((id) => id !== ''))
    podmanQuietly(['pod', 'rm', '--force', pod]);
  podmanQuietly(['network', 'rm', '--force', KUBE_NETWORK]);
}

/**
 * Gives each pod of a Service its name on the network (cluster DNS): Podman sets aliases when a
 * container joins a network, so each pod's infra container leaves the network and joins it again.
 * @param {{ name: string, selector: string }} service
 */
function nameService(service) {
  const pods = podman([
    'pod',
    'ps',
    '--quiet',
    `--filter=network=${KUBE_NETWORK}`,
    `--filter=label=${service.selector}`,
  ]);
  const ids = pods.split('\n').filter((id) => id !== '');
  if (ids.length === 0) throw new Error(`no pod of ${service.name} was made`);
  for (const id of ids) {
    const infra = podman(['pod', 'inspect', id, '--format={{.InfraContainerID}}']);
    podman(['network', 'disconnect', KUBE_NETWORK, infra]);
    podman(['network', 'connect', '--alias', service.name, KUBE_NETWORK, infra]);
  }
}

/**
 * Resolves once GET url answers 200, or rejects at the deadline.
 * @param {string} url
 */
async function waitForReady(url) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  // The gateway sends each connection to the next replica: ready is every replica ready, so the answers
  // over READY_IN_A_ROW fresh connections in a row must all be 200 (one 200 was one replica's).
  for (let inARow = 0; inARow < READY_IN_A_ROW; ) {
    inARow = (await statusOverNewConnection(url)) === 200 ? inARow + 1 : 0;
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${READY_TIMEOUT_MS / 1000} s`);
    if (inARow === 0) await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Answers over this many fresh connections in a row say the service is ready: twice each replica. */
const READY_IN_A_ROW = 4;

/**
 * The status of GET `url` over a connection of its own, or 0 when nothing answered within 2 s.
 * @param {string} url
 * @returns {Promise<number>}
 */
function statusOverNewConnection(url) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

/**
 * Plays the manifests and waits until the service is ready on 127.0.0.1:port; cleans up on failure.
 * @param {number} port
 * @returns {Promise<string>} the service's address on the host
 */
export async function kubeUp(port) {
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const image = `${IMAGE_NAME}:${version}`;
  provideImages([REDIS_IMAGE]);
  if (spawnSync('podman', ['image', 'exists', image]).status !== 0) {
    say(`${image} is missing: building it (npm run image)`);
    buildImage();
  }
  // A previous run's leftovers (an interrupted one too) would collide by name.
  kubeDown();
  const url = `http://127.0.0.1:${port}`;
  try {
    podman(['network', 'create', KUBE_NETWORK]);
    for (const [index, file] of MANIFESTS.entries()) {
      say(`podman kube play ${file}`);
      podman(['kube', 'play', '--network', KUBE_NETWORK, manifest(file)]);
      nameService(/** @type {{ name: string, selector: string }} */ (SERVICES[index]));
    }
    say(`the gateway on ${url}`);
    podman([
      'run',
      '--detach',
      `--name=${KUBE_GATEWAY}`,
      `--network=${KUBE_NETWORK}`,
      `--publish=127.0.0.1:${port}:8080`,
      '--read-only',
      '--cap-drop=ALL',
      '--no-healthcheck',
      '--entrypoint=node',
      image,
      '-e',
      GATEWAY_PROGRAM,
    ]);
    say('waiting for GET /readyz');
    await waitForReady(`${url}/readyz`);
  } catch (error) {
    say('failed: removing what was made');
    kubeDown();
    throw error;
  }
  return url;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [command] = process.argv.slice(2);
  if (spawnSync('podman', ['--version'], { stdio: 'ignore' }).status !== 0) {
    say('needs Podman (Debian: apt-get install podman runc netavark aardvark-dns catatonit iptables), run as root');
    process.exit(1);
  }
  if (command === 'down') {
    kubeDown();
    say(`removed ${KUBE_GATEWAY}, the pods of deploy/kubernetes/ and the network ${KUBE_NETWORK}`);
  } else if (command === 'up') {
    const port = Number(process.env.KUBE_PORT ?? '8080');
    try {
      const url = await kubeUp(port);
      say(
        `ready: ${url} (the pages at ${url}/generator, the API reference at ${url}/docs); npm run kube:down removes it`,
      );
    } catch (error) {
      say(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    }
  } else {
    say('usage: node scripts/kube.mjs up|down');
    process.exitCode = 2;
  }
}
