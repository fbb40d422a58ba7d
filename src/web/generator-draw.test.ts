import assert from 'node:assert/strict';
import { randomFillSync } from 'node:crypto';
import { describe, it } from 'node:test';
import { DIGITS, SYMBOLS } from '../core/alphabet.js';
import { createPasswordGenerator } from '../core/generator.js';
import { createPassphraseGenerator } from '../core/passphrase.js';
import { parsePasswordRules } from '../core/password-rules.js';
import { createRecipeSampler } from '../core/recipe-sample.js';
import { siteRules } from '../engine/site-lookup.js';
import { pageCatalogueOf } from '../i18n/pages/page-registry.js';
import { generatePassphrases, generatePasswords } from '../library.js';
import type { WordListName } from '../wordlists/word-list-names.js';
import { loadWordList } from '../wordlists/word-lists.js';
import { type ControlState, defaultStates, type Mode, optionsOf } from './form-request.js';
import { type DrawContext, type DrawOutcome, drawForPage } from './generator-draw.js';

const randomFill = (bytes: Uint8Array) => {
  randomFillSync(bytes);
};
const lists = new Map<WordListName, readonly string[]>();
const context = (lang: 'en' | 'es' = 'en', page = lang as string): DrawContext => ({
  generator: createPasswordGenerator({ randomFill }),
  sampler: createRecipeSampler({ randomFill }),
  passphrases: createPassphraseGenerator({ randomFill }),
  wordList: (name) => lists.get(name),
  lookupSite: siteRules,
  lang,
  catalogue: pageCatalogueOf(page as 'en'),
});
const states = (changes: Record<string, ControlState>) => ({ ...defaultStates(), ...changes });
const drawn = (outcome: DrawOutcome) => {
  assert.ok(outcome.ok, JSON.stringify(outcome));
  return outcome;
};
const problemOf = (outcome: DrawOutcome) => {
  assert.ok(!outcome.ok && 'problem' in outcome, JSON.stringify(outcome));
  return outcome.problem;
};

/** The recipes each mode is tried with: the defaults, and options that change its figures. */
const PASSWORD_CASES: readonly [Mode, Record<string, ControlState>][] = [
  ['characters', {}],
  ['characters', { length: '12', no_repeats: true, symbols: false }],
  ['characters', { length: '20', min_digits: '2' }],
  ['characters', { symbol_set: '-_.', exclude: 'aeiou', min_symbols: '1', max_repeating: '2', max_sequential: '3' }],
  ['rules', { rules: 'minlength: 8; maxlength: 12; required: lower; required: digit', length: '10' }],
  ['rules', { rules: (siteRules('apple.com')?.rules ?? '') as string, count: '3' }],
];

