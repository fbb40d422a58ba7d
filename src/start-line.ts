/**
 * The one line for people that `npm start` writes on standard error once the
 * service listens (its logs stay JSON on standard output): where the pages and
 * the API reference are. An unspecified address is shown as loopback, which a
 * browser on the same machine can open.
 */
export function startLine(url: string): string {
  const base = url.replace('//0.0.0.0:', '//127.0.0.1:').replace('//[::]:', '//[::1]:');
  return `pwgen-service: serving at ${base} — the pages at ${base}/generator and ${base}/checker, the API reference at ${base}/docs (Ctrl-C stops it)`;
}
