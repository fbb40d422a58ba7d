/**
 * A page's Web Worker, created under Trusted Types where the browser enforces
 * them (the pages' CSP requires them for scripts): the one policy,
 * `pwgen-worker`, accepts only the page's own hashed worker asset.
 */

interface TrustedTypePolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): TrustedTypePolicy;
}

/**
 * Starts the worker at `url` (a page's `data-worker`, an `/assets/` path); `type` says whether it is a classic
 * script or an ES module (scripts/web-entries.mjs).
 */
export function startWorker(url: string, type: WorkerType = 'classic'): Worker {
  const trustedTypes = (window as unknown as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (trustedTypes === undefined) return new Worker(url, { type });
  const policy = trustedTypes.createPolicy('pwgen-worker', {
    createScriptURL: (candidate) => {
      if (candidate !== url || !/^\/assets\/[\w.-]+\.js$/.test(candidate)) throw new TypeError('not the worker');
      return candidate;
    },
  });
  return new Worker(policy.createScriptURL(url) as string, { type });
}
