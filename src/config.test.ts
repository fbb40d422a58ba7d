import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from './config.js';

const rejects = (env: Record<string, string>, variable: string) =>
  assert.throws(
    () => loadConfig(env),
    (error: unknown) => error instanceof ConfigError && error.variable === variable && error.message.includes(variable),
    JSON.stringify(env),
  );

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    assert.equal(c.port, 8080);
    assert.equal(c.host, '127.0.0.1');
    assert.equal(c.publicBaseUrl, 'http://localhost:8080');
    assert.equal(c.siteUrl, 'http://localhost:8080');
    assert.equal(c.docsUrl, 'http://localhost:8080/docs');
    assert.equal(c.logLevel, 'info');
    assert.equal(c.rateLimitMax, 60);
    assert.equal(c.rateLimitWindowSeconds, 60);
    assert.deepEqual(c.trustProxy, []);
    assert.equal(c.redisCommandTimeoutMs, 250);
    assert.ok(Object.isFrozen(c));
  });

  it('PUBLIC_BASE_URL follows PORT, SITE_URL and DOCS_URL follow PUBLIC_BASE_URL', () => {
    assert.equal(loadConfig({ PORT: '9000' }).publicBaseUrl, 'http://localhost:9000');
    const c = loadConfig({ PUBLIC_BASE_URL: 'https://api.example/' });
    assert.equal(c.publicBaseUrl, 'https://api.example');
    assert.equal(c.siteUrl, 'https://api.example');
    assert.equal(c.docsUrl, 'https://api.example/docs');
    const d = loadConfig({ SITE_URL: 'https://site.example', DOCS_URL: 'https://docs.example/ref' });
    assert.equal(d.siteUrl, 'https://site.example');
    assert.equal(d.docsUrl, 'https://docs.example/ref');
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '3000',
      HOST: '0.0.0.0',
      LOG_LEVEL: 'trace',
      RATE_LIMIT_MAX: '5',
      RATE_LIMIT_WINDOW_SECONDS: '10',
      TRUST_PROXY: 'loopback, 10.0.0.0/8 ,192.168.1.1,::1,fd00::/8',
    });
    assert.equal(c.port, 3000);
    assert.equal(c.host, '0.0.0.0');
    assert.equal(c.logLevel, 'trace');
    assert.equal(c.rateLimitMax, 5);
    assert.equal(c.rateLimitWindowSeconds, 10);
    assert.deepEqual(c.trustProxy, ['loopback', '10.0.0.0/8', '192.168.1.1', '::1', 'fd00::/8']);
  });

  it('refuses bad values, naming the variable', () => {
    rejects({ PORT: 'abc' }, 'PORT');
    rejects({ PORT: '70000' }, 'PORT');
    rejects({ PORT: '-1' }, 'PORT');
    rejects({ LOG_LEVEL: 'loud' }, 'LOG_LEVEL');
    rejects({ RATE_LIMIT_MAX: '0' }, 'RATE_LIMIT_MAX');
    rejects({ RATE_LIMIT_MAX: '1.5' }, 'RATE_LIMIT_MAX');
    rejects({ RATE_LIMIT_WINDOW_SECONDS: '0' }, 'RATE_LIMIT_WINDOW_SECONDS');
    rejects({ PUBLIC_BASE_URL: 'not a url' }, 'PUBLIC_BASE_URL');
    rejects({ SITE_URL: 'ftp://site.example' }, 'SITE_URL');
    rejects({ DOCS_URL: '/docs' }, 'DOCS_URL');
    rejects({ WORKERS: '2' }, 'WORKERS');
    rejects({ REDIS_URL: 'http://redis' }, 'REDIS_URL');
    rejects({ METRICS_PORT: 'x' }, 'METRICS_PORT');
    rejects({ METRICS_PORT: '65536' }, 'METRICS_PORT');
    rejects({ PORT: '9000', METRICS_PORT: '9000' }, 'METRICS_PORT');
    rejects({ READY_MAX_EVENT_LOOP_DELAY_MS: '-5' }, 'READY_MAX_EVENT_LOOP_DELAY_MS');
    rejects({ READY_MAX_EVENT_LOOP_DELAY_MS: '60001' }, 'READY_MAX_EVENT_LOOP_DELAY_MS');
    rejects({ REDIS_COMMAND_TIMEOUT_MS: '0' }, 'REDIS_COMMAND_TIMEOUT_MS');
    rejects({ REDIS_COMMAND_TIMEOUT_MS: '60001' }, 'REDIS_COMMAND_TIMEOUT_MS');
    rejects({ REDIS_URL: 'redis://x', REDIS_COMMAND_TIMEOUT_MS: '2.5' }, 'REDIS_COMMAND_TIMEOUT_MS');
  });

  it('REDIS_COMMAND_TIMEOUT_MS reaches the Redis stores', () => {
    const redis = loadConfig({ REDIS_URL: 'redis://x', REDIS_COMMAND_TIMEOUT_MS: '2000' });
    assert.equal(redis.redisCommandTimeoutMs, 2000);
    assert.deepEqual(redis.rateLimitStore, {
      kind: 'redis',
      url: 'redis://x',
      keyPrefix: 'pwgen:rl:',
      commandTimeoutMs: 2000,
    });
    const cluster = loadConfig({ REDIS_CLUSTER_NODES: 'x:7000', REDIS_COMMAND_TIMEOUT_MS: '40' }).rateLimitStore;
    assert.equal(cluster.kind === 'redis-cluster' ? cluster.commandTimeoutMs : undefined, 40);
  });

  it('metrics are off unless METRICS_PORT is set, and bind to loopback by default', () => {
    const off = loadConfig({});
    assert.equal(off.metricsPort, undefined);
    assert.equal(off.metricsHost, '127.0.0.1');
    assert.equal(off.readyMaxEventLoopDelayMs, 500);
    const on = loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', READY_MAX_EVENT_LOOP_DELAY_MS: '0' });
    assert.equal(on.metricsPort, 9464);
    assert.equal(on.metricsHost, '0.0.0.0');
    assert.equal(on.readyMaxEventLoopDelayMs, 0);
    assert.equal(loadConfig({ PORT: '0', METRICS_PORT: '0' }).metricsPort, 0);
  });

  it('TRUST_PROXY accepts only IP addresses, CIDRs and the named ranges', () => {
    for (const bad of [
      'garbage',
      'cafe',
      'dead:beef:zz',
      '1',
      '10',
      '999.1.1.1',
      '1.2.3.4/33',
      '::1/129',
      'true',
      '1.2.3',
      '0.0.0.0/0',
      '10.0.0.0/8/8',
    ]) {
      rejects({ TRUST_PROXY: bad }, 'TRUST_PROXY');
    }
    for (const good of [
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      '2001:db8::/32',
      '::ffff:10.0.0.1',
      'loopback',
      'linklocal',
      'uniquelocal',
    ]) {
      assert.deepEqual(loadConfig({ TRUST_PROXY: good }).trustProxy, [good]);
    }
  });

  it('selects the rate-limit store: memory, REDIS_URL or REDIS_CLUSTER_NODES', () => {
    assert.deepEqual(loadConfig({}).rateLimitStore, { kind: 'memory' });
    assert.deepEqual(loadConfig({ REDIS_URL: 'redis://10.0.0.5:6379', REDIS_KEY_PREFIX: 'app:' }).rateLimitStore, {
      kind: 'redis',
      url: 'redis://10.0.0.5:6379',
      keyPrefix: 'app:',
      commandTimeoutMs: 250,
    });
    assert.deepEqual(
      loadConfig({ REDIS_CLUSTER_NODES: ' 10.0.0.5:7000, redis-b.internal:7001,[2001:db8::7]:7002,redis_c:1 ' })
        .rateLimitStore,
      {
        kind: 'redis-cluster',
        nodes: [
          { host: '10.0.0.5', port: 7000 },
          { host: 'redis-b.internal', port: 7001 },
          { host: '2001:db8::7', port: 7002 },
          { host: 'redis_c', port: 1 },
        ],
        keyPrefix: 'pwgen:rl:',
        commandTimeoutMs: 250,
      },
    );
    assert.equal(loadConfig({ WORKERS: '2', REDIS_CLUSTER_NODES: '10.0.0.5:7000' }).workers, 2);
    assert.equal(loadConfig({ WORKERS: '2', REDIS_URL: 'redis://10.0.0.5' }).workers, 2);
  });

  it('refuses REDIS_URL together with REDIS_CLUSTER_NODES, and malformed seeds', () => {
    const both = { REDIS_URL: 'redis://10.0.0.5', REDIS_CLUSTER_NODES: '10.0.0.5:7000' };
    rejects(both, 'REDIS_URL');
    assert.throws(() => loadConfig(both), /REDIS_URL and REDIS_CLUSTER_NODES are both set/);
    for (const bad of [
      '10.0.0.5',
      '10.0.0.5:',
      ':7000',
      '10.0.0.5:0',
      '10.0.0.5:65536',
      '10.0.0.5:70a',
      'redis://10.0.0.5:7000',
      '2001:db8::7:7000',
      '[10.0.0.5]:7000',
      '[2001:db8::zz]:7000',
      'host name:7000',
      '-host:7000',
      '10.0.0.5:7000,oops',
      ',',
    ]) {
      rejects({ REDIS_CLUSTER_NODES: bad }, 'REDIS_CLUSTER_NODES');
    }
    rejects({ REDIS_CLUSTER_NODES: '10.0.0.5:7000', REDIS_KEY_PREFIX: 'app{1}:' }, 'REDIS_KEY_PREFIX');
    assert.equal(loadConfig({ REDIS_URL: 'redis://10.0.0.5', REDIS_KEY_PREFIX: 'app{1}:' }).workers, 1);
  });

  it('a bad REDIS_URL names REDIS_URL, whatever ioredis would have said, and never shows its password', () => {
    for (const bad of [
      'redis://:pw-S3cret@x:99999',
      'redis://user:pw-S3cret@x:0',
      'redis://user:pw-S3cret@:6379',
      'rediss://:pw-S3cret@[::1:6379',
      'redis://:pw-S3cret@x:6379/db-one',
      'http://:pw-S3cret@x:6379',
      'redis://:pw-S3cret@x y:6379',
    ]) {
      assert.throws(
        () => loadConfig({ REDIS_URL: bad }),
        (error: unknown) =>
          error instanceof ConfigError &&
          error.variable === 'REDIS_URL' &&
          error.message.startsWith('Invalid configuration: REDIS_URL ') &&
          !error.message.includes('S3cret') &&
          error.message.includes('***@'),
        bad,
      );
    }
    for (const good of ['redis://10.0.0.5', 'redis://:pw@10.0.0.5:6380/2', 'rediss://user:pw@redis.internal:1']) {
      assert.equal(loadConfig({ REDIS_URL: good }).rateLimitStore.kind, 'redis', good);
    }
  });

  it('no invalid setting echoes a password its value contains', () => {
    const secret = 'pw-S3cret';
    const values: Record<string, string> = {
      PORT: `u:${secret}@80`,
      LOG_LEVEL: `u:${secret}@info`,
      PUBLIC_BASE_URL: `ftp://u:${secret}@x`,
      SITE_URL: `u:${secret}@x`,
      DOCS_URL: `ftp://:${secret}@x/docs`,
      TRUST_PROXY: `u:${secret}@10.0.0.1`,
      REDIS_URL: `redis://:${secret}@x:99999`,
      REDIS_CLUSTER_NODES: `u:${secret}@10.0.0.5:7000`,
      METRICS_PORT: `u:${secret}@9`,
      REDIS_COMMAND_TIMEOUT_MS: `u:${secret}@1`,
    };
    for (const [variable, value] of Object.entries(values)) {
      assert.throws(
        () => loadConfig({ [variable]: value }),
        (error: unknown) =>
          error instanceof ConfigError && error.variable === variable && !error.message.includes(secret),
        variable,
      );
    }
  });
});
