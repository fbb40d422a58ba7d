import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { readGenerateRequest } from './generate-request.js';
import { GENERATE_REQUEST_SCHEMA } from './schemas.js';

const DEFAULTS = {
  length: 16,
  count: 1,
  lower: true,
  upper: true,
  digits: true,
  symbols: true,
  excludeAmbiguous: false,
  noRepeats: false,
};
const problem = (body: unknown) => {
  const result = readGenerateRequest(body);
  assert.equal(result.ok, false, `expected ${JSON.stringify(body)} to be refused`);
  return result.ok ? undefined : result.problem;
};
const options = (body: unknown) => {
  const result = readGenerateRequest(body);
  assert.ok(result.ok, `expected ${JSON.stringify(body)} to be accepted`);
  return result.options;
};
const ALL_OFF = { lower: false, upper: false, digits: false, symbols: false };

describe('readGenerateRequest: defaults', () => {
  it('no body and an empty object mean all defaults (16 characters, all four types)', () => {
    assert.deepEqual(options(undefined), DEFAULTS);
    assert.deepEqual(options({}), DEFAULTS);
    assert.deepEqual(options({ lang: 'es' }), DEFAULTS);
  });

  it('maps every field to its option', () => {
    assert.deepEqual(
      options({
        length: 30,
        count: 7,
        lower: false,
        upper: true,
        digits: false,
        symbols: true,
        exclude_ambiguous: true,
        no_repeats: true,
      }),
      {
        length: 30,
        count: 7,
        lower: false,
        upper: true,
        digits: false,
        symbols: true,
        excludeAmbiguous: true,
        noRepeats: true,
      },
    );
  });
});

describe('readGenerateRequest: ranges', () => {
  it('length 4 and 64 are accepted, 3 and 65 are invalid_length', () => {
    assert.equal(options({ length: 4 }).length, 4);
    assert.equal(options({ length: 64 }).length, 64);
    assert.deepEqual(problem({ length: 3 }), { code: 'invalid_length', field: 'length' });
    assert.deepEqual(problem({ length: 65 }), { code: 'invalid_length', field: 'length' });
  });

  it('count 1 and 20 are accepted, 0 and 21 are invalid_count', () => {
    assert.equal(options({ count: 1 }).count, 1);
    assert.equal(options({ count: 20 }).count, 20);
    assert.deepEqual(problem({ count: 0 }), { code: 'invalid_count', field: 'count' });
    assert.deepEqual(problem({ count: 21 }), { code: 'invalid_count', field: 'count' });
  });
});

describe('readGenerateRequest: types are never coerced', () => {
  for (const value of ['20', 20.5, true, null, [20], { n: 20 }, Number.POSITIVE_INFINITY]) {
    it(`length ${JSON.stringify(value)} is invalid_length, count ${JSON.stringify(value)} is invalid_count`, () => {
      assert.deepEqual(problem({ length: value }), { code: 'invalid_length', field: 'length' });
      assert.deepEqual(problem({ count: value }), { code: 'invalid_count', field: 'count' });
    });
  }

  for (const field of ['lower', 'upper', 'digits', 'symbols', 'exclude_ambiguous', 'no_repeats']) {
    it(`${field} must be a boolean: "yes", "true", 1, 0 and null are invalid_parameter`, () => {
      for (const value of ['yes', 'true', 1, 0, null]) {
        assert.deepEqual(problem({ [field]: value }), { code: 'invalid_parameter', field });
      }
    });
  }

  it('a non-string or unknown lang is never an error', () => {
    for (const lang of [5, null, true, ['es'], { a: 1 }, 'xx', '']) assert.deepEqual(options({ lang }), DEFAULTS);
    assert.deepEqual(options({ lang: 5, length: 20 }), { ...DEFAULTS, length: 20 });
  });

  it('a wrongly typed lang hides no other problem and is not itself reported', () => {
    assert.deepEqual(problem({ lang: 5, length: 3 }), { code: 'invalid_length', field: 'length' });
    assert.deepEqual(problem({ lang: [], ...ALL_OFF }), { code: 'empty_alphabet' });
    assert.deepEqual(problem({ lang: {}, lenght: 3 }), {
      code: 'unknown_parameter',
      field: 'lenght',
      suggestion: 'length',
    });
  });
});

