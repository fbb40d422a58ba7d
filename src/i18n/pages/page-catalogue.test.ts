import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { crackTimePhrase, placeholdersOf } from '../catalogue.js';
import { LANGUAGES } from '../languages.js';
import { MESSAGES_EN } from '../messages-en.js';
import { MESSAGES_ES } from '../messages-es.js';
import { packOf } from '../packs.js';
import { type PageKey, pageCount, pageCrackTime, pageWords, SHARED_PAGE_KEYS } from './page-catalogue.js';
import { PAGE_CATALOGUES, pageCatalogueOf } from './page-registry.js';

const EN = pageCatalogueOf('en');
const KEYS = Object.keys(EN.messages).sort() as PageKey[];
const SECONDS_PER_YEAR = 31_557_600;
const years = (n: number) => Math.log10(n * SECONDS_PER_YEAR);

/** The crack time as a reader sees it. */
function spoken(lang: (typeof LANGUAGES)[number], log10Seconds: number, atMost = false): string {
  return pageCrackTime(pageCatalogueOf(lang), log10Seconds, atMost);
}

describe('page catalogues', () => {
  it('there is one for each of the 18 links languages, under its own code', () => {
    assert.deepEqual(Object.keys(PAGE_CATALOGUES).sort(), [...LANGUAGES].sort());
    for (const lang of LANGUAGES) assert.equal(pageCatalogueOf(lang).code, lang);
  });

  it('every catalogue has exactly the English keys, each with the same placeholders', () => {
    for (const lang of LANGUAGES) {
      const { messages } = pageCatalogueOf(lang);
      assert.deepEqual(Object.keys(messages).sort(), KEYS, lang);
      for (const key of KEYS) {
        assert.ok(messages[key].trim().length > 0, `${lang} ${key}`);
        assert.deepEqual(placeholdersOf(messages[key]), placeholdersOf(EN.messages[key]), `${lang} ${key}`);
      }
    }
  });

  it('every catalogue but English is translated (at most a few words, such as "Generator", equal English)', () => {
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const same = KEYS.filter((key) => pageCatalogueOf(lang).messages[key] === EN.messages[key]);
      assert.ok(same.length <= 3, `${lang}: ${same.join(', ')}`);
    }
  });

  it('Arabic is right to left, every other language left to right', () => {
    for (const lang of LANGUAGES) {
      assert.equal(pageCatalogueOf(lang).dir, lang === 'ar' ? 'rtl' : 'ltr', lang);
      assert.equal(pageCatalogueOf(lang).dir, packOf(lang).dir, `${lang}: the pack and the page words agree`);
    }
  });

  it('every unit has words, and magnitudes ascend', () => {
    for (const lang of LANGUAGES) {
      const { units, numberWords } = pageCatalogueOf(lang);
      for (const unit of ['second', 'minute', 'hour', 'day', 'year'] as const) assert.ok(units[unit].other, lang);
      const exponents = numberWords.magnitudes.map((m) => m.exponent);
      assert.deepEqual(
        exponents,
        [...exponents].sort((a, b) => a - b),
        lang,
      );
    }
  });

  it('Japanese and Korean group by 10^4, Hindi by lakh and crore', () => {
    assert.deepEqual(
      pageCatalogueOf('ja').numberWords.magnitudes.map((m) => m.exponent),
      [4, 8, 12, 16],
    );
    assert.deepEqual(
      pageCatalogueOf('ko').numberWords.magnitudes.map((m) => m.exponent),
      [4, 8, 12, 16],
    );
    assert.deepEqual(
      pageCatalogueOf('hi').numberWords.magnitudes.map((m) => m.exponent),
      [3, 5, 7, 9, 11],
    );
  });
});

