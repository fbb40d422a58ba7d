import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readGenerateRequest } from '../api/contract/generate-request.js';
import { GENERATE_OPTIONS, PASSPHRASE_OPTIONS, RECIPE_OPTIONS } from '../options/options.js';
import { defaultStates, errorId, FORM_CONTROLS, MODES, optionsOf } from './form-request.js';

/** The characters mode's options with every control at its default: the API's defaults. */
const DEFAULT_CHARACTERS = {
  length: 16,
  count: 1,
  lower: true,
  upper: true,
  digits: true,
  symbols: true,
  exclude_ambiguous: false,
  no_repeats: false,
};

describe('FORM_CONTROLS', () => {
  it('are the option tables: wire names, ranges and defaults, in table order', () => {
    assert.deepEqual(
      FORM_CONTROLS.map((c) => c.name),
      [
        ...GENERATE_OPTIONS.map((o) => o.wire),
        ...RECIPE_OPTIONS.map((o) => o.wire).filter((name) => name !== 'site'),
        ...PASSPHRASE_OPTIONS.map((o) => o.wire).filter((name) => name !== 'count'),
      ],
    );
    for (const option of [...GENERATE_OPTIONS, ...RECIPE_OPTIONS, ...PASSPHRASE_OPTIONS]) {
      const control = FORM_CONTROLS.find((c) => c.name === option.wire);
      if (control === undefined) continue;
      if (option.type === 'integer') {
        assert.equal(control.kind, 'number');
        // The page takes the local package's ranges: lengths to 128, up to 100 passwords or passphrases.
        const max = option.wire === 'length' ? 128 : option.wire === 'count' ? 100 : option.max;
        assert.deepEqual(control.kind === 'number' && [control.min, control.max, control.value], [
          option.min,
          max,
          option.default,
        ]);
      } else if (option.type === 'boolean') {
        assert.equal(control.kind === 'checkbox' && control.checked, option.default);
      }
      assert.equal(control.label, `generator_${option.wire}`);
    }
  });

  it('puts every control in at least one mode, and the count in all of them', () => {
    for (const control of FORM_CONTROLS) assert.ok(control.modes.length > 0, control.name);
    assert.deepEqual(FORM_CONTROLS.find((c) => c.name === 'count')?.modes, MODES);
  });
});

describe('optionsOf', () => {
  it('turns whole-number text into numbers and leaves anything else as it is', () => {
    const states = { ...defaultStates(), length: '20', count: ' 3 ', lower: false };
    assert.deepEqual(optionsOf('characters', states), { ...DEFAULT_CHARACTERS, length: 20, count: 3, lower: false });
    const odd = optionsOf('characters', { ...defaultStates(), length: '20.5', count: '' });
    assert.equal(odd.length, '20.5');
    assert.equal(odd.count, '');
  });

  it("reads only the mode's controls, and leaves out recipe options at their defaults", () => {
    const states = { ...defaultStates(), min_digits: '2', exclude: '', symbol_set: '!?', words: '7' };
    assert.deepEqual(optionsOf('characters', states), { ...DEFAULT_CHARACTERS, symbol_set: '!?', min_digits: 2 });
    assert.deepEqual(optionsOf('characters', { ...defaultStates(), min_digits: '0' }), DEFAULT_CHARACTERS);
    assert.deepEqual(optionsOf('passphrase', states), {
      count: 1,
      words: 7,
      list: 'eff_large',
      separator: '-',
      capitalize: 'none',
      digit: false,
    });
    assert.deepEqual(optionsOf('rules', { ...states, max_repeating: '2' }), {
      length: 16,
      count: 1,
      exclude_ambiguous: false,
      rules: '',
      allow_space: false,
    });
  });

  it('keeps an empty limit off and a written one on', () => {
    assert.equal(optionsOf('characters', defaultStates()).max_repeating, undefined);
    assert.equal(optionsOf('characters', { ...defaultStates(), max_repeating: '2' }).max_repeating, 2);
    assert.equal(optionsOf('characters', { ...defaultStates(), max_sequential: 'x' }).max_sequential, 'x');
  });
});

describe('the form as a request body', () => {
  it('gives the problems the API gives for what the controls can hold', () => {
    const read = (states: Record<string, string | boolean>) =>
      readGenerateRequest(optionsOf('characters', { ...defaultStates(), ...states }));
    assert.deepEqual(read({ length: '3' }), { ok: false, problem: { code: 'invalid_length', field: 'length' } });
    assert.deepEqual(read({ length: '', count: '5' }), {
      ok: false,
      problem: { code: 'invalid_length', field: 'length' },
    });
    assert.deepEqual(read({ lower: false, upper: false, digits: false, symbols: false }), {
      ok: false,
      problem: { code: 'empty_alphabet' },
    });
  });

  it('reads every combination of the six boolean controls, the defaults of the numbers kept', () => {
    const booleans = FORM_CONTROLS.filter((c) => c.kind === 'checkbox' && c.modes.includes('characters'));
    assert.equal(booleans.length, 6);
    for (let mask = 0; mask < 2 ** booleans.length; mask++) {
      const states = Object.fromEntries(booleans.map((control, bit) => [control.name, Boolean(mask & (1 << bit))]));
      const request = readGenerateRequest(optionsOf('characters', { ...defaultStates(), ...states, count: '5' }));
      const types = ['lower', 'upper', 'digits', 'symbols'].filter((name) => states[name]);
      if (types.length === 0) assert.deepEqual(request, { ok: false, problem: { code: 'empty_alphabet' } });
      else
        assert.ok(request.ok && request.options.length === 16 && request.options.count === 5, JSON.stringify(states));
    }
    assert.equal(errorId('length'), 'length-error');
  });
});