describe('readGenerateRequest: body shape', () => {
  it('a body that is not an object is invalid_body', () => {
    for (const body of [[], [1, 2], 'text', 42, null, true]) assert.deepEqual(problem(body), { code: 'invalid_body' });
  });

  it('an unknown property is unknown_parameter naming it, __proto__ included', () => {
    assert.deepEqual(problem({ size: 20 }), { code: 'unknown_parameter', field: 'size' });
    assert.deepEqual(problem(JSON.parse('{"__proto__": {"length": 3}}')), {
      code: 'unknown_parameter',
      field: '__proto__',
    });
    assert.deepEqual(problem({ constructor: 1 }), { code: 'unknown_parameter', field: 'constructor' });
  });

  it('an unknown name close to an accepted one carries the suggestion', () => {
    assert.deepEqual(problem({ lenght: 20 }), { code: 'unknown_parameter', field: 'lenght', suggestion: 'length' });
    assert.deepEqual(problem({ noRepeats: true }), {
      code: 'unknown_parameter',
      field: 'noRepeats',
      suggestion: 'no_repeats',
    });
  });

  it('never suggests a name the body already has', () => {
    assert.deepEqual(problem({ length: 20, lenght: 20 }), { code: 'unknown_parameter', field: 'lenght' });
  });

  it('all four types off is empty_alphabet, with no field property at all', () => {
    const p = problem(ALL_OFF);
    assert.deepEqual(p, { code: 'empty_alphabet' });
    assert.ok(p !== undefined && !('field' in p));
    assert.deepEqual(problem({ ...ALL_OFF, exclude_ambiguous: true }), { code: 'empty_alphabet' });
  });

  it('any one type on is enough', () => {
    for (const type of ['lower', 'upper', 'digits', 'symbols']) {
      assert.equal(readGenerateRequest({ ...ALL_OFF, [type]: true }).ok, true, type);
    }
  });
});

describe('readGenerateRequest: priority when several problems', () => {
  it('unknown_parameter first', () => {
    assert.deepEqual(problem({ ...ALL_OFF, length: 3, count: 0, lower: 'x', extra: 1 }), {
      code: 'unknown_parameter',
      field: 'extra',
    });
  });

  it('then the fields in table order: length, count, lower, upper, digits, symbols, exclude_ambiguous, no_repeats', () => {
    const bad = {
      length: 3,
      count: 0,
      lower: 'x',
      upper: 'x',
      digits: 'x',
      symbols: 'x',
      exclude_ambiguous: 'x',
      no_repeats: 'x',
    };
    const order = Object.keys(bad);
    const remaining: Record<string, unknown> = { ...bad };
    for (const field of order) {
      const p = problem(remaining);
      assert.equal(p?.field, field);
      delete remaining[field];
    }
    assert.equal(readGenerateRequest(remaining).ok, true);
  });

  it('the order does not depend on the order of keys in the body', () => {
    assert.deepEqual(problem({ no_repeats: 'x', count: 50, length: 3 }), { code: 'invalid_length', field: 'length' });
    assert.deepEqual(problem({ no_repeats: 'x', count: 50 }), { code: 'invalid_count', field: 'count' });
    assert.deepEqual(problem({ no_repeats: 'x', lower: 1 }), { code: 'invalid_parameter', field: 'lower' });
  });

  it('empty_alphabet last', () => {
    assert.deepEqual(problem({ ...ALL_OFF, no_repeats: 'x' }), { code: 'invalid_parameter', field: 'no_repeats' });
    assert.deepEqual(problem({ ...ALL_OFF, length: 99 }), { code: 'invalid_length', field: 'length' });
  });
});

describe('the request schema', () => {
  it('is a valid JSON Schema 2020-12 document', () => {
    const ajv = new Ajv2020({ strict: true, validateSchema: true });
    assert.equal(ajv.validateSchema(GENERATE_REQUEST_SCHEMA), true, ajv.errorsText(ajv.errors));
    assert.equal(ajv.validateSchema({ type: 'object', properties: { length: { minimum: 'four' } } }), false);
  });
});
