import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { DEFAULT_ANALYSIS_MODEL, levelForCrackTime } from '../core/analysis.js';
import { crackTimeWords } from '../i18n/catalogue.js';
import { LANGUAGES } from '../i18n/languages.js';
import { MESSAGES_LANGUAGES } from '../i18n/registry.js';
import { analysedPart, CHECK_MAX_LENGTH, type CheckResult } from './checker.js';
import { suggestionWords, warningWords } from './feedback-words.js';
import { createLanguageChecker, languageChecker } from './language-checker.js';
import { CHECKER_LANGUAGES } from './language-dictionaries.js';

const checker = await createLanguageChecker('en');
const defaults = await createLanguageChecker('en', { l33tMaxSubstitutions: 100 });
const checkers = { en: checker, es: await createLanguageChecker('es') };

// A fixed "random" password of 40 characters from the generator's full pool (drawn once, pasted here).
const RANDOM_40 = 'k#9vQ2!mZ@7pL$4nR&8wT*3yB^6cF(1hJ)5dG+0s';

describe('createChecker', () => {
  it('returns exactly the keys of the page data-analysis, in order', () => {
    const result = checker.check('Tr0ub4dor&3', 'en');
    assert.deepEqual(Object.keys(result), [
      'length',
      'log10_guesses',
      'crack_time_log10_seconds',
      'crack_time',
      'level',
      'level_scale',
      'ceiling',
      'truncated',
      'warning',
      'suggestions',
      'breach',
    ]);
    assert.equal(result.level_scale, 'time');
    assert.equal(result.ceiling, true);
    assert.equal(result.length, 11);
    assert.equal(checker.check(RANDOM_40, 'en').ceiling, false);
  });

  it('uses the API attack model: crack time is log10(guesses) - 12, with the API level and words', () => {
    for (const password of ['password', 'correcthorsebatterystaple', RANDOM_40, 'P@ssw0rd1', 'contraseña2024']) {
      for (const lang of MESSAGES_LANGUAGES) {
        const result = checkers[lang].check(password, lang);
        assert.equal(
          result.crack_time_log10_seconds,
          result.log10_guesses - DEFAULT_ANALYSIS_MODEL.guessesPerSecondLog10,
        );
        assert.equal(result.level, levelForCrackTime(result.crack_time_log10_seconds));
        assert.deepEqual(result.crack_time, crackTimeWords(lang, result.crack_time_log10_seconds));
      }
    }
  });

  it('gives level 0 and a warning for "password", in English and in Spanish', () => {
    const english = checker.check('password', 'en');
    const spanish = checkers.es.check('password', 'es');
    assert.equal(english.level, 0);
    assert.equal(spanish.level, 0);
    assert.equal(english.warning, 'This is a heavily used password.');
    assert.equal(spanish.warning, 'Es de las contraseñas más usadas.');
    assert.deepEqual(english.crack_time, { value: 'less than 1', unit: 'second' });
    assert.deepEqual(spanish.crack_time, { value: 'menos de 1', unit: 'segundo' });
    assert.ok(english.suggestions.length > 0);
    assert.equal(english.suggestions.length, spanish.suggestions.length);
    assert.notDeepEqual(english.suggestions, spanish.suggestions);
  });

  it('finds Spanish words: "contraseña" alone is a weak single word', () => {
    const result = checkers.es.check('contraseña', 'es');
    assert.ok(result.log10_guesses < 5, String(result.log10_guesses));
    assert.equal(result.level, 0);
  });

  it('gives level 4 and no warning for a long random password', () => {
    const result = checker.check(RANDOM_40, 'en');
    assert.equal(result.level, 4);
    assert.equal(result.warning, null);
    assert.deepEqual(result.suggestions, []);
    assert.ok(result.log10_guesses > 35, String(result.log10_guesses));
  });

  it('gives feedback exactly for levels 0-2 (zxcvbn-ts scores set to the level thresholds)', () => {
    // Prefixes of a random password span the levels; zxcvbn-ts alone stays silent from about 10^10 guesses on.
    const levels = new Set<number>();
    for (let length = 4; length <= RANDOM_40.length; length++) {
      const result = checker.check(RANDOM_40.slice(0, length), 'en');
      levels.add(result.level);
      assert.equal(result.suggestions.length > 0, result.level <= 2, `${length}: level ${result.level}`);
    }
    assert.deepEqual([...levels].sort(), [0, 1, 2, 3, 4]);
  });

  it('analyses only the first CHECK_MAX_LENGTH code points and reports the whole length', () => {
    const long = `${RANDOM_40}${'x'.repeat(10_000)}`;
    const result = checker.check(long, 'en');
    assert.equal(result.length, 10_040);
    assert.equal(result.log10_guesses, checker.check(long.slice(0, CHECK_MAX_LENGTH), 'en').log10_guesses);
  });

  it("gives the page's cut input with its whole length the result of the whole input", () => {
    const long = `${RANDOM_40}${'x'.repeat(10_000)}`;
    const { analysed, length } = analysedPart(long);
    assert.deepEqual(checker.check(analysed, 'en', length), checker.check(long, 'en'));
    assert.equal(checker.check(analysed, 'en', Number.NaN).length, CHECK_MAX_LENGTH);
    assert.equal(checker.check(analysed, 'en', 3).length, CHECK_MAX_LENGTH);
  });

  it('counts code points, never cutting a surrogate pair', () => {
    const emoji = '🔑'.repeat(CHECK_MAX_LENGTH + 3);
    const part = analysedPart(emoji);
    assert.equal(part.length, CHECK_MAX_LENGTH + 3);
    assert.equal(part.analysed, '🔑'.repeat(CHECK_MAX_LENGTH));
    assert.equal(checker.check('ñ🔑', 'en').length, 2);
  });

  it('gives an empty password level 0 and no warning', () => {
    const result = checker.check('', 'en');
    assert.equal(result.length, 0);
    assert.equal(result.level, 0);
    assert.equal(result.warning, null);
  });

  it('freezes its result', () => {
    const result: CheckResult = checker.check('abc', 'en');
    assert.ok(Object.isFrozen(result) && Object.isFrozen(result.crack_time) && Object.isFrozen(result.suggestions));
  });
});

