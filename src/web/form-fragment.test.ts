import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formFromFragment, fragmentOf } from './form-fragment.js';
import { defaultStates } from './form-request.js';

describe('the form in the URL fragment', () => {
  it("holds the mode and the mode's options that differ from their defaults, by the library's names", () => {
    const states = { ...defaultStates(), length: '20', min_digits: '2', words: '8' };
    assert.equal(fragmentOf('characters', states), 'mode=characters&length=20&min_digits=2');
    assert.equal(fragmentOf('passphrase', states), 'mode=passphrase&words=8');
    assert.equal(
      fragmentOf('characters', { ...states, symbols: false, exclude: '#&' }),
      'mode=characters&length=20&symbols=false&exclude=%23%26&min_digits=2',
    );
  });

  it('reads back every state it wrote, in every mode', () => {
    const states = {
      ...defaultStates(),
      length: '24',
      no_repeats: true,
      symbol_set: '-_ .',
      max_sequential: '3',
      words: '5',
      capitalize: 'random',
      separator: ' ',
      digit: true,
      rules: 'minlength: 8; required: lower, upper; allowed: [-_]',
    };
    for (const mode of ['characters', 'passphrase', 'rules'] as const) {
      const read = formFromFragment(`#${fragmentOf(mode, states)}`);
      assert.equal(read.mode, mode);
      for (const [name, state] of Object.entries(read.states)) assert.equal(state, states[name as keyof typeof states]);
      assert.ok(Object.keys(read.states).length >= 2, mode);
    }
  });

  it('names a chosen site instead of its rules while they are unchanged', () => {
    const site = { domain: 'example.com', rules: 'minlength: 10;' };
    const states = { ...defaultStates(), rules: site.rules };
    assert.equal(fragmentOf('rules', states, site), 'mode=rules&site=example.com');
    assert.equal(formFromFragment('#mode=rules&site=example.com').site, 'example.com');
    assert.equal(
      fragmentOf('rules', { ...states, rules: 'minlength: 12;' }, site),
      'mode=rules&rules=minlength%3A+12%3B',
    );
  });

  it("ignores unknown names, other modes' options and impossible values", () => {
    const read = formFromFragment('#mode=passphrase&length=20&password=hunter2&list=nope&digit=yes&words=7');
    assert.deepEqual(read, { mode: 'passphrase', states: { words: '7' }, site: undefined });
    assert.equal(formFromFragment('#mode=other&length=12').mode, 'characters');
    assert.equal(formFromFragment('').mode, 'characters');
    assert.equal(
      formFromFragment(`#mode=characters&exclude=${'x'.repeat(5000)}`).states.exclude?.toString().length,
      1024,
    );
  });
});
