import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { PROJECT_ROOT, podman, podmanSync } from './podman.js';
import { type Endpoint, startTcpForward, type TcpForward } from './tcp-forward.js';
import { waitFor } from './wait-for.js';

/** One Kubernetes object of a manifest file, as far as the tests read it. */
export interface KubeObject {
  readonly kind: string;
  readonly metadata: { readonly name: string; readonly labels?: Record<string, string> };
  readonly spec?: any;
  readonly data?: Record<string, string>;
}

/** The objects of a manifest file under deploy/kubernetes/, in order. */
export function readManifest(file: string): KubeObject[] {
  const text = readFileSync(join(PROJECT_ROOT, 'deploy/kubernetes', file), 'utf8');
  return parseAllDocuments(text).map((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]?.message}`);
    return document.toJS() as KubeObject;
  });
}

/** The one object of that kind (and name, if given) in a list; throws when there is none. */
export function objectOf(objects: readonly KubeObject[], kind: string, name?: string): KubeObject {
  const found = objects.find((o) => o.kind === kind && (name === undefined || o.metadata.name === name));
  if (found === undefined) throw new Error(`no ${kind}${name === undefined ? '' : ` ${name}`} in the manifests`);
  return found;
}

/** A pod that `podman kube play` made for a Deployment's replica. */
export interface PlayedPod {
  readonly name: string;
  /** The pod's address on the test's network. */
  readonly ip: string;
  /** The name of the container that runs the Deployment's (first) container. */
  readonly container: string;
}

/** A Service of the manifests, as the stand-in provides it (see playManifests). */
export interface PlayedService {
  /** The selected pods, as last listed. */
  readonly pods: readonly PlayedPod[];
  /**
   * Lists the pods again. Podman stops a pod's infra container when its last container exits, and
   * a pod started again gets a new address (in Kubernetes a restarted container keeps its pod's).
   */
  refresh(): Promise<void>;
  /** The pods whose readiness probe passed at its last run. */
  ready(): readonly PlayedPod[];
  /** The host-side forward of each Service port, by port name. */
  readonly ports: ReadonlyMap<string, TcpForward>;
}

/** Manifests played with `podman kube play`, with Kubernetes' Services stood in for. */
export interface PlayedManifests {
  readonly network: string;
  service(name: string): PlayedService;
  /** Stops the forwards and the probes, then removes the pods (`podman kube down`) and the network. */
  tearDown(): Promise<void>;
}

const PROBE_INTERVAL_MS = 200;

/**
 * Plays manifest files in order onto a new Podman network (DNS on) named `network`, as an operator
 * would apply them to a cluster, and stands in for what Podman 4.3's `kube play` leaves out, the
 * Services (it creates one pod per replica, reachable at its own address):
 * - a Service's name resolves in the pods to its pod, when it selects one pod and maps each port
 *   to itself (cluster DNS; Redis here);
 * - each Service port gets a forward on a host loopback port, spreading connections round robin over
 *   the selected pods that are ready (kube-proxy), readiness being the Deployment's own readinessProbe
 *   (its httpGet path and port) run every 200 ms from the host.
 * Only what this created is removed, by name: the manifests' pods and the network.
 */
export async function playManifests(files: readonly string[], network: string): Promise<PlayedManifests> {
  const played: string[] = [];
  const services = new Map<string, PlayedService>();
  const closers: (() => Promise<void>)[] = [];
  let tornDown = false;
  const tearDownSync = () => {
    if (tornDown) return;
    for (const file of [...played].reverse()) podmanSync(['kube', 'down', manifestPath(file)]);
    podmanSync(['network', 'rm', network]);
  };
  // A test that dies half-way must not leave pods behind.
  process.once('exit', tearDownSync);
  const tearDown = async () => {
    for (const close of closers) await close();
    tearDownSync();
    tornDown = true;
    process.off('exit', tearDownSync);
  };
  try {
    await podman(['network', 'create', network]);
    for (const file of files) {
      played.push(file);
      await podman(['kube', 'play', '--network', network, manifestPath(file)], 120_000);
      const objects = readManifest(file);
      for (const service of objects.filter((o) => o.kind === 'Service')) {
        const standIn = await standInService(service, objects, network);
        services.set(service.metadata.name, standIn.service);
        closers.push(standIn.close);
      }
    }
  } catch (error) {
    await tearDown();
    throw error;
  }
  return {
    network,
    service(name) {
      const found = services.get(name);
      if (found === undefined) throw new Error(`no Service ${name}`);
      return found;
    },
    tearDown,
  };
}

function manifestPath(file: string): string {
  return join(PROJECT_ROOT, 'deploy/kubernetes', file);
}

async function standInService(
  service: KubeObject,
  objects: readonly KubeObject[],
  network: string,
): Promise<{ service: PlayedService; close(): Promise<void> }> {
  const selector: Record<string, string> = service.spec.selector;
  const deployment = objects.find(
    (o) =>
      o.kind === 'Deployment' &&
      Object.entries(selector).every(([key, value]) => o.spec.template.metadata.labels?.[key] === value),
  );
  if (deployment === undefined) throw new Error(`Service ${service.metadata.name} selects no Deployment's pods`);
  let pods = await podsOf(selector, network, deployment.spec.replicas ?? 1);
  const ports: { name: string; port: number; targetPort: number }[] = service.spec.ports;
  if (pods.length === 1 && ports.every((p) => p.port === p.targetPort)) {
    await addDnsName(pods[0] as PlayedPod, service.metadata.name, network);
    pods = await podsOf(selector, network, pods.length);
  }
  const probe = deployment.spec.template.spec.containers[0]?.readinessProbe?.httpGet;
  let ready: readonly PlayedPod[] = [];
  let probing = true;
  const probeAll = async () => {
    while (probing) {
      const results = await Promise.all(
        pods.map((pod) => (probe === undefined ? Promise.resolve(true) : httpOk(pod.ip, probe.port, probe.path))),
      );
      ready = pods.filter((_, i) => results[i]);
      await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
    }
  };
  const probing$ = probeAll();
  const forwards = new Map<string, TcpForward>();
  for (const { name, targetPort } of ports) {
    forwards.set(name, await startTcpForward(() => ready.map((pod): Endpoint => ({ host: pod.ip, port: targetPort }))));
  }
  return {
    service: {
      get pods() {
        return pods;
      },
      async refresh() {
        const count = pods.length;
        pods = await waitFor('the pods, listed with addresses', () => podsOf(selector, network, count));
      },
      ready: () => ready,
      ports: forwards,
    },
    async close() {
      probing = false;
      await probing$;
      for (const forward of forwards.values()) await forward.close();
    },
  };
}

