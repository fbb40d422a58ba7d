import assert from 'node:assert/strict';
import { randomFillSync } from 'node:crypto';
import { describe, it } from 'node:test';
import { enumeratePassphrases } from '../test/support/passphrases.js';
import { createPassphraseGenerator } from './core/passphrase.js';
import { generatePassphrasesLocally, type WordListLoader } from './engine/passphrases.js';
import { crackTimeWords } from './i18n/catalogue.js';
import { GenerateOptionsError, generatePassphrases, wordList, wordLists } from './library.js';
import { loadWordList } from './wordlists/word-lists.js';

async function refusal(options: unknown): Promise<GenerateOptionsError> {
  try {
    await generatePassphrases(options as Parameters<typeof generatePassphrases>[0]);
  } catch (error) {
    assert.ok(error instanceof GenerateOptionsError, `expected a GenerateOptionsError, got ${String(error)}`);
    return error;
  }
  assert.fail(`expected ${JSON.stringify(options)} to be refused`);
}

const close = (actual: number, expected: number, label: string) =>
  assert.ok(Math.abs(actual - expected) < 1e-9, `${label}: ${actual} is not ${expected}`);

describe('generatePassphrases', () => {
  it('defaults: one passphrase of 6 words of the large list joined by "-", 6 log2 7776 = 77.55 bits', async () => {
    const large = new Set(await loadWordList('eff_large'));
    for (const options of [undefined, {}]) {
      const { passphrases, analysis } = await generatePassphrases(options);
      assert.equal(passphrases.length, 1);
      // Split on the separator, then rejoin hyphenated list words: the list has four.
      const tokens = (passphrases[0] as string).split('-');
      let words = 0;
      for (let i = 0; i < tokens.length; i++, words++) {
        if (!large.has(tokens[i] as string)) {
          assert.ok(large.has(`${tokens[i]}-${tokens[i + 1]}`), passphrases[0]);
          i++;
        }
      }
      assert.equal(words, 6);
      assert.equal(analysis.bits.toFixed(2), '77.55');
      assert.equal(analysis.words, 6);
      assert.equal(analysis.list_size, 7776);
    }
  });

  it('the analysis: bits exact for every option, then guesses, crack time and level as for passwords', async () => {
    const cases = [
      [{ words: 3, list: 'eff_short' }, 3 * Math.log2(1296)],
      [{ words: 20 }, 20 * Math.log2(7776)],
      [{ capitalize: 'random' }, 6 * Math.log2(7776) + 6],
      [{ capitalize: 'first' }, 6 * Math.log2(7776)],
      [{ digit: true, words: 4 }, 4 * Math.log2(7776) + Math.log2(40)],
      [
        { words: 5, list: 'eff_short', capitalize: 'random', digit: true, separator: '' },
        5 * Math.log2(1296) + 5 + Math.log2(50),
      ],
    ] as const;
    for (const [options, bits] of cases) {
      const { analysis } = await generatePassphrases({ ...options, lang: 'es' });
      const label = JSON.stringify(options);
      close(analysis.bits, bits, label);
      close(analysis.log10_guesses, (bits - 1) * Math.log10(2), label);
      close(analysis.crack_time_log10_seconds, analysis.log10_guesses - 12, label);
      assert.deepEqual(analysis.crack_time, crackTimeWords('es', analysis.crack_time_log10_seconds), label);
      // The level scale of the service, written out again: a minute, a day, a year, a century.
      const seconds = 10 ** analysis.crack_time_log10_seconds;
      const level = [60, 86_400, 365.25 * 86_400, 100 * 365.25 * 86_400].filter((limit) => seconds >= limit).length;
      assert.equal(analysis.level, level, label);
      assert.equal(analysis.level_scale, 'time');
      assert.equal(analysis.ceiling, false);
      assert.deepEqual(Object.keys(analysis), [
        'words',
        'list_size',
        'bits',
        'log10_guesses',
        'crack_time_log10_seconds',
        'crack_time',
        'level',
        'level_scale',
        'ceiling',
      ]);
    }
  });

  it('writes the options: short list, separator, capitals, one digit, count', async () => {
    const short = new Set(await loadWordList('eff_short'));
    const { passphrases } = await generatePassphrases({
      words: 4,
      list: 'eff_short',
      separator: ' ~ ',
      capitalize: 'first',
      digit: true,
      count: 20,
    });
    assert.equal(passphrases.length, 20);
    for (const passphrase of passphrases) {
      const words = passphrase.split(' ~ ');
      assert.equal(words.length, 4, passphrase);
      assert.equal(words.filter((word) => /[0-9]$/.test(word)).length, 1, passphrase);
      for (const word of words) {
        const bare = word.replace(/[0-9]$/, '');
        assert.match(bare, /^[A-Z]/);
        assert.ok(short.has(bare.charAt(0).toLowerCase() + bare.slice(1)), word);
      }
    }
  });

  it('refuses bad options with the code, the field and the message, in English and Spanish', async () => {
    const cases: readonly [unknown, string, string | undefined, string][] = [
      [{ words: 2 }, 'invalid_words', 'words', 'The number of words must be a whole number from 3 to 20.'],
      [{ words: '6' }, 'invalid_words', 'words', 'from 3 to 20'],
      [{ words: 21 }, 'invalid_words', 'words', 'from 3 to 20'],
      [
        { list: 'eff_long' },
        'invalid_list',
        'list',
        'one of these: eff_large, eff_short, cs, de, es, fr, it, ja, ko, pt, pt_br.',
      ],
      [{ separator: '123456789' }, 'invalid_separator', 'separator', '0 to 8 printable ASCII characters'],
      [{ separator: 'é' }, 'invalid_separator', 'separator', '0 to 8 printable ASCII'],
      [{ separator: '\n' }, 'invalid_separator', 'separator', '0 to 8 printable ASCII'],
      [{ separator: 1 }, 'invalid_separator', 'separator', '0 to 8 printable ASCII'],
      [{ capitalize: 'all' }, 'invalid_capitalize', 'capitalize', 'one of these: none, first, random.'],
      [{ digit: 'yes' }, 'invalid_parameter', 'digit', 'The parameter "digit" must be true or false.'],
      [{ count: 101 }, 'invalid_count', 'count', 'Please ask for between 1 and 100 passphrases.'],
      [{ count: 0 }, 'invalid_count', 'count', 'from 1 to 100'],
      [{ word: 5 }, 'unknown_parameter', 'word', 'Did you mean "words"? The accepted parameters are words, list,'],
      [{ length: 5 }, 'unknown_parameter', 'length', 'digit, count and lang.'],
      ['words', 'invalid_body', undefined, 'must be a JSON object'],
      [[], 'invalid_body', undefined, 'must be a JSON object'],
      [{ words: 2, list: 'x' }, 'invalid_words', 'words', 'from 3 to 20'],
    ];
    for (const [options, code, field, text] of cases) {
      const error = await refusal(options);
      const label = JSON.stringify(options);
      assert.equal(error.code, code, label);
      assert.equal(error.field, field, label);
      assert.ok(error.message.includes(text), `${label}: ${error.message}`);
    }
    const spanish = await refusal({ count: 101, lang: 'es' });
    assert.equal(
      spanish.message,
      'La cantidad debe ser un número entero entre 1 y 100. Pide entre 1 y 100 frases de contraseña.',
    );
    assert.match(
      (await refusal({ separator: '\t', lang: 'es' })).message,
      /^El separador debe tener entre 0 y 8 caracteres/,
    );
    assert.equal((await refusal({ word: 5 })).suggestion, 'words');
    // lang is never an error, whatever its value.
    assert.equal((await generatePassphrases({ lang: 7 } as never)).passphrases.length, 1);
  });
});

