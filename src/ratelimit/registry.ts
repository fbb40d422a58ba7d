import { createFallbackStore, fallbackStoreName, SYSTEM_FALLBACK_CLOCK } from './fallback-store.js';
import { createMemoryStore, MEMORY_STORE_NAME } from './memory-store.js';
import {
  createRedisClusterStore,
  REDIS_CLUSTER_STORE_NAME,
  type RedisClusterStoreSettings,
} from './redis-cluster-store.js';
import { createRedisStore, REDIS_STORE_NAME, type RedisStoreSettings } from './redis-store.js';
import type { RateLimitStore, RemoteStore, StoreContext, StoreFactory } from './store.js';

// The stores, by kind: the one list that configuration, readiness and the
// OpenAPI document derive theirs from. A new store is a module with its
// factory, one line here, and the configuration that selects it.

function createMemoryKind(_settings: object, context: StoreContext): RateLimitStore {
  return createMemoryStore(context);
}

// A shared store is never alone: while it is unreachable this process counts in its own memory.
function withMemoryFallback(primary: RemoteStore, context: StoreContext): RateLimitStore {
  return createFallbackStore({
    primary,
    fallback: createMemoryStore(context),
    windowMs: context.windowMs,
    logger: context.logger,
    observer: context.observer,
    // The window after an outage is timed by the clock of the memory store's windows.
    clock: { ...SYSTEM_FALLBACK_CLOCK, now: context.now },
  });
}

function createRedisKind(settings: RedisStoreSettings, context: StoreContext): RateLimitStore {
  const { url, keyPrefix, commandTimeoutMs } = settings;
  return withMemoryFallback(createRedisStore({ ...context, url, keyPrefix, commandTimeoutMs }), context);
}

function createRedisClusterKind(settings: RedisClusterStoreSettings, context: StoreContext): RateLimitStore {
  const { nodes, keyPrefix, commandTimeoutMs } = settings;
  return withMemoryFallback(createRedisClusterStore({ ...context, nodes, keyPrefix, commandTimeoutMs }), context);
}

/** The factory of every kind of store. */
export const STORE_FACTORIES = {
  [MEMORY_STORE_NAME]: createMemoryKind,
  [REDIS_STORE_NAME]: createRedisKind,
  [REDIS_CLUSTER_STORE_NAME]: createRedisClusterKind,
} as const satisfies Readonly<Record<string, StoreFactory<never>>>;

/** A kind of store: `memory`, `redis`, `redis-cluster`. */
export type StoreKind = keyof typeof STORE_FACTORIES;

/** Which store to build and its own settings, e.g. `{ kind: 'redis', url, keyPrefix }`. */
export type StoreSelection = {
  [Kind in StoreKind]: { readonly kind: Kind } & Parameters<(typeof STORE_FACTORIES)[Kind]>[0];
}[StoreKind];

/** Every kind of store, in registry order. */
export const STORE_KINDS: readonly StoreKind[] = Object.freeze(Object.keys(STORE_FACTORIES) as StoreKind[]);

/** Every name `status().store` can report: the kinds, and the memory fallback of a shared store. */
export const STORE_NAMES: readonly string[] = Object.freeze([...STORE_KINDS, fallbackStoreName(MEMORY_STORE_NAME)]);

/** Builds the selected store. */
export function createRateLimitStore(selection: StoreSelection, context: StoreContext): RateLimitStore {
  const factory = STORE_FACTORIES[selection.kind] as StoreFactory<StoreSelection>;
  return factory(selection, context);
}
