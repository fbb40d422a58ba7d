import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig, RESERVED_DESCRIPTORS } from './config.js';

const rejects = (env: Record<string, string>, variable: string, openFileLimit?: number, mentions?: RegExp) =>
  assert.throws(
    () => loadConfig(env, { openFileLimit }),
    (error: unknown) =>
      error instanceof ConfigError &&
      error.variable === variable &&
      error.message.includes(variable) &&
      (mentions === undefined || mentions.test(error.message)),
    JSON.stringify(env),
  );

describe('loadConfig: connections and shutdown', () => {
  it('MAX_CONNECTIONS defaults to 1024, lowered to fit the open-file limit minus the reserve', () => {
    assert.equal(loadConfig({}).maxConnections, 1024);
    assert.equal(loadConfig({}, { openFileLimit: 1_048_576 }).maxConnections, 1024);
    assert.equal(loadConfig({}, { openFileLimit: 1024 }).maxConnections, 1024 - RESERVED_DESCRIPTORS);
    assert.equal(loadConfig({}, { openFileLimit: 256 }).maxConnections, 192);
    assert.equal(loadConfig({}, { openFileLimit: 10 }).maxConnections, 1);
  });

  it('MAX_CONNECTIONS can be set, but not above what the open-file limit allows', () => {
    assert.equal(loadConfig({ MAX_CONNECTIONS: '50' }).maxConnections, 50);
    assert.equal(loadConfig({ MAX_CONNECTIONS: '5000' }, { openFileLimit: 65_536 }).maxConnections, 5000);
    assert.equal(loadConfig({ MAX_CONNECTIONS: '960' }, { openFileLimit: 1024 }).maxConnections, 960);
    rejects({ MAX_CONNECTIONS: '961' }, 'MAX_CONNECTIONS', 1024, /ulimit -n\) is 1024: at most 960/);
    for (const bad of ['0', '-1', '1.5', 'many', '1000001']) rejects({ MAX_CONNECTIONS: bad }, 'MAX_CONNECTIONS');
  });

  it('SHUTDOWN_TIMEOUT_SECONDS defaults to 10, whole seconds from 1 to 3600', () => {
    assert.equal(loadConfig({}).shutdownTimeoutSeconds, 10);
    assert.equal(loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '1' }).shutdownTimeoutSeconds, 1);
    assert.equal(loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '3600' }).shutdownTimeoutSeconds, 3600);
    for (const bad of ['0', '3601', '2.5', 'soon', '-3'])
      rejects({ SHUTDOWN_TIMEOUT_SECONDS: bad }, 'SHUTDOWN_TIMEOUT_SECONDS');
  });
});
