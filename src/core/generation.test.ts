import assert from 'node:assert/strict';
import { randomFillSync } from 'node:crypto';
import { describe, it } from 'node:test';
import { analyze } from './analysis.js';
import { type GenerationOptions, generate } from './generation.js';
import { createPasswordGenerator } from './generator.js';

const DEFAULTS: GenerationOptions = {
  length: 16,
  count: 1,
  lower: true,
  upper: true,
  digits: true,
  symbols: true,
  excludeAmbiguous: false,
  noRepeats: false,
};

describe('generate', () => {
  const generator = createPasswordGenerator({ randomFill: randomFillSync });

  it('returns count passwords and the analysis of the options', () => {
    const result = generate(generator, { ...DEFAULTS, length: 20, count: 5, symbols: false, noRepeats: true });
    assert.equal(result.passwords.length, 5);
    for (const p of result.passwords) assert.match(p, /^[a-zA-Z0-9]{20}$/);
    assert.deepEqual(result.analysis, analyze(20, 62, true));
  });

  it('analyses from the options, never from the strings', () => {
    // A source of zero bytes draws "aaaa": the analysis still describes the 89-character process.
    const zeros = createPasswordGenerator({ randomFill: (target) => target.fill(0) });
    const result = generate(zeros, { ...DEFAULTS, length: 4 });
    assert.deepEqual(result.passwords, ['aaaa']);
    assert.equal(result.analysis.pool, 89);
    assert.equal(result.analysis.bits, 4 * Math.log2(89));
  });

  it('throws a RangeError for an empty alphabet (the API rejects it first)', () => {
    assert.throws(
      () => generate(generator, { ...DEFAULTS, lower: false, upper: false, digits: false, symbols: false }),
      RangeError,
    );
  });
});