describe('the injectivity rule through the generation (tiny lists through the internal seam)', () => {
  const generator = createPassphraseGenerator({ randomFill: randomFillSync });
  const tiny =
    (list: readonly string[]): WordListLoader =>
    async () =>
      list;

  it('refuses a shape in which two choices write one string, in the messages language', async () => {
    for (const [list, options] of [
      [['ab', 'c', 'abc'], { separator: '', words: 3 }], // ab+c+abc = abc+ab+c
      [['a-b', 'a', 'b'], { separator: '-', words: 3 }], // a-b, a, b = a, b, a-b
    ] as const) {
      const attempt = generatePassphrasesLocally(generator, { ...options, lang: 'es' }, tiny(list));
      await assert.rejects(attempt, (error: unknown) => {
        assert.ok(error instanceof GenerateOptionsError);
        assert.equal(error.code, 'ambiguous_passphrase');
        assert.equal(error.field, undefined);
        assert.match(error.message, /^Con estas opciones, dos elecciones distintas/);
        return true;
      });
    }
    // Capitals write two words alike (Ab twice; Rome from rome and Rome): the capitals are named.
    for (const [list, capitalize] of [
      [['ab', 'Ab', 'cd'], 'random'],
      [['rome', 'Rome', 'paris'], 'first'],
      [['Berlin', 'paris', 'rome'], 'random'],
    ] as const) {
      const attempt = generatePassphrasesLocally(generator, { capitalize, separator: ' ', lang: 'es' }, tiny(list));
      await assert.rejects(attempt, (error: unknown) => {
        assert.ok(error instanceof GenerateOptionsError);
        assert.equal(error.code, 'ambiguous_passphrase');
        assert.equal(error.field, 'capitalize');
        assert.match(error.message, /^Con esta lista de palabras, las mayúsculas/);
        return true;
      });
    }
  });

  it('every option combination on tiny lists: refused exactly where strings collide, else bits = log2(distinct strings)', async () => {
    const capitals = ['none', 'first', 'random'] as const;
    let refused = 0;
    let counted = 0;
    for (const list of [
      ['ab', 'cd', 'e'],
      ['ab', 'c', 'abc'],
      ['a-b', 'a', 'b'],
      ['ab', 'Ab', 'x'],
      ['yo-yo', 'yoyo', 'yo'],
      // Words that capitals leave alone: all of them (Japanese), or some (a capital, a digit, an accent).
      ['あい', 'う', 'あ'],
      ['Rome', 'paris', 'é'],
      ['1a', 'b', 'ÉÉ'],
    ]) {
      for (const separator of ['-', '', ' ', 'b']) {
        for (const capitalize of capitals) {
          for (const digit of [false, true]) {
            const strings = enumeratePassphrases({ list, words: 3, separator, capitalize, digit });
            const ways = new Map<string, number>();
            for (const string of strings) ways.set(string, (ways.get(string) ?? 0) + 1);
            // Every distinct string drawn by as many choices as every other: then log2 of their count is exact.
            const uniform = new Set(ways.values()).size === 1;
            const options = { words: 3, separator, capitalize, digit, count: 20 } as const;
            const label = JSON.stringify({ list, ...options });
            const attempt = generatePassphrasesLocally(generator, options, tiny(list));
            const caseless = list.every((word) => word.toUpperCase() === word);
            if (ways.size < strings.length && !(caseless && uniform)) {
              refused++;
              await assert.rejects(
                attempt,
                (error: unknown) => (error as GenerateOptionsError).code === 'ambiguous_passphrase',
                label,
              );
              continue;
            }
            counted++;
            const { passphrases, analysis } = await attempt;
            assert.ok(uniform, label);
            close(analysis.bits, Math.log2(ways.size), label);
            if (caseless) close(analysis.bits, 3 * Math.log2(3) + (digit ? Math.log2(30) : 0), label);
            assert.equal(analysis.list_size, list.length, label);
            for (const passphrase of passphrases) assert.ok(ways.has(passphrase), `${passphrase}: ${label}`);
          }
        }
      }
    }
    assert.ok(refused > 30 && counted > 60, `${refused} refused, ${counted} counted`);
  });

  it('accepts the same lists where every choice writes its own string, with the exact count', async () => {
    const { passphrases, analysis } = await generatePassphrasesLocally(
      generator,
      { separator: '.', words: 3, count: 20, capitalize: 'random', digit: true },
      tiny(['ab', 'c', 'abc']),
    );
    assert.equal(passphrases.length, 20);
    assert.equal(analysis.list_size, 3);
    close(analysis.bits, Math.log2(3 ** 3 * 2 ** 3 * 30), 'bits');
  });
});

