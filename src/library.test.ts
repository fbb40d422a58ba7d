import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analysisBody } from './analysis/analysis-body.js';
import { createLanguageChecker, everyLanguageChecker } from './checker/language-checker.js';
import { analyze } from './core/analysis.js';
import { message } from './i18n/catalogue.js';
import { checkPassword, GenerateOptionsError, generatePassphrases, generatePasswords } from './library.js';

// The pools written out again, independently of src/core/alphabet.ts.
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const ALL = `${LOWER}ABCDEFGHIJKLMNOPQRSTUVWXYZ${DIGITS}~!@#$%^&*()_+-=[]{};:,./<>?`;

function refusal(options: unknown): GenerateOptionsError {
  try {
    generatePasswords(options as Parameters<typeof generatePasswords>[0]);
  } catch (error) {
    assert.ok(error instanceof GenerateOptionsError, `expected a GenerateOptionsError, got ${String(error)}`);
    return error;
  }
  assert.fail(`expected ${JSON.stringify(options)} to be refused`);
}

describe('generatePasswords', () => {
  it('defaults as the API: one password of 16 characters from the pool of 89', () => {
    for (const options of [undefined, {}]) {
      const { passwords, analysis } = generatePasswords(options);
      assert.equal(passwords.length, 1);
      assert.equal(passwords[0]?.length, 16);
      for (const ch of passwords[0] ?? '') assert.ok(ALL.includes(ch), ch);
      assert.deepEqual(analysis, analysisBody(analyze(16, 89, false), 'en'));
    }
  });

  it('takes the API body field names and gives the API analysis in the messages language', () => {
    const { passwords, analysis } = generatePasswords({
      length: 30,
      count: 5,
      upper: false,
      symbols: false,
      no_repeats: true,
      lang: 'es',
    });
    assert.equal(passwords.length, 5);
    for (const password of passwords) {
      assert.match(password, /^[a-z0-9]{30}$/);
      for (let i = 1; i < password.length; i++) assert.notEqual(password[i], password[i - 1]);
    }
    assert.deepEqual(analysis, analysisBody(analyze(30, 36, true), 'es'));
    assert.equal(analysis.crack_time.unit, 'años');
  });

  it('exclude_ambiguous leaves out 0 O 1 I l o', () => {
    const { passwords, analysis } = generatePasswords({ length: 64, count: 20, exclude_ambiguous: true });
    assert.equal(analysis.pool, 83);
    for (const password of passwords) assert.doesNotMatch(password, /[0O1Ilo|]/);
  });

  it('every call draws new passwords', () => {
    const seen = new Set(Array.from({ length: 50 }, () => generatePasswords().passwords[0]));
    assert.equal(seen.size, 50);
  });
});

describe('generatePasswords: refused options carry the API code, field and message', () => {
  it('a length out of range or not an integer is invalid_length with the range in the message', () => {
    // The local package's range: to 128, while the API keeps its published 4 to 64.
    for (const length of [3, 129, 20.5, '20', null]) {
      const error = refusal({ length });
      assert.equal(error.code, 'invalid_length');
      assert.equal(error.field, 'length');
      assert.equal(error.message, message('en', 'error_invalid_length', { min: 4, max: 128 }));
    }
    const long = generatePasswords({ length: 128, count: 100 });
    assert.equal(long.passwords.length, 100);
    for (const password of long.passwords) assert.equal(password.length, 128);
    assert.equal(long.analysis.bits, 128 * Math.log2(89));
  });

  it('the message is in the messages language', () => {
    const error = refusal({ count: 101, lang: 'es' });
    assert.equal(error.code, 'invalid_count');
    assert.equal(error.message, message('es', 'error_invalid_count', { min: 1, max: 100 }));
    assert.match(error.message, /^La cantidad/);
  });

  it('a boolean given as anything else is invalid_parameter naming the field', () => {
    const error = refusal({ digits: 'yes' });
    assert.deepEqual([error.code, error.field], ['invalid_parameter', 'digits']);
    assert.equal(error.message, 'The parameter "digits" must be true or false.');
  });

  it('an unknown option is unknown_parameter; all four types off is empty_alphabet without a field', () => {
    const unknown = refusal({ size: 20 });
    assert.deepEqual([unknown.code, unknown.field], ['unknown_parameter', 'size']);
    const empty = refusal({ lower: false, upper: false, digits: false, symbols: false });
    assert.deepEqual([empty.code, empty.field], ['empty_alphabet', undefined]);
  });

  it('an unknown option close to an accepted one carries the suggestion, worded as the API words it', () => {
    const error = refusal({ lenght: 20 });
    assert.deepEqual([error.code, error.field, error.suggestion], ['unknown_parameter', 'lenght', 'length']);
    assert.match(error.message, /"lenght"/);
    assert.match(error.message, /"length"/);
    assert.equal(refusal({ zzz: 1 }).suggestion, undefined);
  });

  it('options that are not an object are invalid_body', () => {
    for (const options of [null, 16, 'length=16', [16]]) assert.equal(refusal(options).code, 'invalid_body');
  });

  it('is an Error with a name, for code that catches everything', () => {
    const error = refusal({ length: 3 });
    assert.ok(error instanceof Error);
    assert.equal(error.name, 'GenerateOptionsError');
  });
});

