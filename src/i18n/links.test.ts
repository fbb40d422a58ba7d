import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLinks } from './links.js';

describe('createLinks', () => {
  const links = createLinks({ siteUrl: 'https://site.example/base/', docsUrl: 'https://docs.example/ref' });

  it('generator and checker are {SITE_URL}/{lang}/generator and /checker, trailing slash ignored', () => {
    assert.equal(links.generator('fr'), 'https://site.example/base/fr/generator');
    assert.equal(links.checker('ja'), 'https://site.example/base/ja/checker');
  });

  it('docs is DOCS_URL, with the error code as fragment when given', () => {
    assert.equal(links.docs(), 'https://docs.example/ref');
    assert.equal(links.docs('invalid_length'), 'https://docs.example/ref#invalid_length');
  });
});
