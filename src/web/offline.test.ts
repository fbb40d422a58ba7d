import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LANGUAGES } from '../i18n/languages.js';
import { pagePath } from './html.js';
import { manifestPath, offlineLanguagePaths, offlinePath } from './offline.js';

describe('the paths the service worker keeps', () => {
  it('are both pages and the manifest of every links language, and name their language', () => {
    for (const lang of LANGUAGES) {
      const paths = [pagePath('generator', lang), pagePath('checker', lang), manifestPath(lang)];
      assert.deepEqual([...offlineLanguagePaths(lang)].sort(), [...paths].sort(), lang);
      for (const path of paths) assert.equal(offlinePath(path)?.lang, lang, path);
    }
  });

  it('are nothing else: not the API, the reference, the redirects, the worker itself or a longer path', () => {
    for (const path of [
      '/xx/generator',
      '/v1/checker',
      '/',
      '/generator',
      '/checker',
      '/v1/generate',
      '/docs',
      '/openapi.json',
      '/sw.js',
      '/assets/pages.ABC.css',
      '/en/generator/extra',
      '/en/generator.html',
      '/EN/generator',
      '//en/generator',
      '/en/manifest.json',
    ]) {
      assert.equal(offlinePath(path), undefined, path);
    }
  });
});