describe('drawForPage', () => {
  it("gives the library's own analysis for the same options, in every mode", async () => {
    for (const [mode, changes] of PASSWORD_CASES) {
      for (const lang of ['en', 'es'] as const) {
        const outcome = drawn(drawForPage(mode, states(changes), context(lang)));
        const library = generatePasswords({ ...optionsOf(mode, states(changes)), lang });
        assert.deepEqual(outcome.analysis, library.analysis, `${mode} ${JSON.stringify(changes)}`);
        assert.equal(outcome.view.json, JSON.stringify(library.analysis));
        assert.equal(outcome.passwords.length, Number(changes.count ?? 1));
      }
    }
    lists.set('eff_short', await loadWordList('eff_short'));
    const passphraseCases: Record<string, ControlState>[] = [
      { list: 'eff_short', words: '5' },
      { list: 'eff_short', capitalize: 'random', digit: true, separator: ' ' },
    ];
    for (const changes of passphraseCases) {
      const outcome = drawn(drawForPage('passphrase', states(changes), context()));
      const library = await generatePassphrases(optionsOf('passphrase', states(changes)));
      assert.deepEqual(outcome.analysis, library.analysis);
    }
  });

  it('draws passwords that meet the requirements, and says how they were counted', () => {
    const outcome = drawn(
      drawForPage('characters', states({ min_digits: '3', symbol_set: '-_', count: '20' }), context()),
    );
    for (const password of outcome.passwords) {
      assert.ok([...password].filter((ch) => DIGITS.includes(ch)).length >= 3, password);
      assert.ok(![...password].some((ch) => SYMBOLS.includes(ch) && !'-_'.includes(ch)), password);
    }
    assert.match(
      outcome.view.formula,
      /^16 characters, .* bits = log2 of the \d\.\d × 10[⁰¹²³⁴⁵⁶⁷⁸⁹]+ passwords that meet them = \d+\.\d\d$/,
    );
    const rules = siteRules('apple.com')?.rules as string;
    const parsed = parsePasswordRules(rules);
    assert.ok(parsed.ok);
    const site = drawn(drawForPage('rules', states({ rules, count: '20' }), context()));
    for (const password of site.passwords) {
      for (const required of parsed.rules.required) assert.ok([...password].some((ch) => required.includes(ch)));
    }
    const plain = drawn(drawForPage('characters', states({}), context()));
    assert.equal(
      plain.view.formula,
      '16 characters, each drawn uniformly from a pool of 89: bits = L × log2(N) = 16 × log2(89) = 103.61',
    );
  });

  it('asks for the word list before drawing passphrases, then shows its terms', async () => {
    lists.delete('eff_large');
    assert.deepEqual(drawForPage('passphrase', states({}), context()), { ok: false, loading: 'eff_large' });
    lists.set('eff_large', await loadWordList('eff_large'));
    // A space between words: four words of the large list have a hyphen of their own.
    const changes = { capitalize: 'random', digit: true, words: '4', separator: ' ' };
    const outcome = drawn(drawForPage('passphrase', states(changes), context()));
    assert.equal(outcome.passwords[0]?.split(' ').length, 4);
    assert.equal(
      outcome.view.formula,
      '4 words, each drawn uniformly from a list of 7776: bits = 4 × log2(7776) + 4 (the random capitals) + log2(10 × 4) (the digit and its word) = 61.02',
    );
  });

  it('places each problem beside the field that causes it, in the page language', async () => {
    lists.set('eff_large', await loadWordList('eff_large'));
    const cases: [Mode, Record<string, ControlState>, string, string][] = [
      ['characters', { length: '3' }, 'length', 'error_invalid_length'],
      ['characters', { lower: false, upper: false, digits: false, symbols: false }, 'types', 'error_empty_alphabet'],
      ['characters', { min_digits: '30' }, 'length', 'generator_error_minimums'],
      ['characters', { min_digits: '129' }, 'min_digits', 'generator_error_range'],
      ['characters', { symbol_set: 'ab' }, 'symbol_set', 'generator_error_symbol_set'],
      ['characters', { symbol_set: '!', symbols: false }, 'symbol_set', 'generator_error_symbols_off'],
      ['characters', { digits: false, min_digits: '1' }, 'min_digits', 'generator_error_required_empty'],
      [
        'characters',
        { lower: false, upper: false, symbols: false, exclude: '012345678' },
        'exclude',
        'generator_error_pool',
      ],
      ['rules', { rules: 'required: nonsense' }, 'rules', 'generator_error_rules'],
      ['rules', { rules: 'maxlength: 8', length: '16' }, 'length', 'generator_error_length'],
      ['passphrase', { words: '2' }, 'words', 'generator_error_range'],
      ['passphrase', { count: '0' }, 'count', 'error_invalid_count'],
      ['passphrase', { separator: 'é' }, 'separator', 'generator_error_separator'],
    ];
    for (const [mode, changes, field, key] of cases) {
      const problem = problemOf(drawForPage(mode, states(changes), context('en', 'fr')));
      assert.deepEqual([problem.field, problem.key], [field, key], JSON.stringify(changes));
    }
    // No separator makes the EFF lists ambiguous; a tiny list through the seam does (ab+c+abc = abc+ab+c).
    const tiny = { ...context(), wordList: () => ['ab', 'c', 'abc'] };
    const ambiguous = problemOf(drawForPage('passphrase', states({ separator: '', words: '3' }), tiny));
    assert.deepEqual([ambiguous.field, ambiguous.key], ['separator', 'generator_error_ambiguous']);
    const minimums = problemOf(drawForPage('characters', states({ min_digits: '30' }), context()));
    assert.deepEqual(minimums.params, { field: 'length', needed: 30, length: 16 });
    const rules = problemOf(drawForPage('rules', states({ rules: 'required: nonsense' }), context()));
    assert.equal(rules.params.part, 'nonsense');
  });
});

