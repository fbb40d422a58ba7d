import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analysisBody } from '../analysis/analysis-body.js';
import { createLanguageChecker } from '../checker/language-checker.js';
import { CHECK_MAX_LENGTH } from '../checker/limits.js';
import { analyze } from '../core/analysis.js';
import { crackTimePhrase } from '../i18n/catalogue.js';
import { pageWords } from '../i18n/pages/page-catalogue.js';
import { pageCatalogueOf } from '../i18n/pages/page-registry.js';
import { checkerResultView, generatorAnalysisView } from './analysis-view.js';

const EN = pageCatalogueOf('en');
const ES = pageCatalogueOf('es');

describe('generatorAnalysisView', () => {
  it('shows bits, level, crack time and the formula, and carries the API analysis as JSON', () => {
    const body = analysisBody(analyze(16, 89, false), 'en');
    const view = generatorAnalysisView(body, false, EN);
    assert.equal(view.bits, '103.6 bits of entropy');
    assert.equal(view.levelWords, 'Level 4 of 4: very strong');
    assert.equal(
      view.crackTime,
      `Time to crack: ${body.crack_time.value} ${body.crack_time.unit}, for an attacker who tries 10¹² guesses per second offline.`,
    );
    assert.equal(
      view.formula,
      '16 characters, each drawn uniformly from a pool of 89: bits = L × log2(N) = 16 × log2(89) = 103.61',
    );
    assert.deepEqual(JSON.parse(view.json), body);
  });

  it('uses the no-repeats formula with N - 1 and L - 1 filled in, in Spanish', () => {
    const body = analysisBody(analyze(20, 62, true), 'es');
    const view = generatorAnalysisView(body, true, ES);
    assert.match(view.formula, /= log2\(62\) \+ 19 × log2\(61\) = 118,64$/);
    assert.match(view.levelWords, /^Nivel 4 de 4: muy fuerte$/);
  });

  it('shows the page language while the JSON stays the messages language (de page, English analysis)', () => {
    const body = analysisBody(analyze(16, 89, false), 'en');
    const view = generatorAnalysisView(body, false, pageCatalogueOf('de'));
    assert.equal(view.bits, '103,6 Bit Entropie');
    assert.equal(view.levelWords, 'Stufe 4 von 4: sehr stark');
    assert.match(view.crackTime, /^Zeit zum Knacken: 246 Milliarden Jahre,/);
    assert.deepEqual(JSON.parse(view.json), body);
    assert.equal(body.crack_time.value, '246 billion');
  });
});

// The Spanish page's checker: English and Spanish words (language-dictionaries.ts).
const spanishChecker = await createLanguageChecker('es');

describe('checkerResultView', () => {
  const checker = spanishChecker;

  it('shows the warning and says when the input was cut at the cap', () => {
    const short = checkerResultView(checker.check('password', 'en'), CHECK_MAX_LENGTH, EN);
    assert.equal(short.warning, 'Warning: This is a heavily used password.');
    assert.equal(short.truncated, null);
    assert.equal(short.levelWords, 'Level 0 of 4: very weak');
    const long = checkerResultView(
      checker.check(`${'x'.repeat(5_000)}${'y'.repeat(5_000)}`, 'es'),
      CHECK_MAX_LENGTH,
      ES,
    );
    assert.equal(long.truncated, `Solo se analizaron los primeros ${CHECK_MAX_LENGTH} de sus 10000 caracteres.`);
  });

  it('says nothing was left out when a reading of the whole input set the figure', () => {
    // A repeat and two long passphrases beyond the cap, each read whole. (A run of one character is not among them:
    // it pays for its length now, so its first part's pattern figure, lower, sets it.)
    for (const whole of [
      'Tr0ub4dor&3'.repeat(6),
      'password '.repeat(20).trim(),
      'correct horse battery staple '.repeat(3),
    ]) {
      const result = checker.check(whole, 'en');
      assert.ok(result.length > CHECK_MAX_LENGTH);
      assert.equal(result.truncated, false, whole);
      assert.equal(checkerResultView(result, CHECK_MAX_LENGTH, ES).truncated, null, whole);
    }
    // Random characters beyond the cap are priced by the first part's figure and an exhaustive search over the rest.
    const random = 'kQ7#vT2m!Zp9@wL4^bN8&cX1*dR6(eF3)gH5_jK0+sY'.repeat(2).slice(0, 80);
    const cut = checker.check(`${random.slice(0, 60)}${[...random.slice(0, 20)].reverse().join('')}`, 'en');
    assert.equal(cut.truncated, true);
    // What the caller cut before calling was not read at all.
    assert.equal(checker.check('x'.repeat(40), 'en', 100).truncated, true);
    assert.equal(checker.check('x'.repeat(40), 'en').truncated, false);
  });

  it('a pattern estimate reads "at most" with the ceiling sentence; a random one reads as exact', () => {
    const patterned = 'elefantes y jirafas azules de 1987 y caballos';
    const random = 'Xk9#mQ2$vL7p';
    for (const [lang, catalogue] of [
      ['en', EN],
      ['es', ES],
    ] as const) {
      const bound = checker.check(patterned, lang);
      assert.equal(bound.ceiling, true);
      const view = checkerResultView(bound, CHECK_MAX_LENGTH, catalogue);
      const time = crackTimePhrase(lang, bound.crack_time_log10_seconds, true);
      assert.equal(view.crackTime, pageWords(catalogue, 'page_crack_time', { time }));
      assert.equal(view.ceiling, pageWords(catalogue, 'checker_ceiling_true'));
      const exact = checker.check(random, lang);
      assert.equal(exact.ceiling, false);
      const exactView = checkerResultView(exact, CHECK_MAX_LENGTH, catalogue);
      assert.equal(
        exactView.crackTime,
        pageWords(catalogue, 'page_crack_time', { time: crackTimePhrase(lang, exact.crack_time_log10_seconds) }),
      );
      assert.equal(exactView.ceiling, pageWords(catalogue, 'checker_ceiling_false'));
    }
    const es = checkerResultView(checker.check(patterned, 'es'), CHECK_MAX_LENGTH, ES);
    assert.match(es.crackTime, /: como mucho 3,3 trillones de años,/);
    const de = checkerResultView(checker.check(patterned, 'en'), CHECK_MAX_LENGTH, pageCatalogueOf('de'));
    assert.match(de.crackTime, /^Zeit zum Knacken: höchstens 3,3 Trillionen Jahre,/);
    assert.match(de.ceiling, /^Eine Obergrenze/);
    const ja = checkerResultView(checker.check(random, 'en'), CHECK_MAX_LENGTH, pageCatalogueOf('ja'));
    assert.equal(ja.crackTime.includes('最大'), false);
    assert.match(ja.ceiling, /^パターンは見つかりませんでした/);
    // The page speaks to people: no JSON names in its prose.
    assert.doesNotMatch(`${ja.ceiling} ${de.ceiling}`, /"ceiling"|JSON/);
  });

  it('in a language without a zxcvbn-ts pack, the page words are its own and the warning is English', () => {
    const view = checkerResultView(checker.check('password', 'en'), CHECK_MAX_LENGTH, pageCatalogueOf('fr'));
    assert.equal(view.warning, 'Attention : This is a heavily used password.');
    assert.equal(view.levelWords, 'Niveau 0 sur 4 : très faible');
    assert.equal(view.crackTime.startsWith('Temps pour le casser : moins de 1 seconde,'), true);
  });
});
