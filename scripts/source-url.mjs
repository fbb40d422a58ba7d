// @ts-check
/**
 * The image's `org.opencontainers.image.source` label from a git remote: only a URL that others can
 * open, never a local path (a clone's `origin` can be one) and never credentials
 * (`https://user:token@host/...`). An scp-like remote (`git@github.com:owner/repo.git`) and an
 * `ssh://` one become their https address; anything else gives '' (no label value).
 */

/**
 * @param {string} remote
 * @returns {string}
 */
export function sourceUrl(remote) {
  const text = remote.trim();
  const scp = /^[\w.-]+@([\w.-]+\.[a-z]{2,}):(?!\/)(.+?)(?:\.git)?\/?$/i.exec(text);
  if (scp !== null) return `https://${scp[1]}/${scp[2]}`;
  let url;
  try {
    url = new URL(text);
  } catch {
    return '';
  }
  if (!['https:', 'http:', 'ssh:', 'git:'].includes(url.protocol) || !url.hostname.includes('.')) return '';
  const path = url.pathname.replace(/\.git\/?$/, '').replace(/\/$/, '');
  const protocol = url.protocol === 'http:' ? 'http:' : 'https:';
  // Without the user, the password and an ssh port: the address a browser opens.
  return `${protocol}//${url.hostname}${url.protocol === 'ssh:' ? '' : url.port === '' ? '' : `:${url.port}`}${path}`;
}
