/**
 * The recipe options and the `rules` command through the packed package's
 * installed command, checked by the independent validators of test/support.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { COMMAND_NAME } from '../src/cli/help.js';
import { siteRules } from '../src/engine/site-lookup.js';
import { generatePasswords } from '../src/library.js';
import { type CommandResult, type InstalledPackage, installPackedPackage, runCommand } from './support/package.js';
import { meetsRecipe } from './support/recipe-reference.js';
import { meetsRules } from './support/rules-reference.js';

let installed: InstalledPackage;
const OVERLAPPING_SETS = [...'abcdefgh']
  .map((ch) => `required: [${ch}${String.fromCharCode(ch.charCodeAt(0) + 1)}];`)
  .join(' ');
const cli = (args: readonly string[]): Promise<CommandResult> => runCommand(installed.bin, args);

before(async () => {
  installed = await installPackedPackage(COMMAND_NAME);
});
after(() => installed?.remove());

function passwordsOf(result: CommandResult): string[] {
  assert.equal(result.code, 0, JSON.stringify(result));
  return result.stdout.slice(0, -1).split('\n');
}

describe('generate with recipe flags', () => {
  it('--site: every password meets the site rules, 16 characters by default', async () => {
    const rules = siteRules('activision.com')?.rules as string;
    const passwords = passwordsOf(await cli(['--site', 'www.activision.com', '-N', '20', '--quiet']));
    assert.equal(passwords.length, 20);
    for (const p of passwords) {
      assert.equal(p.length, 16);
      assert.ok(meetsRules(rules, p), p);
    }
  });

  it('minimums, exclude, symbol set and run limits hold together', async () => {
    const args = ['-L', '12', '-N', '20', '--quiet', '--min-digits', '3', '--min-symbols', '2', '--symbol-set=-_!'];
    const passwords = passwordsOf(
      await cli([...args, '--exclude', 'aeiouAEIOU', '--max-repeating', '1', '--max-sequential', '2']),
    );
    const pool = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_!'].filter(
      (c) => !'aeiouAEIOU'.includes(c),
    );
    const recipe = {
      length: 12,
      pool: pool.join(''),
      required: [
        { chars: '0123456789', min: 3 },
        { chars: '-_!', min: 2 },
      ],
      maxRepeating: 1,
      maxSequential: 2,
    };
    for (const p of passwords) assert.ok(meetsRecipe(recipe, p), p);
  });

  it('--json carries the analysis the library gives for the same options', async () => {
    const result = await cli(['--json', '--rules', 'minlength: 10; maxlength: 12; required: digit; allowed: lower']);
    assert.equal(result.code, 0, result.stderr);
    const { analysis } = JSON.parse(result.stdout);
    assert.deepEqual(
      analysis,
      generatePasswords({ rules: 'minlength: 10; maxlength: 12; required: digit; allowed: lower' }).analysis,
    );
    assert.equal(analysis.length, 12);
  });

  const refusals: [string[], string][] = [
    [['--min-digits', '10', '--min-symbols', '10', '-L', '12'], 'unsatisfiable'],
    [['--site', 'apple.com', '--min-digits', '1'], 'conflicting_options'],
    [['--rules', 'required: unicode'], 'invalid_rules'],
    [['--site', 'not a domain'], 'invalid_site'],
    [['--site', 'a.'.repeat(200)], 'invalid_site'],
    // 8 overlapping sets under a run limit: counted by blocks, but the walk's table is too large.
    // Refused when read, never thrown at draw time.
    [['--rules', `${OVERLAPPING_SETS} allowed: ascii-printable; max-consecutive: 2;`, '-L', '64'], 'too_complex'],
    [['--symbol-set', ' ', '--min-symbols', '8', '-L', '8'], 'no_randomness'],
    [['--symbol-set', 'ab'], 'invalid_symbol_set'],
    [['--max-sequential', '0'], 'invalid_parameter'],
  ];
  for (const [args, code] of refusals) {
    it(`${args.join(' ')}: ${code}, exit 2, nothing on stdout`, async () => {
      const result = await cli(args);
      assert.equal(result.code, 2, JSON.stringify(result));
      assert.equal(result.stdout, '');
      assert.match(result.stderr, new RegExp(`^${code}: [A-Z].*\\n$`));
    });
  }
});

describe('rules DOMAIN', () => {
  it('prints the rules string that --site uses, found under the nearest known domain', async () => {
    const result = await cli(['rules', 'account.activision.com']);
    assert.equal(result.code, 0);
    assert.equal(result.stdout, `${siteRules('activision.com')?.rules}\n`);
    assert.match(result.stderr, /activision\.com/);
  });

  it('a site with no entry prints no rules and a note on stderr, exit 0; a malformed one is invalid_site', async () => {
    const unknown = await cli(['rules', 'github.com']);
    assert.equal(unknown.code, 0, JSON.stringify(unknown));
    assert.equal(unknown.stdout, '');
    assert.equal(unknown.stderr, 'No known rules for github.com: the default recipe is used.\n');
    const malformed = await cli(['rules', 'not a domain']);
    assert.equal(malformed.code, 2);
    assert.match(malformed.stderr, /^invalid_site: .*"--rules"/);
    assert.equal((await cli(['rules'])).code, 2);
    assert.equal((await cli(['rules', '--bogus', 'x'])).code, 2);
  });

  it('rules never repeats what was typed, and names each parse error by its kind', async () => {
    const typed = await cli(['rules', '--Hunter2pass']);
    assert.equal(typed.code, 2);
    assert.ok(typed.stderr.startsWith('unknown_option: '), typed.stderr);
    assert.ok(!typed.stderr.includes('Hunter2pass'), typed.stderr);
    const missing = await cli(['rules', 'apple.com', '--lang']);
    assert.equal(missing.code, 2);
    assert.ok(missing.stderr.startsWith('invalid_option_value: '), missing.stderr);
    const typo = await cli(['rules', '--lnag', 'es', 'apple.com']);
    assert.match(typo.stderr, /^unknown_option: .*Did you mean '--lang'\?/);
  });

  it('--site caps the host at 253 characters (invalid_site), not the text of a URL around it', async () => {
    const longPath = await cli(['--site', `https://apple.com/${'a'.repeat(600)}`, '--quiet']);
    assert.equal(longPath.code, 0, longPath.stderr);
    const longHost = await cli(['--site', `${'a'.repeat(300)}.com`]);
    assert.equal(longHost.code, 2);
    assert.match(longHost.stderr, /^invalid_site: .*longer than a domain can be \(253 characters\)/);
    const huge = await cli(['--site', 'a'.repeat(3000)]);
    assert.match(huge.stderr, /^invalid_site: /);
  });

  it('a minimum length of any size is refused with a number, never "Infinity"', async () => {
    const huge = await cli(['--rules', `minlength: ${'9'.repeat(400)};`]);
    assert.equal(huge.code, 2);
    assert.match(huge.stderr, /^unsatisfiable: .*lengths from 9007199254740991 to 128/);
    assert.ok(!huge.stderr.includes('Infinity'), huge.stderr);
  });

  it('--quiet hides the note of a site without rules, never the warning that rules were left out', async () => {
    const dropped = await cli(['--rules', 'minlength: 8;; maxlength: 20', '--quiet']);
    assert.equal(dropped.code, 0);
    assert.match(
      dropped.stderr,
      /^Left out of the rules, as Apple's parser leaves it out: unknown rule ";" at position 14\.\n$/,
    );
    const unknownSite = await cli(['--site', 'github.com', '--quiet']);
    assert.equal(unknownSite.stderr, '');
  });

  it('a domain of 64,000 dots is refused at once, with the site cut short in the message', async () => {
    // The lookup was quadratic in the dots: 21 s for this argument. Capped at 253 characters, it is linear.
    const started = performance.now();
    const result = await cli(['rules', 'a.'.repeat(64_000)]);
    assert.equal(result.code, 2);
    assert.match(result.stderr, /^invalid_site: The site "(a\.){32}…" is longer than a domain can be/);
    assert.ok(performance.now() - started < 5_000, 'took too long');
  });
});

describe('many required sets through the command (set 33 was checked against set 1)', () => {
  it('32 times `required: lower` and then `[~]`: every password holds a ~ and the figure is the exact count', async () => {
    const rules = `${'required: lower; '.repeat(32)}required: [~]`;
    const result = await cli(['--rules', rules, '-L', '8', '-N', '100', '--json']);
    assert.equal(result.code, 0, result.stderr);
    const { passwords, analysis } = JSON.parse(result.stdout);
    for (const p of passwords) assert.match(p, /^(?=.*~)(?=.*[a-z])[a-z~]{8}$/, p);
    // Strings of 8 over a-z and ~ with at least one ~ and one letter: 27^8 - 26^8 - 1.
    assert.equal(analysis.bits, Math.log2(27 ** 8 - 26 ** 8 - 1));
  });

  it('33 distinct single-character sets at length 40: every password holds all 33', async () => {
    const chars = [...'abcdefghijklmnopqrstuvwxyzABCDEFG'];
    const rules = chars.map((ch) => `required: [${ch}];`).join(' ');
    const result = await cli(['--rules', rules, '-L', '40', '-N', '50', '--json']);
    assert.equal(result.code, 0, result.stderr);
    for (const p of JSON.parse(result.stdout).passwords)
      for (const ch of chars) assert.ok(p.includes(ch), `${p} lacks ${ch}`);
  });
});

describe('--site without quirks, and spaces', () => {
  it('a site with no entry takes the default recipe, with the note on stderr only', async () => {
    const result = await cli(['--site', 'github.com', '-L', '20', '-N', '3']);
    assert.equal(result.code, 0, result.stderr);
    const passwords = result.stdout.slice(0, -1).split('\n');
    assert.equal(passwords.length, 3);
    for (const p of passwords) assert.match(p, /^.{20}$/);
    assert.match(result.stderr, /^No known rules for github\.com: the default recipe is used\.\n.*bits/);
    const json = JSON.parse((await cli(['--site', 'github.com', '--json'])).stdout);
    assert.equal(json.note, 'No known rules for github.com: the default recipe is used.');
    assert.equal(json.analysis.pool, 89);
  });

  it('--site microsoft.com draws no space unless --allow-space, and the count says which', async () => {
    const plain = await cli(['--site', 'microsoft.com', '-N', '20', '-L', '64', '--json']);
    const spaced = await cli(['--site', 'microsoft.com', '-N', '20', '-L', '64', '--json', '--allow-space']);
    const without = JSON.parse(plain.stdout);
    const withSpace = JSON.parse(spaced.stdout);
    for (const p of without.passwords) assert.ok(!p.includes(' '), 'a space was drawn');
    assert.ok(withSpace.passwords.join('').includes(' '), 'no space in 1,280 characters that allow one');
    assert.equal(withSpace.analysis.pool, without.analysis.pool + 1);
  });
});
