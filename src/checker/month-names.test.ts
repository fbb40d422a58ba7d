import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MONTH_NAME_BITS, monthAsNumber } from './month-names.js';

describe("a month's name as its number", () => {
  it('writes the first month named between non-letters as two digits, in any case and the pack languages', () => {
    assert.deepEqual(monthAsNumber('31-Dec-90'), { text: '31-12-90', bits: MONTH_NAME_BITS });
    assert.equal(monthAsNumber('31 December 1990')?.text, '31 12 1990');
    assert.equal(monthAsNumber('12mars1990')?.text, '12031990');
    assert.equal(monthAsNumber('MAI2024')?.text, '052024');
    assert.equal(monthAsNumber('1.février.2001')?.text, '1.02.2001');
    assert.equal(monthAsNumber('grudzień1999')?.text, '121999');
    assert.equal(monthAsNumber('sept 9 sept')?.text, '09 9 sept');
  });

  it('leaves a name inside a word alone, and text with none', () => {
    assert.equal(monthAsNumber('decimal2020'), null);
    assert.equal(monthAsNumber('marshmallow'), null);
    assert.equal(monthAsNumber('password123'), null);
  });

  it('charges which of the spellings of a month and which of three cases, some 5 bits', () => {
    assert.ok(MONTH_NAME_BITS > 4 && MONTH_NAME_BITS < 6, String(MONTH_NAME_BITS));
  });
});
