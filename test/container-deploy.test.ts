// Issue 33: the image and the Kubernetes manifests, run as an operator runs them. The image is built
// with Podman (its bases made locally when no registry answers: scripts/base-images.mjs), the
// manifests are played with `podman kube play`, and the checks go through the Service's port.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { parse } from 'yaml';
import { GENERATE_REQUEST, keepAliveLoad } from './support/keep-alive-load.js';
import {
  type KubeObject,
  objectOf,
  type PlayedManifests,
  type PlayedPod,
  type PlayedService,
  playManifests,
  readManifest,
  waitForReady,
} from './support/kube-play.js';
import { PROJECT_ROOT, podman, podmanSuite, runCommand } from './support/podman.js';
import { findOnPath, freePort, IN_CI } from './support/redis-server.js';
import { startTcpForward } from './support/tcp-forward.js';
import { waitFor } from './support/wait-for.js';

const SUITE = 'the container image and the Kubernetes manifests, run with Podman';
const IMAGE = 'localhost/pwgen-service';
const { version: VERSION } = JSON.parse(readFileSync(`${PROJECT_ROOT}package.json`, 'utf8')) as { version: string };
// Everything this file creates is named from this, and removed by name.
const RUN_NAME = `pwgen-deploy-test-${process.pid}`;
const MANIFESTS = ['redis.yaml', 'pwgen-service.yaml'] as const;

/** A plain HTTP exchange on a new connection (so a Service's forward picks a pod for each). */
interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly text: string;
  readonly body: any;
}

function send(
  port: number,
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
  host = '127.0.0.1',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host,
        port,
        method,
        path,
        agent: false,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Every string of every `passwords` array in a JSON value. */
function passwordsIn(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) passwordsIn(item, into);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'passwords' && Array.isArray(inner)) {
        for (const p of inner) if (typeof p === 'string') into.add(p);
      } else {
        passwordsIn(inner, into);
      }
    }
  }
}

/** The passwords (and their JSON-escaped forms) found in a log. */
function leakedInto(log: string, passwords: ReadonlySet<string>): string[] {
  return [...passwords].filter((p) => log.includes(p) || log.includes(JSON.stringify(p).slice(1, -1)));
}

/** Requests that carry a generated password the way a confused client might send it back. */
async function errorPathsCarrying(port: number, pw: (i: number) => string, host?: string): Promise<Answer[]> {
  // One after another: seven connections at once through Podman's published port were once reset under load.
  const requests: (() => Promise<Answer>)[] = [
    () => send(port, 'POST', '/v1/generate', JSON.stringify({ [pw(1)]: true }), {}, host),
    () => send(port, 'POST', '/v1/generate', JSON.stringify({ length: pw(2) }), {}, host),
    () => send(port, 'POST', '/v1/generate', `{"length": "${pw(3)}"`, {}, host),
    () => send(port, 'POST', '/v1/check', JSON.stringify({ password: pw(4) }), {}, host),
    () => send(port, 'POST', '/nope', JSON.stringify({ password: pw(5) }), {}, host),
    () => send(port, 'PUT', '/v1/check', pw(6), {}, host),
    () =>
      send(
        port,
        'POST',
        '/mcp',
        JSON.stringify({ jsonrpc: '2.0', id: 1, method: pw(7) }),
        { accept: 'application/json, text/event-stream' },
        host,
      ),
  ];
  const answers: Answer[] = [];
  for (const request of requests) answers.push(await request());
  return answers;
}

/** The one "stopped" line a drained process logs (pino JSON). */
function stopLine(log: string): { signal: string; requestsDrained: number; exitCode: number } | undefined {
  const line = log.split('\n').find((text) => text.includes('"msg":"stopped'));
  return line === undefined ? undefined : JSON.parse(line);
}