/** The pods on the network carrying every label of the selector, once `count` of them run. */
async function podsOf(selector: Record<string, string>, network: string, count: number): Promise<PlayedPod[]> {
  const filters = [
    `--filter=network=${network}`,
    ...Object.entries(selector).map(([k, v]) => `--filter=label=${k}=${v}`),
  ];
  const listed: { Name: string; InfraId: string; Containers: { Id: string; Names: string }[] }[] = JSON.parse(
    await podman(['pod', 'ps', ...filters, '--format=json']),
  );
  if (listed.length !== count) throw new Error(`${listed.length} pods match ${JSON.stringify(selector)}, not ${count}`);
  const pods: PlayedPod[] = [];
  for (const pod of listed.sort((a, b) => a.Name.localeCompare(b.Name))) {
    const ip = await podman([
      'inspect',
      pod.InfraId,
      `--format={{(index .NetworkSettings.Networks "${network}").IPAddress}}`,
    ]);
    const container = pod.Containers.find((c) => c.Id !== pod.InfraId);
    if (container === undefined || ip === '') throw new Error(`pod ${pod.Name} has no container or no address`);
    pods.push({ name: pod.Name, ip, container: container.Names });
  }
  return pods;
}

// Cluster DNS for a one-pod Service: the Service's name becomes a network alias of the pod (Podman
// sets aliases when a container joins a network, so the pod leaves the network and joins it again).
async function addDnsName(pod: PlayedPod, name: string, network: string): Promise<void> {
  const infra = await podman(['pod', 'inspect', pod.name, '--format={{.InfraContainerID}}']);
  await podman(['network', 'disconnect', network, infra]);
  await podman(['network', 'connect', '--alias', name, network, infra]);
}

/** True when GET http://host:port{path} answers 2xx within a second. */
export function httpOk(host: string, port: number, path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host, port, path, agent: false, timeout: 1_000 }, (res) => {
      res.resume();
      resolve((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });
}

/** Waits until the Service has `count` ready pods. */
export function waitForReady(service: PlayedService, count: number, timeoutMs = 60_000): Promise<true> {
  return waitFor(`${count} ready pods`, () => service.ready().length === count, timeoutMs);
}
