import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PASSWORD_OPTIONS } from '../options/options.js';
import {
  OPTION_FLAGS,
  optionFlagsConfig,
  parseFlags,
  requestBodyFromFlags,
  UNKNOWN_OPTION_MESSAGE,
  UsageError,
} from './flags.js';

const parse = (args: string[]) => requestBodyFromFlags(parseFlags(args, optionFlagsConfig()));

function usageError(args: string[]): UsageError {
  try {
    parseFlags(args, optionFlagsConfig());
  } catch (error) {
    assert.ok(error instanceof UsageError);
    return error;
  }
  assert.fail(`expected ${args.join(' ')} to be a usage error`);
}

describe('option flags', () => {
  it('one flag per row of the option table, named by its rule', () => {
    assert.deepEqual(
      OPTION_FLAGS.map((f) => f.name),
      [
        'length',
        'count',
        'no-lower',
        'no-upper',
        'no-digits',
        'no-symbols',
        'exclude-ambiguous',
        'no-repeats',
        'symbol-set',
        'exclude',
        'min-lower',
        'min-upper',
        'min-digits',
        'min-symbols',
        'max-repeating',
        'max-sequential',
        'rules',
        'site',
        'allow-space',
      ],
    );
    assert.equal(OPTION_FLAGS.length, PASSWORD_OPTIONS.length);
    assert.deepEqual(
      OPTION_FLAGS.filter((f) => f.short !== undefined).map((f) => [f.name, f.short]),
      [
        ['length', 'L'],
        ['count', 'N'],
      ],
    );
  });

  it('string and recipe flags carry their text and numbers under their wire names', () => {
    assert.deepEqual(parse(['--symbol-set', '!#', '--exclude=-x', '--min-digits', '3', '--rules', 'minlength: 8;']), {
      symbol_set: '!#',
      exclude: '-x',
      min_digits: 3,
      rules: 'minlength: 8;',
    });
    assert.deepEqual(parse(['--site', 'apple.com', '--max-sequential', '2.5']), {
      site: 'apple.com',
      max_sequential: '2.5',
    });
  });

  it('flags become the request body with wire names; absent flags are absent', () => {
    assert.deepEqual(parse([]), {});
    assert.deepEqual(parse(['--length', '20', '-N', '3', '--no-lower', '--exclude-ambiguous', '--no-repeats']), {
      length: 20,
      count: 3,
      lower: false,
      exclude_ambiguous: true,
      no_repeats: true,
    });
    assert.deepEqual(parse(['-L20', '--count=7', '--no-upper', '--no-digits', '--no-symbols']), {
      length: 20,
      count: 7,
      upper: false,
      digits: false,
      symbols: false,
    });
  });

  it('only canonical integers become numbers; anything else stays a string for the schema to refuse', () => {
    assert.deepEqual(parse(['--length=-5']), { length: -5 });
    assert.deepEqual(parse(['--length', '0']), { length: 0 });
    assert.deepEqual(parse(['--length', '99999999999999999999']), { length: 1e20 });
    for (const text of ['20.5', '1e1', '020', '+20', ' 20', '0x14', '', 'twenty']) {
      assert.deepEqual(parse([`--length=${text}`]), { length: text }, JSON.stringify(text));
    }
  });

  it('is strict: unknown flags, missing values, values on switches and arguments are usage errors', () => {
    assert.equal(usageError(['--lenght', '20']).code, 'unknown_option');
    assert.equal(usageError(['--lower']).code, 'unknown_option');
    assert.equal(usageError(['--length']).code, 'invalid_option_value');
    assert.equal(usageError(['--no-lower=false']).code, 'invalid_option_value');
    assert.equal(usageError(['20']).code, 'unexpected_argument');
    assert.ok(!usageError(['hunter2']).message.includes('hunter2'), 'a stray argument is never repeated');
    assert.equal(usageError(['--lenght']).message, "Unknown option. Did you mean '--length'?");
    assert.equal(usageError(['--exclude_ambiguous']).message, "Unknown option. Did you mean '--exclude-ambiguous'?");
    assert.equal(
      usageError(['--lower']).message,
      "Unknown option: '--lower' is on by default ('--no-lower' turns it off).",
    );
    assert.equal(
      usageError(['--symbols']).message,
      "Unknown option: '--symbols' is on by default ('--no-symbols' turns it off).",
    );
    // pwgen's and KeePassXC's habit: -l for the length, -n for the count.
    assert.equal(usageError(['-l', '20']).message, "Unknown option. Did you mean '-L' (--length)?");
    assert.equal(usageError(['-n', '3']).message, "Unknown option. Did you mean '-N' (--count)?");
    assert.equal(usageError(['--frobnicate']).message, UNKNOWN_OPTION_MESSAGE);
  });

  it('never repeats an unknown option, which may be a password: only a real name close to it', () => {
    for (const args of [['--Hunter2pass'], ['--Hunter2pass=x'], ['-X'], ['-qZ'], ['--length', '8', '--s3cret']]) {
      const error = usageError(args);
      assert.equal(error.code, 'unknown_option');
      assert.equal(error.message, UNKNOWN_OPTION_MESSAGE, args.join(' '));
    }
    assert.doesNotMatch(usageError(['--lenght=Hunter2']).message, /lenght|Hunter2/);
  });

  it('a missing or unwanted value names the real option only', () => {
    assert.equal(usageError(['--length']).message, "Option '-L, --length <value>' argument missing.");
    assert.equal(usageError(['--no-lower=Hunter2']).message, "Option '--no-lower' does not take an argument.");
    assert.doesNotMatch(usageError(['--length', '-Hunter2']).message, /Hunter2/);
  });
});
