// npm run test:quick: the unit tests and the app.inject() tests, for the edit loop. Every compiled test
// file runs except the heavy ones below (child processes, sockets, Redis, Chromium, esbuild, the packed
// CLI), each in its own process as in npm test; test/support/quick-guard.js makes any child process
// or socket in the others fail, so a heavy test cannot slip into the quick suite unnoticed.
import { spawnSync } from 'node:child_process';
import { globSync } from 'node:fs';

/** Test files that need what the quick suite refuses; npm test runs them. */
const HEAVY = new Set([
  'dist/src/checker/checker.test.js', // bundles the checker with esbuild (a child process)
  'dist/src/checker/language-dictionaries.test.js', // builds the checker of every page language, every pack in full
  'dist/src/checker/guess-model.test.js', // thousands of estimates over the full dictionaries
  'dist/src/checker/exhaustive-ceiling.test.js', // 10,000 estimates over the full dictionaries
  'dist/src/checker/short-words.test.js', // the checkers of five languages
  'dist/src/checker/dictionary-shadow.test.js', // two checkers over about 40,000 words
  'dist/test/add-language.test.js',
  'dist/test/add-option.test.js', // esbuild and tsc over a copy of src (child processes)
  'dist/test/cli-passphrase.test.js',
  'dist/test/cli-recipes.test.js',
  'dist/test/breach-online.test.js', // a local range server on a real socket
  'dist/test/cli-breach.test.js', // the packed CLI
  'dist/test/checker-passphrases.test.js', // about 500 passphrases checked (30-60 s)
  'dist/test/checker-product.test.js', // 5,000 of the product's passwords checked (about 60 s)
  'dist/test/cli.test.js',
  'dist/test/compression.test.js',
  'dist/test/config.test.js',
  'dist/test/container-deploy.test.js', // Podman: builds the image, plays the manifests
  'dist/test/core-purity.test.js',
  'dist/test/docs-assets.test.js',
  'dist/test/docs-outputs.test.js', // runs the documented CLI sessions and library snippets
  'dist/test/docs-page.test.js',
  'dist/test/errors.test.js', // one test over a real socket
  'dist/test/generator-modes-browser.test.js',
  'dist/test/golden.test.js', // a fresh service for each of several hundred cases (about 20 s)
  'dist/test/hardening-connections.test.js',
  'dist/test/hardening-fuzz.test.js',
  'dist/test/hardening-http-answers.test.js', // raw sockets, a spawned service
  'dist/test/hardening-metrics-listener.test.js', // a spawned service under ulimit -n
  'dist/test/hardening-oversized-bodies.test.js',
  'dist/test/hardening-pipelining.test.js',
  'dist/test/hardening-protocol.test.js',
  'dist/test/hardening-redis-outage.test.js', // redis-server
  'dist/test/hardening-rate-limit.test.js',
  'dist/test/hardening-shutdown.test.js',
  'dist/test/library-browser.test.js',
  'dist/test/mcp-inspector.test.js',
  'dist/test/mcp.test.js',
  'dist/test/meta.test.js',
  'dist/test/metrics-series.test.js',
  'dist/test/metrics-stores.test.js',
  'dist/test/metrics.test.js',
  'dist/test/no-leak.test.js',
  'dist/test/no-npx.test.js',
  'dist/test/node-support.test.js',
  'dist/test/openapi-client.test.js',
  'dist/test/openapi-lint.test.js',
  'dist/test/openapi.test.js', // a few tests over real sockets
  'dist/test/overload.test.js',
  'dist/test/pages-browser.test.js',
  'dist/test/checker-passphrase-change.test.js', // about 1,000 estimates over the full dictionaries
  'dist/test/pages-first-visit.test.js', // Chromium throttled, a byte-counting proxy
  'dist/test/pages-offline.test.js',
  'dist/test/pages.test.js', // a few tests over real sockets
  'dist/test/passphrase-browser.test.js',
  'dist/test/rate-limit.test.js', // a few tests over real sockets
  'dist/test/readme-global-install.test.js', // npm pack, npm install -g in a scratch HOME
  'dist/test/ratelimit-contract.test.js',
  'dist/test/recipe-contract.test.js',
  'dist/test/redis-clock-skew.test.js',
  'dist/test/redis-cluster.test.js',
  'dist/test/redis-fault.test.js',
  'dist/test/redis-multi-instance.test.js',
  'dist/test/redis-silent.test.js',
  'dist/test/shutdown.test.js',
  'dist/test/start.test.js',
  'dist/test/web-bundles.test.js',
]);

const files = globSync(['dist/src/**/*.test.js', 'dist/test/*.test.js'])
  .sort()
  .filter((file) => !HEAVY.has(file));
const result = spawnSync(
  process.execPath,
  ['--import', './dist/test/support/quick-guard.js', '--test', '--test-concurrency=2', ...files],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