describe('English and Spanish pages say what the API says', () => {
  it('every shared key is the API message itself', () => {
    for (const [lang, api] of [
      ['en', MESSAGES_EN],
      ['es', MESSAGES_ES],
    ] as const) {
      const { messages } = pageCatalogueOf(lang);
      for (const key of SHARED_PAGE_KEYS) assert.equal(messages[key], api[key], `${lang} ${key}`);
    }
  });

  it('the crack-time phrases equal the API phrases over the whole range, with and without "at most"', () => {
    // The pages write an exponent in superscript (10¹²) where the API writes 10^12.
    const sup = (text: string) =>
      text.replace(/10\^(\d+)/, (_, digits: string) => `10${[...digits].map((d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(d)]).join('')}`);
    let nouns = 0;
    for (let log10 = -3; log10 < 60; log10 += 0.0937) {
      for (const lang of ['en', 'es'] as const) {
        for (const atMost of [false, true]) {
          const phrase = pageCrackTime(pageCatalogueOf(lang), log10, atMost);
          assert.equal(phrase, sup(crackTimePhrase(lang, log10, atMost)), `${lang} ${log10} ${atMost}`);
          assert.doesNotMatch(phrase, /\^/);
          if (/ de años$/.test(phrase)) nouns++;
        }
      }
    }
    // Spanish puts "de" after a noun magnitude ("2,5 millones de años"), as the API does.
    assert.ok(nouns > 20, `${nouns}`);
  });
});

