import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { REDIS_TIMEOUTS, redisConnectionOptions } from './redis-window.js';

describe('redisConnectionOptions', () => {
  it('bounds every call and resends none, with the default reply timeout unless told', () => {
    const expected = {
      commandTimeout: REDIS_TIMEOUTS.command,
      connectTimeout: REDIS_TIMEOUTS.connect,
      disconnectTimeout: REDIS_TIMEOUTS.disconnect,
      maxRetriesPerRequest: 0,
      autoResendUnfulfilledCommands: false,
    };
    assert.deepEqual(redisConnectionOptions({ keyPrefix: 'p:' }), expected);
    assert.deepEqual(redisConnectionOptions({ keyPrefix: 'p:', commandTimeoutMs: 40 }), {
      ...expected,
      commandTimeout: 40,
    });
  });
});
