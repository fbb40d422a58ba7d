import assert from 'node:assert/strict';
import { randomFillSync } from 'node:crypto';
import { describe, it } from 'node:test';
import { wordlist as czech } from '@scure/bip39/wordlists/czech.js';
import { wordlist as french } from '@scure/bip39/wordlists/french.js';
import { wordlist as italian } from '@scure/bip39/wordlists/italian.js';
import { wordlist as japanese } from '@scure/bip39/wordlists/japanese.js';
import { wordlist as korean } from '@scure/bip39/wordlists/korean.js';
import { wordlist as portuguese } from '@scure/bip39/wordlists/portuguese.js';
import { wordlist as spanish } from '@scure/bip39/wordlists/spanish.js';
import { EFF_LONG_WORDLIST } from 'secure-password-utilities/wordlists';
import { chiSquarePValue, chiSquareUniform, UNIFORMITY_ALPHA } from '../../test/support/statistics.js';
import { type Capitalize, capitalizeWord, createPassphraseGenerator } from '../core/passphrase.js';
import { injectivityByParsing, isInjectiveShape } from '../core/passphrase-injectivity.js';
import { generatePassphrasesLocally } from '../engine/passphrases.js';
import { LANGUAGE_PACKS } from '../i18n/packs.js';
import { isWordListName, WORD_LIST_INFO, WORD_LIST_NAMES, WORD_LIST_SIZES } from './word-list-names.js';
import { loadWordList } from './word-lists.js';

const BIP39 = { cs: czech, es: spanish, fr: french, it: italian, ja: japanese, ko: korean, pt: portuguese } as const;

describe('the built-in word lists', () => {
  it('are the documented lists, each with its size of distinct words, NFC, one word a line', async () => {
    assert.deepEqual(WORD_LIST_NAMES, [
      'eff_large',
      'eff_short',
      'cs',
      'de',
      'es',
      'fr',
      'it',
      'ja',
      'ko',
      'pt',
      'pt_br',
    ]);
    assert.equal(WORD_LIST_SIZES.eff_large, 7776);
    assert.equal(WORD_LIST_SIZES.eff_short, 1296);
    for (const name of WORD_LIST_NAMES) {
      const words = await loadWordList(name);
      assert.equal(new Set(words).size, WORD_LIST_SIZES[name], name);
      assert.equal(words.length, WORD_LIST_SIZES[name], name);
      assert.ok(words.length >= 1024, name);
      assert.equal(WORD_LIST_INFO[name].name, name);
      for (const word of words) {
        assert.equal(word, word.normalize('NFC'), `${name}: ${word}`);
        assert.match(word, /^[\p{L}\p{M}-]+$/u, `${name}: ${word}`);
      }
    }
  });

  it("EFF's lists: alphabetical, lower case, with EFF's hyphenated words and end words", async () => {
    const large = await loadWordList('eff_large');
    const short = await loadWordList('eff_short');
    for (const words of [large, short]) {
      assert.deepEqual([...words].sort(), [...words]);
      for (const word of words) assert.match(word, /^[a-z]+(-[a-z]+)?$/);
    }
    assert.deepEqual(
      large.filter((word) => word.includes('-')),
      ['drop-down', 'felt-tip', 't-shirt', 'yo-yo'],
    );
    assert.deepEqual(
      short.filter((word) => word.includes('-')),
      ['yo-yo'],
    );
    assert.deepEqual([large[0], large.at(-1), short[0], short.at(-1)], ['abacus', 'zoom', 'acid', 'zoom']);
    assert.ok(short.every((word) => word.length <= 5));
    assert.deepEqual(large, EFF_LONG_WORDLIST);
  });

  it("the BIP39 lists are @scure/bip39's, in NFC, in its order, less the documented exclusions", async () => {
    for (const [name, source] of Object.entries(BIP39) as [keyof typeof BIP39, readonly string[]][]) {
      const excluded = name === 'pt' ? ['crioulo'] : [];
      const expected = source.map((word) => word.normalize('NFC')).filter((word) => !excluded.includes(word));
      assert.deepEqual(await loadWordList(name), expected, name);
    }
    // BIP39 publishes Spanish, French, Japanese and Korean decomposed: the shipped words are composed.
    assert.notEqual(
      spanish.find((w) => w.startsWith('acci')),
      (await loadWordList('es')).find((w) => w.startsWith('acci')),
    );
    assert.ok((await loadWordList('ko')).includes('가격'));
  });

  it('the Diceware lists: lower-case ASCII, prefix-free, without the excluded words', async () => {
    for (const name of ['de', 'pt_br'] as const) {
      const words = await loadWordList(name);
      for (const word of words) assert.match(word, /^[a-z]+$/, `${name}: ${word}`);
      const sorted = [...words].sort();
      assert.ok(
        sorted.every((word, i) => i === 0 || !word.startsWith(sorted[i - 1] as string)),
        name,
      );
    }
    assert.ok(!(await loadWordList('de')).includes('wichser'));
    assert.ok((await loadWordList('de')).includes('abbiegen'));
    assert.ok(!(await loadWordList('pt_br')).includes('merda'));
  });

  it('are loaded once and kept; names are checked', async () => {
    assert.equal(await loadWordList('de'), await loadWordList('de'));
    assert.equal(isWordListName('eff_large'), true);
    assert.equal(isWordListName('pt_br'), true);
    assert.equal(isWordListName('eff_long'), false);
    assert.equal(isWordListName(7), false);
  });

  it('every page language names lists that exist, its own first where it has one', () => {
    for (const pack of LANGUAGE_PACKS) {
      assert.ok(pack.wordLists.length > 0, pack.code);
      for (const name of pack.wordLists) assert.ok(isWordListName(name), `${pack.code}: ${name}`);
      const language = WORD_LIST_INFO[pack.wordLists[0] as keyof typeof WORD_LIST_INFO].language.split('-')[0];
      assert.ok(language === pack.code || language === 'en', pack.code);
    }
    const own = LANGUAGE_PACKS.filter((pack) => WORD_LIST_INFO[pack.wordLists[0]].language.split('-')[0] === pack.code);
    assert.deepEqual(
      own.map((pack) => pack.code),
      ['en', 'es', 'de', 'fr', 'it', 'pt', 'ja', 'ko'],
    );
  });
});

