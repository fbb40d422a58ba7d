import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generatePasswords } from '../library.js';
import { fittedRulesLength } from './rules-length.js';

const AIR_FRANCE = 'minlength: 8; maxlength: 12; required: lower; required: upper; required: digit;';

describe('the length fitted into pasted site rules', () => {
  it("moves a length the rules refuse to the nearest one they allow, with the rules' range", () => {
    assert.deepEqual(fittedRulesLength(AIR_FRANCE, '16'), { length: 12, min: 8, max: 12 });
    assert.deepEqual(fittedRulesLength(AIR_FRANCE, '4'), { length: 8, min: 8, max: 12 });
    assert.deepEqual(fittedRulesLength('minlength: 20', '16'), { length: 20, min: 20, max: 128 });
  });

  it('fits to the length the CLI and the library take when no length is given', () => {
    const fitted = fittedRulesLength(AIR_FRANCE, '16');
    assert.equal(fitted?.length, generatePasswords({ rules: AIR_FRANCE }).analysis.length);
  });

  it('leaves alone an allowed length, empty or unreadable rules, rules that allow no length, and a length that is no number', () => {
    assert.equal(fittedRulesLength(AIR_FRANCE, '10'), undefined);
    assert.equal(fittedRulesLength('', '16'), undefined);
    assert.equal(fittedRulesLength('required: nonsense', '16'), undefined);
    assert.equal(fittedRulesLength('minlength: 20; maxlength: 10', '16'), undefined);
    assert.equal(fittedRulesLength(AIR_FRANCE, ''), undefined);
    assert.equal(fittedRulesLength(AIR_FRANCE, '1e3'), undefined);
  });
});
