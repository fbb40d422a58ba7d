import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { crackTimeWords } from './i18n/catalogue.js';
import { MESSAGES_LANGUAGES } from './i18n/registry.js';
import { checkPassword, GenerateOptionsError, generatePassphrases, generatePasswords } from './library.js';

// The rates written out again, independently of src/core/guess-rates.ts: guesses per second of each scenario.
const RATES: Readonly<Record<string, number>> = {
  ntlm_10000_gpus: 2.02e15,
  ntlm_1_gpu: 2.02e11,
  argon2id_owasp_10000_gpus: 1.95e8,
  bcrypt_10_10000_gpus: 1.22e8,
  online_10_per_second: 10,
};

type Rows = NonNullable<ReturnType<typeof generatePasswords>['scenarios']>;

// Every row against an independent computation: the time in linear space, the words of the analysis's crack time.
function assertRows(rows: Rows | undefined, log10Guesses: number, lang: 'en' | 'es', what: string): void {
  assert.ok(rows, `${what}: scenarios missing`);
  assert.deepEqual(
    rows.map((row) => row.name),
    Object.keys(RATES),
    what,
  );
  for (const row of rows) {
    assert.deepEqual(Object.keys(row), [
      'name',
      'hash',
      'hardware',
      'guesses_per_second',
      'crack_time_log10_seconds',
      'crack_time',
    ]);
    const rate = RATES[row.name] as number;
    assert.ok(Math.abs(row.guesses_per_second - rate) <= rate * 1e-12, `${what} ${row.name}`);
    const seconds = 10 ** log10Guesses / rate;
    const expected = Math.log10(seconds);
    assert.ok(Math.abs(row.crack_time_log10_seconds - expected) <= 1e-9, `${what} ${row.name}`);
    assert.deepEqual(row.crack_time, crackTimeWords(lang, row.crack_time_log10_seconds), `${what} ${row.name}`);
  }
}

describe('the scenarios in the library', () => {
  it('generatePasswords gives them beside the analysis only when asked for, in the messages language', () => {
    const plain = generatePasswords({ length: 20 });
    assert.equal('scenarios' in plain, false);
    assert.equal('scenarios' in generatePasswords({ length: 20, scenarios: false }), false);
    for (const lang of MESSAGES_LANGUAGES) {
      const asked = generatePasswords({ length: 20, scenarios: true, lang });
      assert.deepEqual(Object.keys(asked), ['passwords', 'analysis', 'scenarios']);
      // The analysis stays exactly the one without scenarios.
      assert.deepEqual(asked.analysis, generatePasswords({ length: 20, lang }).analysis);
      assertRows(asked.scenarios, asked.analysis.log10_guesses, lang, `passwords ${lang}`);
    }
    // A recipe too.
    const recipe = generatePasswords({ length: 12, min_digits: 2, scenarios: true });
    assertRows(recipe.scenarios, recipe.analysis.log10_guesses, 'en', 'recipe');
  });

  it('words a scenario with the figures of a 12-character random password', () => {
    const { analysis, scenarios } = generatePasswords({ length: 12, scenarios: true });
    const byName = new Map(scenarios?.map((row) => [row.name, row]));
    // 12 of 89: 10^23.09 guesses; 10,000 H100s take 1.94 years on NTLM, 32.1 million years on bcrypt cost 10.
    assert.ok(Math.abs(analysis.log10_guesses - (12 * Math.log10(89) - Math.log10(2))) < 1e-9);
    assert.deepEqual(byName.get('ntlm_10000_gpus')?.crack_time, { value: '1.94', unit: 'years' });
    assert.deepEqual(byName.get('bcrypt_10_10000_gpus')?.crack_time, { value: '32.1 million', unit: 'years' });
  });

  it('refuses a scenarios option that is not true or false, with invalid_parameter in the messages language', () => {
    for (const [lang, text] of [
      ['en', 'The parameter "scenarios" must be true or false.'],
      ['es', undefined],
    ] as const) {
      try {
        generatePasswords({ scenarios: 'yes' as unknown as boolean, lang });
        assert.fail('not refused');
      } catch (error) {
        assert.ok(error instanceof GenerateOptionsError, String(error));
        assert.equal(error.code, 'invalid_parameter');
        assert.equal(error.field, 'scenarios');
        if (text !== undefined) assert.equal(error.message, text);
      }
    }
  });

  it('generatePassphrases gives them too, for the passphrase analysis', async () => {
    const plain = await generatePassphrases({ words: 5 });
    assert.equal('scenarios' in plain, false);
    const asked = await generatePassphrases({ words: 5, scenarios: true, lang: 'es' });
    assert.deepEqual(Object.keys(asked), ['passphrases', 'analysis', 'scenarios']);
    assertRows(asked.scenarios, asked.analysis.log10_guesses, 'es', 'passphrases');
    const own = await generatePassphrases({ wordList: ['ant', 'bee', 'cat', 'dog'], words: 8, scenarios: true });
    assertRows(own.scenarios, own.analysis.log10_guesses, 'en', 'own list');
    await assert.rejects(generatePassphrases({ scenarios: 1 as unknown as boolean }), { code: 'invalid_parameter' });
  });

  it("checkPassword adds them to the checker's result when asked for, the result otherwise unchanged", async () => {
    const plain = await checkPassword('Tr0ub4dor&3');
    assert.equal('scenarios' in plain, false);
    const asked = await checkPassword('Tr0ub4dor&3', { scenarios: true, lang: 'es' });
    const { scenarios, ...rest } = asked;
    assert.deepEqual(rest, await checkPassword('Tr0ub4dor&3', { lang: 'es' }));
    assertRows(scenarios, asked.log10_guesses, 'es', 'check');
    await assert.rejects(checkPassword('x', { scenarios: 'yes' as unknown as boolean }), TypeError);
  });
});