// Sets properties on Object.prototype for the length of `run` only, as a polluting dependency would.
function withPollutedPrototype<T>(fields: Record<string, unknown>, run: () => T): T {
  const prototype = Object.prototype as Record<string, unknown>;
  for (const [name, value] of Object.entries(fields)) prototype[name] = value;
  try {
    return run();
  } finally {
    for (const name of Object.keys(fields)) delete prototype[name];
  }
}

describe('generatePasswords reads only the own properties of a plain object', () => {
  it('inherited properties do not count: a polluted Object.prototype changes nothing', () => {
    const polluted = { count: 3, length: 5, symbols: false, exclude_ambiguous: true, lang: 'es', size: 1 };
    const results = withPollutedPrototype(polluted, () => [generatePasswords({}), generatePasswords()]);
    for (const { passwords, analysis } of results) {
      assert.equal(passwords.length, 1);
      assert.equal(passwords[0]?.length, 16);
      assert.deepEqual(analysis, analysisBody(analyze(16, 89, false), 'en'));
    }
  });

  it('a Map, a Set, a Date, a class instance or an object with an inheriting prototype is invalid_body', () => {
    class Options {
      length = 5;
    }
    for (const options of [
      new Map([['length', 5]]),
      new Set(['length']),
      new Date(0),
      new Options(),
      Object.create({ length: 5 }),
      Object.assign(Object.create({}), { length: 20 }),
    ]) {
      const error = refusal(options);
      assert.equal(error.code, 'invalid_body', String(options));
      assert.equal(error.message, message('en', 'error_invalid_body'));
    }
  });

  it('an object without a prototype is plain; its own fields count', () => {
    const options = Object.assign(Object.create(null), { length: 20, count: 2 });
    const { passwords } = generatePasswords(options);
    assert.deepEqual(
      passwords.map((p) => p.length),
      [20, 20],
    );
  });

  it('each own property is read once, so a getter cannot answer the validator and the generator differently', () => {
    let reads = 0;
    const options = {
      get length() {
        reads++;
        return reads === 1 ? 20 : 1_000_000;
      },
    };
    assert.equal(generatePasswords(options).passwords[0]?.length, 20);
    assert.equal(reads, 1);
  });

  it('options that throw when read are invalid_body, not the thrown error', () => {
    const throwing = {
      get length(): number {
        throw new Error('boom');
      },
    };
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    for (const options of [throwing, revoked.proxy]) assert.equal(refusal(options).code, 'invalid_body');
  });
});

const checkers = { en: await createLanguageChecker('en'), es: await createLanguageChecker('es') };
// Without `lang`, every bundled language's dictionaries (issue 40, item 7).
const every = await everyLanguageChecker();