describe('languageChecker', () => {
  it('equals a fresh checker of the same language', async () => {
    assert.deepEqual((await languageChecker('en')).check('password', 'en'), checker.check('password', 'en'));
    const spanish = await createLanguageChecker('es');
    assert.deepEqual((await languageChecker('es')).check('contraseña', 'es'), spanish.check('contraseña', 'es'));
  });
});

describe('the tuned options', () => {
  it('score realistic l33t passwords as zxcvbn-ts does with its default of 100 substitutions', () => {
    const l33tPasswords = [
      'P@ssw0rd',
      'P@$$w0rd!',
      'Tr0ub4dor&3',
      'c0rr3ct h0rs3 b@tt3ry st@pl3',
      'p4$$w0rdp4$$w0rd',
      '5up3rm4n1989',
      'l3tm31n',
      'C0ntr4s3ñ@',
      'm1c0ntr@s3ñ4s3gur@',
      '!1|1!1|1qwerty',
      'h3ll0w0rld!!',
      'dr4g0n$l4y3r',
      '1l0v3y0u4ev3r',
      'ph0t0gr4ph3r',
      'Ch0c0l4t3C4k3',
      'B4s3b4llPl4y3r#1',
    ];
    for (const password of l33tPasswords) {
      assert.equal(checker.check(password, 'en').log10_guesses, defaults.estimate(password).guessesLog10, password);
    }
  });

  it('has feedback words for every zxcvbn-ts key in every page language, its own where its pack has them', async () => {
    for (const lang of LANGUAGES) {
      const own = await createLanguageChecker(lang);
      const words = own.feedbackWords(lang);
      const englishWords = (await languageChecker('en')).feedbackWords('en');
      assert.ok(words !== undefined && englishWords !== undefined, lang);
      for (const table of ['warnings', 'suggestions'] as const) {
        assert.deepEqual(Object.keys(words[table]).sort(), Object.keys(englishWords[table]).sort(), `${lang} ${table}`);
        for (const [key, text] of Object.entries(words[table])) assert.ok(text.length > 0, `${lang} ${table}.${key}`);
        for (const key of Object.keys(englishWords[table])) {
          const translated = table === 'warnings' ? warningWords(words, key) : suggestionWords(words, key);
          assert.notEqual(translated, key, `${lang} ${key}`);
        }
      }
      // A language whose pack has translations speaks its own words; the others fall back to English.
      const same = JSON.stringify(words) === JSON.stringify(englishWords);
      assert.equal(same, CHECKER_LANGUAGES[lang].feedback === null || lang === 'en', lang);
    }
  });
});

describe('the checker module', () => {
  it('bundles for a browser or a worker without any node: module (esbuild, platform neutral)', async () => {
    const entry = fileURLToPath(new URL('../../../src/checker/checker.ts', import.meta.url));
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'neutral',
      mainFields: ['module', 'main'],
      format: 'esm',
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    assert.ok(inputs.some((input) => input.includes('@zxcvbn-ts/core')));
    assert.deepEqual(
      inputs.filter((input) => input.startsWith('node:') || /(^|\/)node_modules\/@types\/node\//.test(input)),
      [],
    );
    const imports = Object.values(result.metafile.inputs).flatMap((input) => input.imports.map((i) => i.path));
    assert.deepEqual(
      imports.filter((path) => path.startsWith('node:')),
      [],
    );
  });
});
