import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { localeLanguage } from './locale.js';

describe('localeLanguage', () => {
  it('reads LC_ALL, then LC_MESSAGES, then LANG, skipping empty ones', () => {
    assert.equal(localeLanguage({ LC_ALL: 'pl_PL.UTF-8', LC_MESSAGES: 'de_DE', LANG: 'fr_FR' }), 'pl');
    assert.equal(localeLanguage({ LC_ALL: '', LC_MESSAGES: 'de_DE.UTF-8', LANG: 'fr_FR' }), 'de');
    assert.equal(localeLanguage({ LANG: 'pt_BR@euro' }), 'pt');
    assert.equal(localeLanguage({ LANG: 'ja' }), 'ja');
  });

  it('gives no language for C, POSIX, nothing or a malformed value', () => {
    for (const env of [{ LANG: 'C' }, { LC_ALL: 'POSIX', LANG: 'de_DE' }, {}, undefined, { LANG: 'C.UTF-8' }]) {
      assert.equal(localeLanguage(env), undefined, JSON.stringify(env));
    }
    assert.equal(localeLanguage({ LANG: '../../etc' }), undefined);
  });
});