describe('caches keyed by the values alone: a polluted toJSON swaps nothing', () => {
  it('two recipes asked in turn under Object.prototype.toJSON each keep their own count and draws', () => {
    const onlyAb = { length: 8, upper: false, digits: false, symbols: false, exclude: 'cdefghijklmnopqrstuvwxyz' };
    const bangs = { symbol_set: '!', min_symbols: 2, length: 8 };
    const [ab, bang] = withPollutedPrototype({ toJSON: () => 'one key for all' }, () => [
      generatePasswords({ ...onlyAb, count: 20 }),
      generatePasswords({ ...bangs, count: 20 }),
    ]);
    assert.equal(ab?.analysis.bits, 8);
    for (const password of ab?.passwords ?? []) assert.match(password, /^[ab]{8}$/);
    assert.ok((bang?.analysis.bits ?? 0) > 40, String(bang?.analysis.bits));
    for (const password of bang?.passwords ?? []) assert.ok(password.split('!').length - 1 >= 2, password);
  });

  it('the verdict on a passphrase shape is not taken from another shape under a polluted toJSON', async () => {
    // A built-in list is one long-lived array, so its verdicts are cached: Spanish BIP39 words run
    // together without a separator can write one string two ways; with "-" they cannot.
    const prototype = Object.prototype as Record<string, unknown>;
    prototype.toJSON = () => 'one key for all';
    try {
      const dashed = await generatePassphrases({ list: 'es', words: 3, separator: '-' });
      assert.equal(dashed.analysis.list_size, 2048);
      await assert.rejects(generatePassphrases({ list: 'es', words: 3, separator: '' }), {
        code: 'ambiguous_passphrase',
      });
    } finally {
      delete prototype.toJSON;
    }
  });
});

describe('checkPassword', () => {
  const checker = checkers.en;

  it("is the browser checker's result, in the messages language", async () => {
    for (const lang of ['en', 'es'] as const) {
      for (const password of ['password', 'correct horse battery staple', 'k#9vQ2!mZ@7pL$4nR&8wT*3yB^6cF(1hJ)5dG+0s']) {
        assert.deepEqual(await checkPassword(password, { lang }), checkers[lang].check(password, lang));
      }
    }
    const weak = await checkPassword('password');
    assert.equal(weak.level, 0);
    assert.equal(weak.ceiling, true);
    assert.notEqual(weak.warning, null);
  });

  it('an unknown language is English, as in the API; a password that is not a string is a TypeError', async () => {
    assert.deepEqual(await checkPassword('password', { lang: 'xx' }), checker.check('password', 'en'));
    await assert.rejects(checkPassword(42 as unknown as string), TypeError);
  });

  it('options that are not a plain object (null, a Map, an array) are a TypeError saying so; left out, the defaults', async () => {
    for (const options of [null, new Map([['lang', 'es']]), ['es'], 'es']) {
      await assert.rejects(checkPassword('password', options as never), {
        name: 'TypeError',
        message: "checkPassword: the options must be a plain object, such as { lang: 'es' }, or left out",
      });
    }
    assert.deepEqual(await checkPassword('password', undefined), every.check('password', 'en'));
  });

  it("without lang checks every bundled language: each phrase at most its own language's figure and English's", async () => {
    const phrases = [
      ['ik hou van jou', 'nl'],
      ['hasło123', 'pl'],
      ['Schmetterling!', 'de'],
      ['diciembre2020', 'es'],
      ["je t'aime", 'fr'],
      ['ti amo tanto', 'it'],
      ['saudade123', 'pt'],
      ['sayang kamu', 'id'],
    ] as const;
    for (const [phrase, lang] of phrases) {
      const own = (await createLanguageChecker(lang)).check(phrase, 'en');
      const unnamed = await checkPassword(phrase);
      assert.ok(unnamed.log10_guesses <= own.log10_guesses + 1e-9, phrase);
      assert.ok(unnamed.log10_guesses <= checker.check(phrase, 'en').log10_guesses + 1e-9, phrase);
    }
    // Found in its own language's words only: English alone rates it higher.
    const dutch = await checkPassword('ik hou van jou');
    assert.ok(dutch.log10_guesses < checker.check('ik hou van jou', 'en').log10_guesses - 1);
  });

  it('only its own lang counts, not an inherited one', async () => {
    const prototype = Object.prototype as Record<string, unknown>;
    prototype.lang = 'es';
    try {
      // Awaited while polluted: the options may be read after the engine has loaded.
      assert.deepEqual(await checkPassword('password', {}), every.check('password', 'en'));
    } finally {
      delete prototype.lang;
    }
  });
});
