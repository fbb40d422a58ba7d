import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { readGenerateRequest } from '../api/generate-request.js';
import { GENERATE_OPTIONS } from '../api/options.js';
import { FORM_CONTROLS, readFormRequest, wireValuesOf } from './form-request.js';

describe('FORM_CONTROLS', () => {
  it('are the option table: wire names, ranges and defaults, in table order', () => {
    assert.deepEqual(
      FORM_CONTROLS.map((c) => c.name),
      ['length', 'count', 'lower', 'upper', 'digits', 'symbols', 'exclude_ambiguous', 'no_repeats'],
    );
    for (const [i, option] of GENERATE_OPTIONS.entries()) {
      const control = FORM_CONTROLS[i];
      if (option.type === 'integer') {
        assert.deepEqual(control, {
          kind: 'number',
          name: option.wire,
          label: `generator_${option.wire}`,
          min: option.min,
          max: option.max,
          value: option.default,
        });
      } else {
        assert.equal(control?.kind, 'checkbox');
        assert.equal(control.kind === 'checkbox' && control.checked, option.default);
      }
    }
    assert.deepEqual(
      FORM_CONTROLS.filter((c) => c.kind === 'number').map((c) => [c.name, c.min, c.max, c.value]),
      [
        ['length', 4, 64, 16],
        ['count', 1, 20, 1],
      ],
    );
  });
});

describe('wireValuesOf', () => {
  it('turns whole-number text into numbers and leaves anything else as it is', () => {
    assert.deepEqual(wireValuesOf({ length: '20', count: ' 3 ', lower: false }), {
      length: 20,
      count: 3,
      lower: false,
    });
    assert.deepEqual(wireValuesOf({ length: '20.5', count: '', upper: true }), {
      length: '20.5',
      count: '',
      upper: true,
    });
  });
});

describe('readFormRequest', () => {
  it('gives the problems the API gives, in its order', () => {
    assert.deepEqual(readFormRequest({ length: 3 }), {
      ok: false,
      problem: { code: 'invalid_length', field: 'length' },
    });
    assert.deepEqual(readFormRequest({ count: 21, length: 65 }), {
      ok: false,
      problem: { code: 'invalid_length', field: 'length' },
    });
    assert.deepEqual(readFormRequest({ lower: false, upper: false, digits: false, symbols: false }), {
      ok: false,
      problem: { code: 'empty_alphabet' },
    });
    assert.deepEqual(readFormRequest({ length: '' }), {
      ok: false,
      problem: { code: 'invalid_length', field: 'length' },
    });
  });

  it('agrees with readGenerateRequest (Ajv and the schema) on any body of form-like values', () => {
    const value = fc.oneof(
      fc.integer({ min: -5, max: 80 }),
      fc.boolean(),
      fc.constantFrom('', '12', 'abc', null, 20.5, 16.0),
    );
    const names = [...GENERATE_OPTIONS.map((o) => o.wire), 'lang', 'colour'];
    const body = fc.dictionary(fc.constantFrom(...names), value, { maxKeys: 6 });
    fc.assert(
      fc.property(body, (values) => {
        assert.deepEqual(readFormRequest(values), readGenerateRequest(values));
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees on every combination of the six boolean controls', () => {
    const booleans = GENERATE_OPTIONS.filter((o) => o.type === 'boolean').map((o) => o.wire);
    for (let mask = 0; mask < 2 ** booleans.length; mask++) {
      const values = Object.fromEntries(booleans.map((name, bit) => [name, Boolean(mask & (1 << bit))]));
      assert.deepEqual(readFormRequest(values), readGenerateRequest(values), JSON.stringify(values));
    }
  });
});
