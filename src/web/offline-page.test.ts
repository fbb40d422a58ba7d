import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LINK_LANGUAGES } from '../i18n/language-codes.js';
import { OFFLINE_WORDS } from '../i18n/offline-words.js';
import { offlinePageHtml, personLanguage } from './offline-page.js';

describe('the offline page of a page never kept', () => {
  it("is in the browser's first language that has pages, else the one asked for, else English", () => {
    assert.equal(personLanguage(['de-AT', 'en'], 'fr'), 'de');
    assert.equal(personLanguage(['zh-CN', 'PT-BR', 'en'], 'fr'), 'pt');
    assert.equal(personLanguage(['zh-CN'], 'ja'), 'ja');
    assert.equal(personLanguage([], 'xx'), 'en');
    assert.equal(personLanguage(['constructor', '__proto__'], 'toString'), 'en');
  });

  it('says why in its language and direction, and links every kept page by its own title, escaped', () => {
    const html = offlinePageHtml(
      'ar',
      [
        { path: '/de/generator', title: 'Passwort-Generator', lang: 'de' },
        { path: '/en/checker', title: 'Checker <"&">', lang: 'en' },
      ],
      '/assets/pages.ABC.css',
    );
    assert.match(html, /<html lang="ar" dir="rtl">/);
    assert.ok(html.includes(`<h1>${OFFLINE_WORDS.ar.title}</h1>`));
    assert.ok(html.includes(OFFLINE_WORDS.ar.kept));
    assert.ok(html.includes('<a href="/de/generator" lang="de" dir="auto">Passwort-Generator</a>'));
    assert.ok(html.includes('Checker &lt;&quot;&amp;&quot;&gt;'));
    assert.ok(html.includes('<link rel="stylesheet" href="/assets/pages.ABC.css">'));
    assert.doesNotMatch(html, /<script/);
    // With nothing kept there is no list to introduce.
    assert.ok(!offlinePageHtml('en', []).includes(OFFLINE_WORDS.en.kept));
  });

  it('has its words in every page language, each its own', () => {
    for (const lang of LINK_LANGUAGES) {
      const words = OFFLINE_WORDS[lang];
      for (const text of [words.title, words.text, words.kept]) assert.ok(text.trim().length > 0, lang);
      if (lang !== 'en') assert.notEqual(words.text, OFFLINE_WORDS.en.text, lang);
    }
  });
});
