import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withFlagNames } from './flag-names.js';

const named = (code: string, message: string) => withFlagNames({ code, message }, 'en');

describe("the command line's messages name the flags typed", () => {
  it('an option quoted by invalid_parameter or conflicting_options becomes its flag', () => {
    assert.equal(
      named('invalid_parameter', 'The parameter "max_repeating" must be a whole number from 1 to 128.'),
      'The parameter "--max-repeating" must be a whole number from 1 to 128.',
    );
    assert.equal(
      named('conflicting_options', 'The options "symbols" and "site" cannot be used together.'),
      'The options "--no-symbols" and "--site" cannot be used together.',
    );
    assert.equal(
      named('conflicting_options', 'Las opciones "exclude_ambiguous" y "no_repeats"'),
      'Las opciones "--exclude-ambiguous" y "--no-repeats"',
    );
  });

  it('a symbol set with symbols off names --no-symbols as the flag that turned them off, in each language', () => {
    // The library's message says '"symbols" is false'; renamed blindly it read '"--no-symbols" is false'.
    const refusal = {
      code: 'conflicting_options',
      field: 'symbol_set',
      message: 'The option "symbol_set" needs symbols on, but "symbols" is false.',
    };
    assert.equal(
      withFlagNames(refusal, 'en'),
      'The option "--symbol-set" needs symbols, but "--no-symbols" turns them off.',
    );
    assert.equal(
      withFlagNames(refusal, 'es'),
      'La opción "--symbol-set" necesita los símbolos, pero "--no-symbols" los desactiva.',
    );
  });

  it("leaves other codes' messages alone: a rule named in the rules is not an option", () => {
    const text = 'The password rules do not parse: unknown rule "upper" at position 1.';
    assert.equal(named('invalid_rules', text), text);
  });
});