describe('drawForPage: heavy recipes, notes and refusals (issue 28)', () => {
  // Over the page's work budget (100,000), under the library's (440,000): about 333,000.
  const HEAVY = { length: '16', min_digits: '6', min_symbols: '6', max_sequential: '3', max_repeating: '2' };

  it('defers a recipe over the work budget, untouched, and draws it in full without one (the worker)', () => {
    const budget = { ...context(), workBudget: 100_000 };
    const deferred = drawForPage('characters', states(HEAVY), budget);
    assert.deepEqual(deferred, { ok: false, deferred: true });
    const outcome = drawn(drawForPage('characters', states(HEAVY), context()));
    const library = generatePasswords(optionsOf('characters', states(HEAVY)));
    assert.deepEqual(outcome.analysis, library.analysis);
    // The plain recipe and a light one stay on the page's thread.
    assert.ok(drawForPage('characters', states({}), budget).ok);
    assert.ok(drawForPage('characters', states({ min_digits: '2', max_repeating: '2' }), budget).ok);
  });

  it('places too_complex and no_randomness beside the field that caused them', () => {
    const complex = problemOf(
      drawForPage(
        'characters',
        states({ length: '64', min_digits: '8', min_symbols: '8', max_sequential: '2' }),
        context(),
      ),
    );
    assert.deepEqual([complex.field, complex.key], ['max_sequential', 'generator_error_too_complex']);
    const single = problemOf(
      drawForPage('characters', states({ length: '8', symbol_set: ' ', min_symbols: '8' }), context()),
    );
    assert.deepEqual([single.field, single.key], ['symbol_set', 'generator_error_no_randomness']);
  });

  it('says beside the recipe when it is weak, and when an empty rules field takes the default recipe', () => {
    const weak = drawn(drawForPage('characters', states({ length: '6' }), context()));
    assert.ok(weak.analysis.level < 2);
    assert.deepEqual(
      weak.notes.map((note) => note.key),
      ['generator_weak_settings'],
    );
    assert.deepEqual(drawn(drawForPage('characters', states({}), context())).notes, []);
    const empty = drawn(drawForPage('rules', states({ rules: '' }), context()));
    assert.deepEqual(
      empty.notes.map((note) => note.key),
      ['generator_note_default_settings'],
    );
    assert.deepEqual(empty.analysis, generatePasswords({}).analysis);
  });
});

describe('drawForPage and the library: parts of the rules left out, as Apple leaves them out', () => {
  const RULES = 'required: lower; minlength: 8 ; maxlength: 20';

  it('the library says which part it left out, in its note; the page says it beside the recipe', () => {
    const { note, passwords } = generatePasswords({ rules: RULES });
    assert.equal(
      note,
      'Left out of the rules, as Apple\'s parser leaves it out: not a valid number "minlength: 8 " at position 29.',
    );
    assert.match(passwords[0] as string, /^[a-z]{16}$/);
    const outcome = drawn(drawForPage('rules', states({ rules: RULES }), context()));
    assert.deepEqual(outcome.notes, [
      { place: 'settings', key: 'generator_note_rules_dropped', params: { part: 'minlength: 8 ', position: 29 } },
    ]);
    assert.equal(generatePasswords({ rules: 'required: lower; maxlength: 20' }).note, undefined);
  });
});

describe('drawForPage: many required sets, as the page draws them', () => {
  it("32 times `required: lower` and `[~]`: 20 passwords, each with a ~, and the library's figure", () => {
    const rules = `${'required: lower; '.repeat(32)}required: [~]`;
    const outcome = drawn(drawForPage('rules', states({ rules, length: '8', count: '20' }), context()));
    for (const password of outcome.passwords) assert.match(password, /^(?=.*~)(?=.*[a-z])[a-z~]{8}$/);
    assert.equal(outcome.analysis.bits, Math.log2(27 ** 8 - 26 ** 8 - 1));
  });
});
