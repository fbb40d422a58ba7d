import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { LANGUAGES } from '../i18n/languages.js';
import { languageChecker } from './language-checker.js';
import {
  BROWSER_LANGUAGES_ADDED,
  browserLanguagePacks,
  browserLanguageWordLists,
  CHECKER_LANGUAGES,
  CHECKER_PACKS,
  type CheckerPack,
} from './language-dictionaries.js';

const require = createRequire(import.meta.url);

// The pack's own lists, read from npm as zxcvbn-ts ships them: the test's words come from there, not from the
// compact files the checker reads.
function packLists(pack: CheckerPack): Record<string, (string | number)[]> {
  return (require(`@zxcvbn-ts/language-${pack}`) as { dictionary: Record<string, (string | number)[]> }).dictionary;
}

// Words of a list a person might build a password from: letters only, 4 to 10 of them, among its first 2,000.
function usableWords(list: readonly (string | number)[]): string[] {
  return list
    .slice(0, 2000)
    .map(String)
    .filter((word) => /^\p{L}{4,10}$/u.test(word));
}

describe('CHECKER_LANGUAGES', () => {
  it('has every page language, checks the common passwords and English everywhere, and only installed packs', () => {
    const installed = Object.keys(
      (
        JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
          dependencies: Record<string, string>;
        }
      ).dependencies,
    );
    assert.deepEqual(Object.keys(CHECKER_LANGUAGES).sort(), [...LANGUAGES].sort());
    for (const lang of LANGUAGES) {
      const { packs, feedback } = CHECKER_LANGUAGES[lang];
      assert.deepEqual(packs.slice(0, 2), ['common', 'en'], lang);
      assert.ok(feedback === null || packs.includes(feedback), lang);
    }
    for (const pack of CHECKER_PACKS) assert.ok(installed.includes(`@zxcvbn-ts/language-${pack}`), pack);
  });
});

describe("the browser's other languages on the checker page", () => {
  it('adds the packs of at most two, by tag or first subtag, skipping the page, English and what it has', () => {
    assert.deepEqual(browserLanguagePacks('en', ['de-DE', 'fr', 'it', 'en-US']), ['de', 'fr']);
    assert.deepEqual(browserLanguagePacks('en', ['PT-br', 'pt']), ['pt-br']);
    // Catalan checks Spanish already, but not its word list: Spanish counts towards the two, for its list alone.
    // Turkish has no pack and English's lists: it does not count.
    assert.deepEqual(browserLanguagePacks('ca', ['es-ES', 'tr', 'ca', 'pl', 'ja', 'ar']), ['pl']);
    assert.deepEqual(browserLanguageWordLists('ca', ['es-ES', 'tr', 'ca', 'pl', 'ja', 'ar']), ['es']);
    assert.deepEqual(browserLanguageWordLists('en', ['PT-br', 'de']), ['pt', 'pt_br', 'de']);
    assert.deepEqual(browserLanguageWordLists('tr', ['en-GB', 'id']), []);
    assert.deepEqual(browserLanguagePacks('de', ['de-AT', 'en-GB', 'zh-CN', 42, null]), []);
    assert.deepEqual(browserLanguagePacks('en', ['__proto__', 'constructor', 'toString']), []);
  });

  it('never adds a pack a page has, nor more than two languages, whatever the browser says', () => {
    const tags = ['de', 'fr', 'es', 'it', 'nl', 'pl', 'pt', 'ja', 'ar', 'id', 'ca', 'tr'];
    for (const lang of LANGUAGES) {
      for (let at = 0; at < tags.length; at++) {
        const preferred = [...tags.slice(at), ...tags.slice(0, at)];
        const added = browserLanguagePacks(lang, preferred);
        assert.ok(
          added.every((pack) => !CHECKER_LANGUAGES[lang].packs.includes(pack)),
          `${lang}: ${added}`,
        );
        assert.ok(added.length <= BROWSER_LANGUAGES_ADDED, `${lang}: ${added}`);
        assert.equal(new Set(added).size, added.length);
      }
    }
  });
});

describe('weak passwords of each language', () => {
  // Seeded, so that a failure names words that can be tried again.
  let seed = 20261126;
  const next = (n: number): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed % n;
  };
  for (const lang of LANGUAGES) {
    const own = CHECKER_LANGUAGES[lang].packs.filter((pack) => pack !== 'common');
    it(`${lang}: its packs' common words and names, with digit and year suffixes, stay at level 0 or 1`, async () => {
      const checker = await languageChecker(lang);
      for (const pack of own) {
        for (const [name, list] of Object.entries(packLists(pack))) {
          if (!/commonWords|names/i.test(name)) continue;
          const words = usableWords(list);
          if (words.length === 0) continue;
          for (let i = 0; i < 6; i++) {
            const word = words[next(words.length)] as string;
            const other = words[next(words.length)] as string;
            for (const password of [word, `${word}${next(10)}`, `${word}${1950 + next(75)}`, `${word}${other}1`]) {
              const result = checker.check(password, lang);
              assert.ok(result.level <= 1, `${lang} ${pack} ${name}: ${password} is level ${result.level}`);
            }
          }
        }
      }
    });
  }

  it('an English word is caught on every page, a German one only where German is checked', async () => {
    for (const lang of LANGUAGES) {
      const checker = await languageChecker(lang);
      assert.ok(checker.check('sunshine2024', lang).level <= 1, lang);
    }
    const german = 'Schmetterling1';
    assert.ok((await languageChecker('de')).check(german, 'de').level <= 1);
  });

  it('the warning is in the page language where its pack translates it', async () => {
    const german: { warnings: Record<string, string> } = require('@zxcvbn-ts/language-de').translations;
    const warning = (await languageChecker('de')).check('passwort', 'de').warning;
    assert.ok(warning !== null && Object.values(german.warnings).includes(warning), String(warning));
  });
});
