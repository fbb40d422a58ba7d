import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readGenerateRequest } from '../api/contract/generate-request.js';
import { GENERATE_OPTIONS } from '../api/contract/options.js';
import { errorId, FORM_CONTROLS, problemPlace, wireValuesOf } from './form-request.js';

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

describe('the form as a request body', () => {
  it('gives the problems the API gives for what the controls can hold', () => {
    assert.deepEqual(readGenerateRequest(wireValuesOf({ length: '3' })), {
      ok: false,
      problem: { code: 'invalid_length', field: 'length' },
    });
    assert.deepEqual(readGenerateRequest(wireValuesOf({ length: '', count: '5' })), {
      ok: false,
      problem: { code: 'invalid_length', field: 'length' },
    });
    assert.deepEqual(readGenerateRequest(wireValuesOf({ lower: false, upper: false, digits: false, symbols: false })), {
      ok: false,
      problem: { code: 'empty_alphabet' },
    });
  });

  it('reads every combination of the six boolean controls, the defaults of the numbers kept', () => {
    const booleans = FORM_CONTROLS.filter((c) => c.kind === 'checkbox');
    for (let mask = 0; mask < 2 ** booleans.length; mask++) {
      const states = Object.fromEntries(booleans.map((control, bit) => [control.name, Boolean(mask & (1 << bit))]));
      const request = readGenerateRequest(wireValuesOf({ ...states, length: '16', count: '5' }));
      const types = ['lower', 'upper', 'digits', 'symbols'].filter((name) => states[name]);
      if (types.length === 0) assert.deepEqual(request, { ok: false, problem: { code: 'empty_alphabet' } });
      else
        assert.ok(request.ok && request.options.length === 16 && request.options.count === 5, JSON.stringify(states));
    }
  });
});

describe('problemPlace', () => {
  it('puts each problem the form can cause beside its field, with the range for the message', () => {
    assert.deepEqual(problemPlace('invalid_length'), {
      field: 'length',
      key: 'error_invalid_length',
      params: { min: 4, max: 64 },
    });
    assert.deepEqual(problemPlace('invalid_count'), {
      field: 'count',
      key: 'error_invalid_count',
      params: { min: 1, max: 20 },
    });
    assert.deepEqual(problemPlace('empty_alphabet'), { field: 'types', key: 'error_empty_alphabet', params: {} });
    assert.equal(errorId('length'), 'length-error');
  });
});
