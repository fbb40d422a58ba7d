import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { crackTimeWords, message, placeholdersOf } from './catalogue.js';
import { MESSAGES_EN, type MessageKey } from './messages-en.js';
import { CATALOGUES, MESSAGES_LANGUAGES, messagesOf } from './registry.js';

const KEYS = Object.keys(MESSAGES_EN) as MessageKey[];

describe('message catalogues', () => {
  it('every catalogue has exactly the English keys', () => {
    assert.deepEqual(MESSAGES_LANGUAGES, ['en', 'es']);
    for (const { code, messages } of CATALOGUES) assert.deepEqual(Object.keys(messages).sort(), [...KEYS].sort(), code);
  });

  it('every key has the same placeholders in every language', () => {
    for (const { code, messages } of CATALOGUES) {
      for (const key of KEYS) {
        assert.deepEqual(placeholdersOf(messages[key]), placeholdersOf(MESSAGES_EN[key]), `${code} ${key}`);
      }
    }
  });

  it('every message is non-empty and other languages differ from English (they are translated)', () => {
    for (const { code, messages } of CATALOGUES) {
      for (const key of KEYS) {
        assert.ok(messages[key].trim().length > 0, `${code} ${key}`);
        // A number and its unit read the same in English and Spanish ("30,3 minutos").
        if (code !== 'en' && key !== 'crack_time_amount') {
          assert.notEqual(messages[key], MESSAGES_EN[key], `${code} ${key}`);
        }
      }
    }
  });

  it('error messages are full sentences (end with a full stop or a link)', () => {
    for (const lang of MESSAGES_LANGUAGES) {
      for (const key of KEYS.filter((k) => k.startsWith('error_'))) {
        assert.match(messagesOf(lang)[key], /[.}]$/, `${lang} ${key}`);
        assert.match(messagesOf(lang)[key], /^[A-Z¿¡]/, `${lang} ${key}`);
      }
    }
  });

  it('no message links to sign-up or pricing', () => {
    for (const { messages } of CATALOGUES) {
      for (const text of Object.values(messages)) {
        assert.doesNotMatch(text, /https?:\/\//, 'links come from configuration, never from the catalogue');
      }
    }
  });

  it('the notice and the 429 message carry the generator link; the 501 message the checker link', () => {
    for (const { messages: catalogue } of CATALOGUES) {
      assert.ok(catalogue.notice.includes('{generator_url}'));
      assert.ok(catalogue.error_rate_limited.includes('{generator_url}'));
      assert.ok(catalogue.error_not_implemented.includes('{checker_url}'));
    }
  });
});

describe('placeholdersOf', () => {
  it('lists placeholders sorted and without repeats', () => {
    assert.deepEqual(placeholdersOf('{b} and {a} and {b}'), ['a', 'b']);
    assert.deepEqual(placeholdersOf('none'), []);
    assert.deepEqual(placeholdersOf('{"length": 20}'), []);
  });
});

describe('message', () => {
  it('fills placeholders from the params', () => {
    assert.equal(
      message('en', 'error_invalid_length', { min: 4, max: 64 }),
      'The length must be a whole number from 4 to 64. Please choose a length in that range.',
    );
    assert.ok(message('es', 'error_invalid_count', { min: 1, max: 20 }).includes('entre 1 y 20'));
  });

  it('does not expand placeholders that appear inside values', () => {
    assert.ok(message('en', 'error_unknown_parameter', { field: '{field}{docs_url}' }).includes('"{field}{docs_url}"'));
  });
});

describe('crackTimeWords', () => {
  it('below one second: "less than 1" "second" / "menos de 1" "segundo"', () => {
    assert.deepEqual(crackTimeWords('en', -3), { value: 'less than 1', unit: 'second' });
    assert.deepEqual(crackTimeWords('es', -3), { value: 'menos de 1', unit: 'segundo' });
  });

  it('singular and plural unit words in both languages', () => {
    const log = Math.log10;
    const cases: [seconds: number, en: string, es: string][] = [
      [1, 'second', 'segundo'],
      [2, 'seconds', 'segundos'],
      [60, 'minute', 'minuto'],
      [120, 'minutes', 'minutos'],
      [3_600, 'hour', 'hora'],
      [7_200, 'hours', 'horas'],
      [86_400, 'day', 'día'],
      [172_800, 'days', 'días'],
      [31_557_600, 'year', 'año'],
      [63_115_200, 'years', 'años'],
      [31_557_600e3, 'years', 'años'],
    ];
    for (const [seconds, en, es] of cases) {
      assert.equal(crackTimeWords('en', log(seconds)).unit, en, `${seconds} s`);
      assert.equal(crackTimeWords('es', log(seconds)).unit, es, `${seconds} s`);
    }
  });

  it('magnitudes in the messages language: 246 billion years / 246 mil millones años', () => {
    const crack = (16 * Math.log2(89) - 1) * Math.log10(2) - 12;
    assert.deepEqual(crackTimeWords('en', crack), { value: '246 billion', unit: 'years' });
    assert.deepEqual(crackTimeWords('es', crack), { value: '246 mil millones', unit: 'años' });
  });

  it('a thousand years is plural in both languages ("1 thousand years", "mil años")', () => {
    const crack = Math.log10(31_557_600e3);
    assert.deepEqual(crackTimeWords('en', crack), { value: '1 thousand', unit: 'years' });
    assert.deepEqual(crackTimeWords('es', crack), { value: 'mil', unit: 'años' });
  });
});
