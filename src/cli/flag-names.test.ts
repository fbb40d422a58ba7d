import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withFlagNames } from './flag-names.js';

describe("the command line's messages name the flags typed", () => {
  it('an option quoted by invalid_parameter or conflicting_options becomes its flag', () => {
    assert.equal(
      withFlagNames('invalid_parameter', 'The parameter "max_repeating" must be a whole number from 1 to 128.'),
      'The parameter "--max-repeating" must be a whole number from 1 to 128.',
    );
    assert.equal(
      withFlagNames('conflicting_options', 'The options "symbols" and "site" cannot be used together.'),
      'The options "--no-symbols" and "--site" cannot be used together.',
    );
    assert.equal(
      withFlagNames('conflicting_options', 'Las opciones "exclude_ambiguous" y "no_repeats"'),
      'Las opciones "--exclude-ambiguous" y "--no-repeats"',
    );
  });

  it("leaves other codes' messages alone: a rule named in the rules is not an option", () => {
    const text = 'The password rules do not parse: unknown rule "upper" at position 1.';
    assert.equal(withFlagNames('invalid_rules', text), text);
  });
});