describe('the injectivity check on every built-in list', () => {
  it('the shortcut agrees with the full parse for every separator, capitalisation and digit', async () => {
    // Every separator that could matter for EFF's lists, in every mode. For the others, no separator (with the digit)
    // and a space: the full parse of a 7,768-word list with no separator costs up to a second a shape under load, and
    // the quick suite has 30 s for everything.
    for (const name of WORD_LIST_NAMES) {
      const list = await loadWordList(name);
      const eff = name.startsWith('eff');
      const separators = eff ? ['-', '', ' ', '1', 'A', '-a', 'shirt'] : ['', ' '];
      for (const separator of separators) {
        // Random capitals with no separator only where capitals change nothing (ja, ko): the costliest search.
        const caseless = name === 'ja' || name === 'ko';
        const capitals: readonly Capitalize[] =
          eff || separator !== '' || caseless ? ['none', 'first', 'random'] : ['none'];
        for (const capitalize of capitals) {
          for (const digit of eff ? [false, true] : [separator === '']) {
            const shape = { list, words: 6, separator, capitalize, digit };
            const label = `${name} ${JSON.stringify(separator)} ${capitalize} ${digit}`;
            const verdict = isInjectiveShape(shape);
            assert.equal(injectivityByParsing(shape), verdict, label);
            // EFF's lists and the prefix-free ones parse one way with any separator; a word separator always does.
            const prefixFree = eff || name === 'de' || name === 'pt_br';
            if ((prefixFree || separator === ' ') && !(caseless && capitalize === 'random')) {
              assert.equal(verdict, true, label);
            }
          }
        }
      }
    }
  });
});

// log2 of a big integer from its digits, independent of the formula in core/passphrase.ts.
function log2Big(value: bigint): number {
  const digits = value.toString(2);
  const head = Number.parseInt(digits.slice(0, 52), 2);
  return Math.log2(head) + Math.max(0, digits.length - 52);
}

describe('drawing from every built-in list', () => {
  const generator = createPassphraseGenerator({ randomFill: randomFillSync });

  it('the first word is uniform over the list (chi-square)', async () => {
    for (const name of WORD_LIST_NAMES) {
      const list = await loadWordList(name);
      const index = new Map(list.map((word, i) => [word, i]));
      const counts = new Array<number>(list.length).fill(0);
      // Ten a word on average: enough for the chi-square approximation, in a few hundred ms for all lists.
      const passphrases = generator.generate({
        list,
        words: 3,
        separator: ' ',
        capitalize: 'none',
        digit: false,
        count: 10 * list.length,
      });
      for (const passphrase of passphrases) {
        const at = index.get(passphrase.split(' ')[0] as string) as number;
        counts[at] = (counts[at] as number) + 1;
      }
      const p = chiSquarePValue(chiSquareUniform(counts), list.length - 1);
      assert.ok(p > UNIFORMITY_ALPHA, `${name}: p = ${p}`);
    }
  });

  it('the count and bits equal an independent count, and every drawn word is in the list', async () => {
    for (const name of WORD_LIST_NAMES) {
      const list = await loadWordList(name);
      const known = new Set(list);
      const fromCapital = new Map(list.map((word) => [capitalizeWord(word), word]));
      for (const capitalize of ['none', 'first', 'random'] as const) {
        for (const digit of [false, true]) {
          const words = 5;
          const { passphrases, analysis } = await generatePassphrasesLocally(generator, {
            list: name,
            words,
            separator: ' ',
            capitalize,
            digit,
            count: 20,
          });
          // Distinct written forms of a word slot: the word, and its capital where that differs.
          const forms = new Set<string>();
          for (const word of known) {
            if (capitalize !== 'first') forms.add(word);
            if (capitalize !== 'none') forms.add(capitalizeWord(word));
          }
          let count = BigInt(forms.size) ** BigInt(words);
          if (digit) count *= BigInt(10 * words);
          const label = `${name} ${capitalize} ${digit}`;
          assert.equal(analysis.list_size, known.size, label);
          assert.ok(Math.abs(analysis.bits - log2Big(count)) < 1e-9, `${label}: ${analysis.bits} vs ${log2Big(count)}`);
          for (const passphrase of passphrases) {
            const parts = passphrase.split(' ');
            assert.equal(parts.length, words, label);
            for (const part of parts) {
              const bare = part.replace(/[0-9]$/, '');
              const lower = known.has(bare) ? bare : (fromCapital.get(bare) ?? bare);
              assert.ok(known.has(lower), `${label}: ${part}`);
            }
          }
        }
      }
    }
  });
});
