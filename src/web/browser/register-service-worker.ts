/**
 * Registers the pages' service worker (the offline copy), once the page has
 * loaded (the checker: once its dictionaries are in) so that it never
 * competes with the page's own start. A script of its
 * own, loaded by both pages, so that the pages' scripts are untouched.
 *
 * Under Trusted Types (the pages' CSP requires them for scripts)
 * `navigator.serviceWorker.register` takes a TrustedScriptURL. The one policy
 * made here accepts only the worker's own path, and is made as soon as this
 * script runs (before the load event), so that its name, which the CSP admits
 * once, is taken by this policy alone.
 */
import {
  KEEP_EVERY_LANGUAGE,
  PAGE_BUSY_ATTRIBUTE,
  PAGE_SETTLED,
  SERVICE_WORKER_PATH,
  SERVICE_WORKER_POLICY,
} from '../offline.js';

interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string },
  ): {
    createScriptURL(url: string): unknown;
  };
}

const trustedTypes = (window as unknown as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
const policy = trustedTypes?.createPolicy(SERVICE_WORKER_POLICY, {
  createScriptURL: (candidate) => {
    if (candidate !== SERVICE_WORKER_PATH) throw new TypeError('not the service worker');
    return candidate;
  },
});

function register(): void {
  const url = policy === undefined ? SERVICE_WORKER_PATH : (policy.createScriptURL(SERVICE_WORKER_PATH) as string);
  // Refused (storage off, private mode): no offline copy, and the page itself works as before.
  navigator.serviceWorker.register(url, { scope: '/' }).catch(() => undefined);
}

/** Installing the app, or the control at the foot of the pages, keeps every language offline. */
function keepEveryLanguage(): void {
  navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage(KEEP_EVERY_LANGUAGE))
    .catch(() => undefined);
}

/** The control: shown once a service worker can keep the pages; the worker's answer is said beside it. */
function offerEveryLanguage(): void {
  const control = document.getElementById('keep-every-language-control');
  const button = document.getElementById('keep-every-language') as HTMLButtonElement | null;
  const status = document.getElementById('keep-every-language-status');
  if (control === null || button === null || status === null) return;
  control.hidden = false;
  button.addEventListener('click', () => {
    button.disabled = true;
    status.textContent = '';
    keepEveryLanguage();
  });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if (event.data === 'kept-every-language') status.textContent = button.dataset.kept ?? '';
    else if (event.data === 'keep-failed') status.textContent = button.dataset.failed ?? '';
    else return;
    button.disabled = false;
  });
}

if ('serviceWorker' in navigator) {
  window.addEventListener('appinstalled', keepEveryLanguage);
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', offerEveryLanguage, { once: true });
  else offerEveryLanguage();
  if (document.readyState === 'complete') registerWhenSettled();
  else window.addEventListener('load', registerWhenSettled, { once: true });
}

/** Registers now, or once a page still busy loading (the checker's dictionaries) says it has all it needs. */
function registerWhenSettled(): void {
  if (document.documentElement.hasAttribute(PAGE_BUSY_ATTRIBUTE))
    document.addEventListener(PAGE_SETTLED, register, { once: true });
  else register();
}