/** PID 1 of a container as the kernel sees it: its user ids, capabilities, command, and the root mount. */
async function pidOne(container: string) {
  const [status = '', mounts = '', cmdline = ''] = (
    await podman([
      'exec',
      container,
      'sh',
      '-c',
      'cat /proc/1/status; echo @@; cat /proc/1/mounts; echo @@; cat /proc/1/cmdline',
    ])
  ).split('@@\n');
  const uids = (/^Uid:\s+(.*)$/m.exec(status)?.[1] ?? '').split(/\s+/).map(Number);
  const effectiveCaps = /^CapEff:\s+(\w+)$/m.exec(status)?.[1];
  const rootOptions = mounts
    .split('\n')
    .map((line) => line.split(' '))
    .filter((fields) => fields[1] === '/')
    .at(-1)?.[3]
    ?.split(',');
  return { uids, effectiveCaps, rootOptions, command: cmdline.split('\0').filter(Boolean) };
}

/**
 * Starts a container again, as the kubelet restarts a failed one (Podman's restart policy does not
 * here), and waits for the Service to have both pods ready.
 */
async function restart(service: PlayedService, pod: PlayedPod): Promise<void> {
  await podman(['start', pod.container]);
  await service.refresh();
  try {
    await waitForReady(service, 2);
  } catch (error) {
    const state = await podman([
      'inspect',
      pod.container,
      '--format={{.State.Status}} {{.State.ExitCode}} {{.State.Error}}',
    ]);
    const log = await podman(['logs', '--tail=20', pod.container]);
    throw new Error(`${String(error)}; ${pod.container}: ${state}\n${log}`);
  }
}

async function imageSize(name: string): Promise<string> {
  const bytes = Number(await podman(['image', 'inspect', name, '--format={{.Size}}']));
  return `${name} ${(bytes / 1e6).toFixed(1)} MB`;
}