describe('generatePassphrases reads only the own properties of a plain object, as generatePasswords does', () => {
  it('inherited properties do not count: a polluted Object.prototype changes nothing', async () => {
    const prototype = Object.prototype as Record<string, unknown>;
    const polluted = { words: 3, separator: '+', count: 4, list: 'eff_short' };
    for (const [name, value] of Object.entries(polluted)) prototype[name] = value;
    try {
      const { passphrases, analysis } = await generatePassphrases({});
      assert.equal(passphrases.length, 1);
      assert.equal(analysis.words, 6);
      assert.equal(analysis.list_size, 7776);
      // The default separator, not the polluted one; EFF's large list has four words with a hyphen of their own
      // (drop-down, felt-tip, t-shirt, yo-yo), so a passphrase may split into more than 6 pieces.
      assert.ok(!(passphrases[0] as string).includes('+'), passphrases[0]);
      assert.ok((passphrases[0] as string).split('-').length >= 6, passphrases[0]);
    } finally {
      for (const name of Object.keys(polluted)) delete prototype[name];
    }
  });

  // Issue 38: a hole of a sparse wordList read through to Array.prototype, so a polluted index became a word.
  it('a hole of a sparse wordList is invalid_word_list, never an element of a polluted Array.prototype', async () => {
    const prototype = Array.prototype as unknown as Record<number, unknown>;
    prototype[2] = 'evil';
    try {
      // biome-ignore lint/suspicious/noSparseArray: the hole is the attack
      const error = await refusal({ wordList: ['ant', 'bee', , 'dog'] });
      assert.equal(error.code, 'invalid_word_list');
      assert.equal(error.field, 'wordList');
      assert.match(error.message, /Entry 3 of the word list is not a word/);
      assert.ok(!error.message.includes('evil'), error.message);
      const holey = ['ant', 'bee'];
      holey.length = 4;
      holey[3] = 'dog';
      assert.equal((await refusal({ wordList: holey })).code, 'invalid_word_list');
    } finally {
      delete prototype[2];
    }
    assert.equal(Object.hasOwn(Array.prototype, 2), false);
  });

  it('a Map, a class instance or an object with an inheriting prototype is invalid_body', async () => {
    class Options {
      words = 3;
    }
    for (const options of [new Map([['words', 3]]), new Options(), Object.create({ words: 3 })]) {
      assert.equal((await refusal(options)).code, 'invalid_body', String(options));
    }
  });
});

