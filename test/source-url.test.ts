/** The image's source label (scripts/source-url.mjs): a URL others can open, never a path or a credential. */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { ROOT } from './support/package.js';

const { sourceUrl } = (await import(pathToFileURL(join(ROOT, 'scripts/source-url.mjs')).href)) as {
  sourceUrl(remote: string): string;
};

describe("npm run image's source label", () => {
  it('keeps a web address, without credentials or .git', () => {
    assert.equal(sourceUrl('https://github.com/owner/pwgen-service.git'), 'https://github.com/owner/pwgen-service');
    assert.equal(sourceUrl('https://user:s3cret@git.example.org/team/pwgen/'), 'https://git.example.org/team/pwgen');
    assert.equal(sourceUrl('git@github.com:owner/pwgen-service.git'), 'https://github.com/owner/pwgen-service');
    assert.equal(sourceUrl('ssh://git@git.example.org:2222/team/pwgen.git'), 'https://git.example.org/team/pwgen');
  });

  it('gives nothing for a local path, a file URL or no remote', () => {
    for (const remote of [
      '/home/me/src/pwgen-service',
      '../pwgen-service',
      'file:///srv/git/pwgen.git',
      '',
      'C:\\src\\pwgen',
    ]) {
      assert.equal(sourceUrl(remote), '', remote);
    }
  });
});