async function timed(label: string, command: string, args: string[]): Promise<void> {
  const started = Date.now();
  const { stderr } = await runCommand(command, args, { timeoutMs: 15 * 60_000 });
  process.stderr.write(
    `${stderr
      .split('\n')
      .filter((line) => /^(image|base-images):/.test(line))
      .join('\n')}\n`,
  );
  process.stderr.write(`container tests: ${label} took ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

// What an operator reads and applies, checked without running anything (Podman or not).
describe('the deployment files', () => {
  const objects: KubeObject[] = MANIFESTS.flatMap((file) => readManifest(file));
  const deployment = objectOf(objects, 'Deployment', 'pwgen-service');
  const container = deployment.spec.template.spec.containers[0];

  it('the manifests: 2 replicas, probes, resources, a PodDisruptionBudget, locked down, metrics annotated', () => {
    assert.equal(deployment.spec.replicas, 2);
    assert.equal(container.image, `${IMAGE}:${VERSION}`, 'the Deployment runs this version');
    assert.equal(container.livenessProbe.httpGet.path, '/healthz');
    assert.equal(container.readinessProbe.httpGet.path, '/readyz');
    for (const kind of ['requests', 'limits']) {
      assert.ok(container.resources[kind].cpu && container.resources[kind].memory, kind);
    }
    const pdb = objectOf(objects, 'PodDisruptionBudget');
    assert.deepEqual(pdb.spec.selector.matchLabels, deployment.spec.selector.matchLabels);
    assert.ok(pdb.spec.minAvailable >= 1);
    for (const d of objects.filter((o) => o.kind === 'Deployment')) {
      const spec = d.spec.template.spec;
      assert.equal(spec.securityContext.runAsNonRoot, true, d.metadata.name);
      assert.ok(spec.securityContext.runAsUser > 0, d.metadata.name);
      for (const c of spec.containers) {
        assert.equal(c.securityContext.readOnlyRootFilesystem, true, d.metadata.name);
        assert.equal(c.securityContext.allowPrivilegeEscalation, false, d.metadata.name);
        assert.deepEqual(c.securityContext.capabilities.drop, ['ALL'], d.metadata.name);
      }
    }
    const configMap = objectOf(objects, 'ConfigMap', 'pwgen-service');
    const annotations = deployment.spec.template.metadata.annotations;
    assert.equal(annotations['prometheus.io/scrape'], 'true');
    assert.equal(annotations['prometheus.io/port'], configMap.data?.METRICS_PORT);
    assert.equal(configMap.data?.REDIS_URL, 'redis://redis:6379');
  });

  // Issue 38: the metrics port went through the public Service, and nothing restricted who reached it.
  it('the metrics port: off the public Service, on a Service of its own, reachable from the scraper only', () => {
    const configMap = objectOf(objects, 'ConfigMap', 'pwgen-service');
    const metricsPort = Number(configMap.data?.METRICS_PORT);
    const apiPort = Number(container.readinessProbe.httpGet.port);
    const selector = deployment.spec.selector.matchLabels;
    const selects = (labels: Record<string, string>) =>
      Object.entries(labels).every(([key, value]) => deployment.spec.template.metadata.labels[key] === value);
    const portsOf = (service: KubeObject): number[] =>
      service.spec.ports.map((port: { targetPort: number }) => Number(port.targetPort));

    const services = objects.filter((o) => o.kind === 'Service' && selects(o.spec.selector));
    assert.deepEqual(
      portsOf(objectOf(objects, 'Service', 'pwgen-service')),
      [apiPort],
      'the public Service: the API only',
    );
    for (const service of services) {
      const ports = portsOf(service);
      assert.ok(!(ports.includes(metricsPort) && ports.includes(apiPort)), `${service.metadata.name} mixes the two`);
    }
    assert.deepEqual(portsOf(objectOf(objects, 'Service', 'pwgen-service-metrics')), [metricsPort]);

    const policy = objectOf(objects, 'NetworkPolicy', 'pwgen-service');
    assert.deepEqual(policy.spec.podSelector.matchLabels, selector, 'the policy selects the pods');
    assert.deepEqual(policy.spec.policyTypes, ['Ingress']);
    type Rule = { from?: object[]; ports?: { port: number }[] };
    const rules: Rule[] = policy.spec.ingress;
    const admitting = (port: number) => rules.filter((rule) => (rule.ports ?? []).some((p) => p.port === port));
    // The API: open to anyone. The metrics: only from the rules that name a source, and never open to all.
    assert.ok(admitting(apiPort).some((rule) => rule.from === undefined));
    const metricsRules = admitting(metricsPort);
    assert.ok(metricsRules.length > 0, 'the scraper reaches the metrics');
    for (const rule of [...metricsRules, ...rules.filter((r) => r.ports === undefined)]) {
      assert.ok(rule.from !== undefined && rule.from.length > 0, 'no rule opens the metrics port to everyone');
      for (const peer of rule.from) assert.ok('podSelector' in peer || 'ipBlock' in peer, JSON.stringify(peer));
    }
  });

  it('the compose file: the service (this version, read-only, non-root) and the Redis it names', () => {
    const compose = parse(readFileSync(`${PROJECT_ROOT}deploy/compose.yaml`, 'utf8'));
    const service = compose.services['pwgen-service'];
    assert.equal(service.image, `${IMAGE}:${VERSION}`);
    assert.equal(service.read_only, true);
    assert.match(service.user, /^[1-9]\d*:[1-9]\d*$/);
    assert.deepEqual(service.cap_drop, ['ALL']);
    assert.equal(service.environment.REDIS_URL, 'redis://redis:6379');
    assert.equal(compose.services.redis.read_only, true);
    assert.match(compose.services.redis.user, /^[1-9]\d*:[1-9]\d*$/);
  });
});

describe(SUITE, podmanSuite(SUITE), () => {
  let played: PlayedManifests | undefined;
  let app: PlayedService;
  const passwords = new Set<string>();

  before(async () => {
    // Without Podman (CI set, or the suite would be skipped) this fails here, saying so.
    process.stderr.write(`container tests: podman ${await podman(['version', '--format={{.Client.Version}}'])}\n`);
    await timed('the base images', process.execPath, ['scripts/base-images.mjs']);
    await timed('npm run image', process.execPath, ['scripts/image.mjs']);
    const started = Date.now();
    played = await playManifests(MANIFESTS, RUN_NAME);
    app = played.service('pwgen-service');
    await waitForReady(app, 2);
    process.stderr.write(`container tests: kube play to 2 ready replicas took ${Date.now() - started} ms\n`);
  });

  after(async () => {
    await played?.tearDown();
  });

  it('the image holds Node, the built service and its production dependencies only, and names itself', async (t) => {
    const [inspected] = JSON.parse(await podman(['image', 'inspect', `${IMAGE}:${VERSION}`]));
    const config = inspected.Config;
    assert.match(config.User, /^[1-9]\d*:[1-9]\d*$/, 'a numeric user and group, not root');
    assert.deepEqual(config.Entrypoint, ['node', 'dist/src/main.js'], 'Node itself is PID 1 and gets SIGTERM');
    assert.match((inspected.Healthcheck ?? config.Healthcheck).Test.join(' '), /\/healthz/);
    const labels = inspected.Labels;
    assert.equal(labels['org.opencontainers.image.licenses'], 'MIT');
    assert.equal(labels['org.opencontainers.image.version'], VERSION);
    assert.ok('org.opencontainers.image.source' in labels);
    assert.equal(inspected.Id, JSON.parse(await podman(['image', 'inspect', `${IMAGE}:latest`]))[0].Id);

    const script = [
      'for c in npm npx corepack yarn tsc esbuild gcc cc make python3; do command -v "$c"; done',
      'echo "app: $(ls -A /app | tr "\\n" " ")"',
      'echo "dist: $(ls -A /app/dist | tr "\\n" " ")"',
      'find /app/dist -name "*.ts" -o -name "*.test.js" | head -3',
      'for m in typescript esbuild @biomejs fast-check playwright-core; do test -e "/app/node_modules/$m" && echo "dev: $m"; done',
      'true',
    ].join('; ');
    const listing = await podman([
      'run',
      '--rm',
      '--network=none',
      '--read-only',
      '--entrypoint=/bin/sh',
      IMAGE,
      '-c',
      script,
    ]);
    assert.deepEqual(
      listing.split('\n').map((line) => line.trim()),
      ['app: LICENSE dist node_modules package.json', 'dist: src'],
      'no npm, compiler, sources, tests or dev dependencies',
    );
    t.diagnostic(
      (
        await Promise.all(
          [IMAGE, 'docker.io/library/node:26-bookworm-slim', 'docker.io/library/debian:bookworm-slim'].map(imageSize),
        )
      ).join(', '),
    );
  });

  it('run alone with a read-only root: the HEALTHCHECK passes, nothing logged at trace holds a password, SIGTERM exits 0', async () => {
    const name = `${RUN_NAME}-alone`;
    await podman(['run', '-d', '--name', name, '--read-only', `--network=${RUN_NAME}`, '-e', 'LOG_LEVEL=trace', IMAGE]);
    try {
      await waitFor(
        'the HEALTHCHECK to pass',
        async () => (await runCommand('podman', ['healthcheck', 'run', name], { allowFailure: true })).code === 0,
        30_000,
      );
      const ip = await podman([
        'inspect',
        name,
        `--format={{(index .NetworkSettings.Networks "${RUN_NAME}").IPAddress}}`,
      ]);
      const seen = new Set<string>();
      for (const body of [{ count: 20 }, { count: 20, length: 64 }, { count: 20, no_repeats: true }]) {
        const answer = await send(8080, 'POST', '/v1/generate', JSON.stringify(body), {}, ip);
        assert.equal(answer.status, 200, answer.text);
        passwordsIn(answer.body, seen);
      }
      const sample = [...seen];
      assert.equal(sample.length, 60);
      // Answered, with an error (in JSON-RPC's body for /mcp).
      for (const answer of await errorPathsCarrying(8080, (i) => sample[i] as string, ip)) {
        assert.ok(answer.status >= 400 || answer.body?.error !== undefined, answer.text);
      }
      // The access log records a request's path, never its query string: a canary in each.
      const canary = `canary${Date.now().toString(36)}`;
      const queryCanary = `query${Date.now().toString(36)}`;
      await send(8080, 'GET', `/${canary}?password=${queryCanary}`, undefined, {}, ip);
      await podman(['stop', '--time=20', name]);
      assert.equal(await podman(['inspect', name, '--format={{.State.ExitCode}}']), '0');
      const log = await podman(['logs', name]);
      assert.ok(log.includes(canary), 'trace logging was on, and the log is read');
      assert.ok(!log.includes(queryCanary), 'a query string is never logged');
      assert.deepEqual(leakedInto(log, seen), [], 'passwords in the container log');
      assert.equal(stopLine(log)?.signal, 'SIGTERM', log.slice(-1000));
    } finally {
      await runCommand('podman', ['rm', '-f', name], { allowFailure: true });
    }
  });

  it('through the Service: 60 generations over both replicas share one limit through Redis, the 61st is refused', async () => {
    const http = app.ports.get('http')?.port as number;
    for (let i = 0; i < 60; i++) {
      const answer = await send(http, 'POST', '/v1/generate', JSON.stringify({ length: 24, count: 2 }));
      assert.equal(answer.status, 200, `request ${i + 1}: ${answer.text}`);
      assert.equal(answer.body.passwords.length, 2);
      assert.ok(answer.body.analysis.bits > 100);
      passwordsIn(answer.body, passwords);
    }
    const refused = await send(http, 'POST', '/v1/generate', '{}');
    assert.equal(refused.status, 429, refused.text);
    assert.equal(refused.body.error, 'rate_limited');
    // Each replica served part of the 60 (and alone would have let all 60 and more through).
    const served = await Promise.all(app.pods.map((pod) => generated2xx(pod)));
    assert.equal(
      served.reduce((a, b) => a + b, 0),
      60,
    );
    assert.ok(
      served.every((n) => n > 0 && n < 60),
      `split: ${served.join(' + ')}`,
    );
  });

  it('through the Service: the pages, the reference and /metrics; both replicas ready on Redis', async () => {
    const http = app.ports.get('http')?.port as number;
    for (const path of ['/en/generator', '/es/checker', '/docs', '/openapi.json', '/']) {
      const answer = await send(http, 'GET', path);
      assert.equal(answer.status, 200, `${path}: ${answer.status}`);
    }
    assert.match((await send(http, 'GET', '/en/generator')).headers['content-type'] as string, /text\/html/);
    assert.equal(app.ports.get('metrics'), undefined, 'the public Service has no metrics port');
    const metricsPort = played?.service('pwgen-service-metrics').ports.get('metrics')?.port as number;
    const metrics = await send(metricsPort, 'GET', '/metrics');
    assert.equal(metrics.status, 200);
    assert.match(metrics.text, /^pwgen_rate_limit_store_info\{store="redis"\} 1$/m);
    for (const pod of app.pods) {
      const ready = await send(8080, 'GET', '/readyz', undefined, {}, pod.ip);
      assert.equal(ready.body.store, 'redis', `${pod.name}: ${ready.text}`);
    }
  });

  it('each container runs as a non-root user, on a read-only root filesystem, with no capability; Node is PID 1', async () => {
    const redis = played?.service('redis').pods ?? [];
    assert.equal(redis.length, 1);
    for (const pod of [...app.pods, ...redis]) {
      const { uids, effectiveCaps, rootOptions, command } = await pidOne(pod.container);
      assert.equal(uids.length, 4, pod.container);
      assert.ok(
        uids.every((uid) => uid !== 0),
        `${pod.container}: uids ${uids.join(' ')}`,
      );
      assert.equal(rootOptions?.[0], 'ro', `${pod.container}: root mounted ${rootOptions?.join(',')}`);
      assert.equal(effectiveCaps, '0000000000000000', pod.container);
      if (app.pods.includes(pod)) assert.deepEqual(command, ['node', 'dist/src/main.js']);
    }
  });

  it('one replica killed, the other keeps answering through the Service', async () => {
    const http = app.ports.get('http')?.port as number;
    const [killed, survivor] = app.pods as [PlayedPod, PlayedPod];
    await podman(['kill', '--signal=KILL', killed.container]);
    for (let i = 0; i < 20; i++) {
      const answer = await send(http, 'GET', '/');
      assert.equal(answer.status, 200, `request ${i + 1} after the kill`);
    }
    assert.ok(await answersHealthz(survivor), 'the survivor answers');
    await restart(app, killed);
  });

  it('SIGTERM to a replica drains it without losing a request: 24 keep-alive clients, POST back to back', async () => {
    const pod = app.pods[1] as PlayedPod;
    // As `kubectl port-forward` to the pod: the existing drain test's shape, against the container.
    const forward = await startTcpForward(() => [{ host: pod.ip, port: 8080 }]);
    const before = await podman(['logs', pod.container]);
    const load = keepAliveLoad(forward.port, 24, GENERATE_REQUEST);
    try {
      await waitFor('the load to be under way', () => load.served() === 24 && load.answered() >= 240, 30_000);
      await podman(['kill', '--signal=TERM', pod.container]);
      const results = await load.finished;
      const lost = results.reduce((sum, r) => sum + r.lost, 0);
      const summary = JSON.stringify(results.map((r) => [r.sent, r.answered, r.toldToClose, r.reset]));
      assert.equal(lost, 0, `requests lost: ${lost}; [sent, answered, told to close, reset] per client: ${summary}`);
      assert.ok(
        results.every((r) => r.toldToClose && !r.reset),
        `every last answer says Connection: close: ${summary}`,
      );
      const stopped = await waitFor('the stop line', async () =>
        stopLine((await podman(['logs', pod.container])).slice(before.length)),
      );
      assert.equal(stopped.signal, 'SIGTERM');
      assert.equal(stopped.exitCode, 0);
      assert.ok(stopped.requestsDrained > 0, JSON.stringify(stopped));
    } finally {
      load.stop();
      await forward.close();
    }
    await restart(app, pod);
  });

  it('without systemd: --no-healthcheck starts without a health-check error, and /healthz answers', async () => {
    const name = `${RUN_NAME}-no-systemd`;
    const started = await runCommand('podman', [
      'run',
      '-d',
      '--name',
      name,
      '--read-only',
      '--no-healthcheck',
      `--network=${RUN_NAME}`,
      IMAGE,
    ]);
    try {
      assert.doesNotMatch(started.stderr, /level=error|healthcheck/i, started.stderr);
      const ip = await podman([
        'inspect',
        name,
        `--format={{(index .NetworkSettings.Networks "${RUN_NAME}").IPAddress}}`,
      ]);
      await waitFor(
        'GET /healthz',
        async () => (await send(8080, 'GET', '/healthz', undefined, {}, ip)).status === 200,
        30_000,
      );
    } finally {
      await runCommand('podman', ['rm', '-f', name], { allowFailure: true });
    }
  });

  it('the compose file with podman-compose: up, answers on its loopback port, down removes it', async (t) => {
    if (findOnPath('podman-compose') === undefined && !IN_CI) {
      t.skip('podman-compose is not installed (Debian: apt-get install podman-compose)');
      return;
    }
    const project = `${RUN_NAME}-compose`;
    const env = { PWGEN_PORT: String(await freePort()), PWGEN_METRICS_PORT: String(await freePort()) };
    const compose = (args: string[]) =>
      runCommand('podman-compose', ['-p', project, '-f', 'deploy/compose.yaml', ...args], { env, timeoutMs: 180_000 });
    try {
      await compose(['up', '-d']);
      const port = Number(env.PWGEN_PORT);
      await waitFor(
        'GET /readyz on the compose port',
        async () => (await send(port, 'GET', '/readyz')).status === 200,
        90_000,
      );
      const answer = await send(port, 'POST', '/v1/generate', JSON.stringify({ count: 3 }));
      assert.equal(answer.status, 200, answer.text);
      passwordsIn(answer.body, new Set());
    } finally {
      await compose(['down']).catch(() => undefined);
      // podman-compose 1.0 leaves its network behind.
      await runCommand('podman', ['network', 'rm', '--force', `${project}_default`], { allowFailure: true });
    }
    const left = await podman(['ps', '-a', '--quiet', `--filter=label=io.podman.compose.project=${project}`]);
    assert.equal(left, '', 'compose down removes its containers');
  });

  it('no generated password is in any container log', async () => {
    const sample = [...passwords];
    assert.equal(sample.length, 120);
    const http = app.ports.get('http')?.port as number;
    for (const answer of await errorPathsCarrying(http, (i) => sample[i] as string)) {
      assert.ok(answer.status >= 400 || answer.body?.error !== undefined, answer.text);
    }
    const logs = await Promise.all(
      [...app.pods, ...(played?.service('redis').pods ?? [])].map((pod) => podman(['logs', pod.container])),
    );
    const all = logs.join('\n');
    assert.match(all, /Server listening/, 'the logs are read');
    assert.deepEqual(leakedInto(all, passwords), [], 'passwords in the containers’ logs');
  });

  // Last: it removes the suite's pods, which carry the manifests' names, to play them itself.
  it('npm run kube:up plays the manifests, answers on one loopback port, and kube:down removes what it made', async () => {
    // The suite's own pods carry the manifests' names: they go first.
    await played?.tearDown();
    played = undefined;
    const port = await freePort();
    const kube = (command: string) =>
      runCommand(process.execPath, ['scripts/kube.mjs', command], {
        env: { KUBE_PORT: String(port) },
        timeoutMs: 300_000,
      });
    try {
      const up = await kube('up');
      assert.match(up.stderr, new RegExp(`ready: http://127\\.0\\.0\\.1:${port} `), up.stderr);
      assert.equal((await send(port, 'GET', '/readyz')).status, 200);
      const answer = await send(port, 'POST', '/v1/generate', JSON.stringify({ count: 2 }));
      assert.equal(answer.status, 200, answer.text);
      // Both replicas found Redis by the Service's name.
      const pods = await podman(['pod', 'ps', '--quiet', '--filter=network=pwgen-kube']);
      assert.equal(pods.split('\n').filter(Boolean).length, 3, pods);
    } finally {
      await kube('down');
    }
    assert.equal(await podman(['pod', 'ps', '--quiet', '--filter=network=pwgen-kube']), '');
    assert.equal((await runCommand('podman', ['network', 'exists', 'pwgen-kube'], { allowFailure: true })).code, 1);
  });
});

/** `/v1/generate` requests a pod answered 2xx, from its own metrics. */
async function generated2xx(pod: PlayedPod): Promise<number> {
  const metrics = await send(9464, 'GET', '/metrics', undefined, {}, pod.ip);
  const match = /^pwgen_http_requests_total\{route="\/v1\/generate",status_class="2xx"\} (\d+)$/m.exec(metrics.text);
  return Number(match?.[1] ?? 0);
}

async function answersHealthz(pod: PlayedPod): Promise<boolean> {
  return (await send(8080, 'GET', '/healthz', undefined, {}, pod.ip)).status === 200;
}
