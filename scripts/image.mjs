// @ts-check
/**
 * `npm run image`: builds the service's image from the Containerfile with Podman, tagged
 * `localhost/pwgen-service:latest` and `localhost/pwgen-service:{version}`, with the OCI labels
 * filled in (version from package.json, source from SOURCE_URL or the git remote, when it is a URL, revision from git).
 * A base image that is neither present nor pullable (a machine with no registry) is made locally by
 * scripts/base-images.mjs. Podman's layer cache makes a build with unchanged inputs take seconds.
 *
 * Environment: CONTAINERS_CONF as Podman reads it (CI's machines need deploy/podman/containers.conf).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEBIAN_IMAGE, NODE_IMAGE, provideImages, run } from './base-images.mjs';
import { sourceUrl } from './source-url.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The image's name, without a tag. */
export const IMAGE_NAME = 'localhost/pwgen-service';

/**
 * One line of git's output, or '' when git or the repository has none.
 * @param {readonly string[]} args
 */
function git(args) {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return result.status === 0 ? result.stdout.trim() : '';
}

/** Builds the image and returns its tags. */
export function buildImage() {
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  provideImages([DEBIAN_IMAGE, NODE_IMAGE]);
  const tags = [`${IMAGE_NAME}:latest`, `${IMAGE_NAME}:${version}`];
  // Only a URL: a clone's origin may be a local path, or carry a token (source-url.mjs).
  const source = sourceUrl(process.env.SOURCE_URL || git(['remote', 'get-url', 'origin']));
  // A machine whose TLS is inspected trusts an extra CA (NODE_EXTRA_CA_CERTS): npm in the build
  // stages needs it too. A secret is mounted for one step and stays out of the layers.
  const extraCa = process.env.NODE_EXTRA_CA_CERTS;
  const secrets = extraCa ? [`--secret=id=ca-certificates,src=${extraCa}`] : [];
  run(
    'podman',
    [
      'build',
      // The Docker format keeps HEALTHCHECK, which the OCI format has no field for.
      '--format=docker',
      '--pull=never',
      '--file=Containerfile',
      `--build-arg=VERSION=${version}`,
      `--build-arg=SOURCE_URL=${source}`,
      `--build-arg=REVISION=${git(['rev-parse', 'HEAD'])}`,
      ...secrets,
      ...tags.map((tag) => `--tag=${tag}`),
      '.',
    ],
    { cwd: ROOT },
  );
  return tags;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stderr.write(`image: built ${buildImage().join(', ')}\n`);
}