describe('your own word list (wordList)', () => {
  it('draws from it with the exact analysis: list_size is its number of distinct words', async () => {
    const wordList = ['ant', 'bee', 'cat', 'dog', 'eel'];
    const { passphrases, analysis } = await generatePassphrases({ wordList, words: 4, count: 20, separator: ' ' });
    assert.equal(analysis.list_size, 5);
    close(analysis.bits, 4 * Math.log2(5), 'five words');
    for (const passphrase of passphrases) for (const word of passphrase.split(' ')) assert.ok(wordList.includes(word));
  });

  it('normalises to NFC: a decomposed word is written composed', async () => {
    const { passphrases, analysis } = await generatePassphrases({ wordList: ['e\u0301te\u0301', 'ski'], count: 20 });
    assert.equal(analysis.list_size, 2);
    for (const passphrase of passphrases) {
      assert.equal(passphrase, passphrase.normalize('NFC'));
      for (const word of passphrase.split('-')) assert.ok(['\u00e9t\u00e9', 'ski'].includes(word), word);
    }
  });

  it('refuses a word given twice once normalised, naming it, in English and Spanish', async () => {
    const error = await refusal({ wordList: ['sol', '\u00e9t\u00e9', 'mar', 'e\u0301te\u0301'] });
    assert.equal(error.code, 'duplicate_word');
    assert.equal(error.field, 'wordList');
    assert.match(error.message, /holds "\u00e9t\u00e9" twice/);
    const es = await refusal({ wordList: ['a', 'b', 'a'], lang: 'es' });
    assert.match(es.message, /contiene «a» dos veces/);
  });

  // Issue 38: only \p{Cf} was set aside, so these five were accepted as words distinct from "sol".
  it('refuses a word given twice that differs only by invisible characters', async () => {
    const invisible = [
      'so\u200bl', // zero-width space (format)
      'sol\u00ad', // soft hyphen (format)
      'sol\ufe0f', // variation selector 16
      'so\u034fl', // combining grapheme joiner
      'sol\u180b', // Mongolian free variation selector
      'sol\u3164', // Hangul filler
      'sol\u{e0100}', // variation selector 17
    ];
    for (const twin of invisible) {
      const error = await refusal({ wordList: ['sol', 'mar', twin] });
      assert.equal(error.code, 'duplicate_word', JSON.stringify(twin));
      assert.match(error.message, /holds "sol" twice/);
    }
  });

  it('refuses lists of under 2 or over 1,000,000 words, and entries that are not one-line words', async () => {
    for (const [wordList, pattern] of [
      [[], /from 2 to 1000000 words; it holds 0/],
      [['solo'], /from 2 to 1000000 words; it holds 1/],
      [new Array(1_000_001).fill('x'), /it holds 1000001/],
      ['ant bee', /must be an array of words/],
      [new Set(['ant', 'bee']), /must be an array of words/],
      [['ant', 7], /Entry 2 of the word list is not a word/],
      [['ant', ''], /Entry 2 /],
      [['ant', 'bee\ncat'], /Entry 2 /],
      [['ant', 'bee\u2028'], /Entry 2 /],
      [['\ud800', 'bee'], /Entry 1 /],
    ] as const) {
      const error = await refusal({ wordList });
      assert.equal(error.code, 'invalid_word_list', String(pattern));
      assert.equal(error.field, 'wordList');
      assert.match(error.message, pattern);
    }
  });

  it('takes 1,000,000 words', async () => {
    // Four base-36 digits from a counter: distinct, and none a prefix of another.
    const wordList = Array.from({ length: 1_000_000 }, (_, i) => i.toString(36).padStart(4, '0'));
    const { passphrases, analysis } = await generatePassphrases({ wordList, words: 3, count: 5 });
    assert.equal(analysis.list_size, 1_000_000);
    close(analysis.bits, 3 * Math.log2(1_000_000), 'a million words');
    const known = new Set(wordList);
    for (const passphrase of passphrases) for (const word of passphrase.split('-')) assert.ok(known.has(word));
  });

  it('excludes list, and refuses a separator with which the list could write one passphrase two ways', async () => {
    const both = await refusal({ wordList: ['ant', 'bee'], list: 'de' });
    assert.equal(both.code, 'conflicting_options');
    assert.match(both.message, /"list" and "wordList" cannot be used together/);
    const ambiguous = await refusal({ wordList: ['ab', 'c', 'abc'], separator: '', words: 3 });
    assert.equal(ambiguous.code, 'ambiguous_passphrase');
    const fine = await generatePassphrases({ wordList: ['ab', 'c', 'abc'], separator: '.', words: 3 });
    close(fine.analysis.bits, 3 * Math.log2(3), 'separated');
  });
});

