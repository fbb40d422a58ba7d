import { Cluster, type Redis } from 'ioredis';
import { CLUSTER_SLOTS, keySlot } from './key-slot.js';
import {
  createRedisWindowStore,
  type RedisCommonOptions,
  type RedisCommonSettings,
  type RedisWindowStore,
  reconnectDelay,
  redisConnectionOptions,
  redisKey,
} from './redis-window.js';

/** The kind and name of the Redis Cluster store. */
export const REDIS_CLUSTER_STORE_NAME = 'redis-cluster';
const TITLE = 'Redis Cluster';

/** A seed node of a cluster. */
export interface RedisClusterNode {
  readonly host: string;
  readonly port: number;
}

/** What REDIS_CLUSTER_NODES configures. */
export interface RedisClusterStoreSettings extends RedisCommonSettings {
  /** Some nodes of the cluster; the client learns the others from them. */
  readonly nodes: readonly RedisClusterNode[];
}

/** Options of {@link createRedisClusterStore}. */
export interface RedisClusterStoreOptions extends RedisClusterStoreSettings, RedisCommonOptions {}

/** The Redis Cluster store: hits reject when the node of the key cannot answer in time; `client` is exposed for tests. */
export type RedisClusterStore = RedisWindowStore<Cluster>;

/**
 * The sliding window of the Redis store, on a Redis Cluster: the same script,
 * run on the node that owns the client's key (its hash tag is the client key,
 * so clients spread over the masters and one client's keys share a slot).
 *
 * The rules of the single-node store hold: no offline queue, a
 * reply timeout (`commandTimeoutMs`) on every node, no resends of
 * unanswered calls (ioredis's retries after a lost connection or CLUSTERDOWN
 * are off; MOVED and ASK redirections are followed, since the redirecting
 * node did not run the call). The store is ready only when every master
 * answers: the probe runs the script on a key of each master's slots, so a
 * lost master keeps the whole store in fallback until it is back, instead of
 * flapping between the cluster and the fallback as hits happen to reach the
 * live masters.
 */
export function createRedisClusterStore(options: RedisClusterStoreOptions): RedisClusterStore {
  const client = new Cluster(
    options.nodes.map(({ host, port }) => ({ host, port })),
    {
      enableOfflineQueue: false,
      retryDelayOnFailover: 0,
      retryDelayOnClusterDown: 0,
      clusterRetryStrategy: reconnectDelay,
      redisOptions: redisConnectionOptions(options),
    },
  );
  const probeTags = createProbeTags(options.keyPrefix);
  let closing = false;
  const store = createRedisWindowStore({
    ...options,
    name: REDIS_CLUSTER_STORE_NAME,
    title: TITLE,
    client,
    // One call per master (through the cluster client, so routing is checked too); the
    // first call to a master also opens the connection to it, before hits need it.
    probe: async (script) => {
      await Promise.all(probeTags(client.slots).map((tag) => script.probe(tag)));
    },
  });
  return {
    ...store,
    onConnectionLost(listener) {
      store.onConnectionLost(listener);
      // The client drops a node whose connection closed (nodes do not reconnect; the client
      // reconnects when a call is redirected to it). A lost master leaves its slots unserved.
      client.on('-node', (node: Redis, key: string) => {
        if (!closing && node.options.readOnly !== true) {
          listener(`lost the connection to the ${TITLE} master ${key}`);
        }
      });
    },
    close() {
      closing = true;
      return store.close();
    },
  };
}

/**
 * For a slot map (slot -> [master, ...replicas]), one probe tag per master:
 * a tag whose key `{prefix}{tag}` hashes to a slot of that master. Throws when
 * some slot has no master. Tags are remembered while the map holds.
 */
function createProbeTags(keyPrefix: string): (slots: readonly (readonly string[] | undefined)[]) => string[] {
  const known = new Map<string, string>();
  const slotOfTag = (tag: string) => keySlot(redisKey(keyPrefix, tag));
  return (slots) => {
    const masters = new Set<string>();
    let unserved = 0;
    for (let slot = 0; slot < CLUSTER_SLOTS; slot++) {
      const master = slots[slot]?.[0];
      if (master === undefined) unserved++;
      else masters.add(master);
    }
    if (unserved > 0) throw new Error(`${unserved} of ${CLUSTER_SLOTS} hash slots have no master in ${TITLE}`);
    const missing = new Set<string>();
    for (const master of masters) {
      const tag = known.get(master);
      if (tag === undefined || slots[slotOfTag(tag)]?.[0] !== master) missing.add(master);
    }
    // A master that owns a single slot needs about CLUSTER_SLOTS tries on average.
    for (let i = 0; missing.size > 0 && i < 64 * CLUSTER_SLOTS; i++) {
      const tag = i === 0 ? 'probe' : `probe-${i}`;
      const master = slots[slotOfTag(tag)]?.[0];
      if (master !== undefined && missing.delete(master)) known.set(master, tag);
    }
    if (missing.size > 0) throw new Error(`found no probe key for the ${TITLE} masters ${[...missing].join(', ')}`);
    return [...masters].map((master) => known.get(master) as string);
  };
}