describe('a sample of values in every language', () => {
  const crack16 = (16 * Math.log2(89) - 1) * Math.log10(2) - 12;

  it('246 billion years (16 characters of 89), as each language names it', () => {
    const expected: Record<(typeof LANGUAGES)[number], string> = {
      en: '246 billion years',
      es: '246 mil millones de años',
      nl: '246 miljard jaar',
      de: '246 Milliarden Jahre',
      fr: '246 milliards d’années',
      it: '246 miliardi di anni',
      pt: '246 bilhões de anos',
      ca: '246 mil milions d’anys',
      gl: '246 mil millóns de anos',
      eu: '246 mila milioi urte',
      pl: '246 mld lat',
      tr: '246 milyar yıl',
      id: '246 miliar tahun',
      vi: '246 tỷ năm',
      ja: '2460億年',
      ko: '2460억년',
      hi: '2.46 खरब साल',
      ar: '246 مليار سنة',
    };
    for (const lang of LANGUAGES) assert.equal(spoken(lang, crack16), expected[lang], lang);
  });

  it('grouping by 10^4 in Japanese and Korean, lakh and crore in Hindi', () => {
    const cases: [years: number, ja: string, ko: string, hi: string][] = [
      [45_000, '4.5万年', '4.5만년', '45 हज़ार साल'],
      [300_000, '30万年', '30만년', '3 लाख साल'],
      [12_300_000, '1230万年', '1230만년', '1.23 करोड़ साल'],
      [123_000_000, '1.23億年', '1.23억년', '12.3 करोड़ साल'],
      [3.2e13, '32兆年', '32조년', '320 खरब साल'],
      [3.2e14, '320兆年', '320조년', '3.2 × 10¹⁴ साल'],
    ];
    for (const [n, ja, ko, hi] of cases) {
      assert.equal(spoken('ja', years(n)), ja, `ja ${n}`);
      assert.equal(spoken('ko', years(n)), ko, `ko ${n}`);
      assert.equal(spoken('hi', years(n)), hi, `hi ${n}`);
    }
  });

  it('units take the plural form the number asks for (de, fr, pl, ar, hi)', () => {
    const h3 = Math.log10(3 * 3600);
    const d5 = Math.log10(5 * 86_400);
    const s11 = Math.log10(11);
    const cases: [lang: (typeof LANGUAGES)[number], log10: number, text: string][] = [
      ['de', years(1), '1 Jahr'],
      ['de', h3, '3 Stunden'],
      ['fr', years(1.5), '1,5 an'],
      ['fr', years(45_000), '45 mille ans'],
      ['fr', years(12_300_000), '12,3 millions d’années'],
      ['pl', years(1), '1 rok'],
      ['pl', years(3), '3 lata'],
      ['pl', d5, '5 dni'],
      ['pl', years(1.5), '1,5 roku'],
      ['pl', years(25), '25 lat'],
      ['ar', years(1), '1 سنة'],
      ['ar', h3, '3 ساعات'],
      ['ar', s11, '11 ثانية'],
      ['ar', years(45_000), '45 ألف سنة'],
      ['hi', Math.log10(3600), '1 घंटा'],
      ['hi', h3, '3 घंटे'],
      ['nl', h3, '3 uur'],
      ['ja', h3, '3時間'],
      ['ko', d5, '5일'],
    ];
    for (const [lang, log10, text] of cases) assert.equal(spoken(lang, log10), text, `${lang} ${text}`);
  });

  it('below one second, each language says so its own way', () => {
    const cases: Partial<Record<(typeof LANGUAGES)[number], string>> = {
      en: 'less than 1 second',
      de: 'weniger als 1 Sekunde',
      fr: 'moins de 1 seconde',
      ja: '1秒未満',
      ko: '1초 미만',
      hi: '1 सेकंड से कम',
      ar: 'أقل من 1 ثانية',
      tr: '1 saniyeden az',
    };
    for (const [lang, text] of Object.entries(cases)) {
      assert.equal(spoken(lang as (typeof LANGUAGES)[number], -4), text, lang);
    }
  });

  it('an upper bound reads as one phrase in every language, and never below one second', () => {
    const hours3 = Math.log10(3 * 3600);
    const expected: Record<(typeof LANGUAGES)[number], string> = {
      en: 'at most 3 hours',
      es: 'como mucho 3 horas',
      nl: 'hoogstens 3 uur',
      de: 'höchstens 3 Stunden',
      fr: 'au plus 3 heures',
      it: 'al massimo 3 ore',
      pt: 'no máximo 3 horas',
      ca: 'com a màxim 3 hores',
      gl: 'como moito 3 horas',
      eu: 'gehienez 3 ordu',
      pl: 'najwyżej 3 godziny',
      tr: 'en fazla 3 saat',
      id: 'paling lama 3 jam',
      vi: 'tối đa 3 giờ',
      ja: '最大3時間',
      ko: '최대 3시간',
      hi: 'अधिकतम 3 घंटे',
      ar: '3 ساعات على الأكثر',
    };
    for (const lang of LANGUAGES) {
      assert.equal(spoken(lang, hours3, true), expected[lang], lang);
      assert.equal(spoken(lang, -4, true), spoken(lang, -4), lang);
    }
    assert.equal(spoken('fr', years(12_300_000), true), 'au plus 12,3 millions d’années');
    assert.equal(spoken('es', years(2_500_000), true), 'como mucho 2,5 millones de años');
    assert.equal(spoken('ja', (16 * Math.log2(89) - 1) * Math.log10(2) - 12, true), '最大2460億年');
  });

  it('every language writes a power of ten in superscript (10¹²), never in caret notation', () => {
    // A count of 6.3 × 10¹² and a crack time past every named magnitude (3.2 × 10⁴⁰ years)
    // both go through the catalogue's scientific form.
    for (const lang of LANGUAGES) {
      const catalogue = pageCatalogueOf(lang);
      for (const text of [pageCount(catalogue, 12.8), pageCount(catalogue, 123.4), spoken(lang, years(3.2e40))]) {
        assert.doesNotMatch(text, /\^/, `${lang}: ${text}`);
        assert.match(text, /10[⁰¹²³⁴⁵⁶⁷⁸⁹]+/, `${lang}: ${text}`);
      }
    }
  });

  it('placeholders fill in, and the counts use the decimal separator of the language', () => {
    assert.equal(pageWords(pageCatalogueOf('ja'), 'generator_copy_label', { n: 2 }), 'パスワード 2 をコピー');
    assert.equal(pageWords(pageCatalogueOf('ar'), 'page_level', { level: 3, name: 'قوية' }), 'المستوى 3 من 4: قوية');
    assert.equal(pageCount(pageCatalogueOf('de'), 12.8), '6,3 × 10¹²');
    assert.equal(pageCount(pageCatalogueOf('ko'), 12.8), '6.3 × 10¹²');
  });
});