describe('wordLists() and wordList(name)', () => {
  it('an unknown name is refused with every list named in the message', async () => {
    await assert.rejects(wordList('x' as never), (error: unknown) => {
      assert.ok(error instanceof GenerateOptionsError);
      assert.equal(error.code, 'invalid_list');
      assert.ok(!error.message.includes('{'), error.message);
      for (const { name } of wordLists()) assert.ok(error.message.includes(name), name);
      return true;
    });
  });

  it('describe every built-in list and resolve to its words in order', async () => {
    const lists = wordLists();
    assert.deepEqual(
      lists.map((list) => list.name),
      ['eff_large', 'eff_short', 'cs', 'de', 'es', 'fr', 'it', 'ja', 'ko', 'pt', 'pt_br'],
    );
    assert.deepEqual(
      lists.find((list) => list.name === 'pt_br'),
      {
        name: 'pt_br',
        language: 'pt-BR',
        size: 7768,
        source: "Diceware word list, from Debian's package diceware",
        licence: 'CC-BY-3.0',
      },
    );
    for (const list of lists) {
      const words = await wordList(list.name);
      assert.equal(words.length, list.size, list.name);
      assert.deepEqual(words, [...(await loadWordList(list.name))]);
      const { analysis } = await generatePassphrases({ list: list.name, words: 3 });
      assert.equal(analysis.list_size, list.size, list.name);
    }
    // A copy: changing it changes nothing for the next caller.
    (await wordList('fr')).length = 0;
    assert.equal((await wordList('fr')).length, 2048);
    await assert.rejects(
      wordList('xx' as 'fr'),
      (error: unknown) => (error as GenerateOptionsError).code === 'invalid_list',
    );
  });
});
