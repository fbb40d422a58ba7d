/**
 * The recipe options and the `rules` command through the packed package's
 * installed command, checked by the independent validators of test/support.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { siteRules } from '../src/api/contract/site-rules.js';
import { COMMAND_NAME } from '../src/cli/help.js';
import { generatePasswords } from '../src/library.js';
import { type CommandResult, type InstalledPackage, installPackedPackage, runCommand } from './support/package.js';
import { meetsRecipe } from './support/recipe-reference.js';
import { meetsRules } from './support/rules-reference.js';

let installed: InstalledPackage;
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
    [['--site', 'no-such-site.example'], 'unknown_site'],
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

  it('an unknown site is unknown_site, exit 2; no domain is a usage error', async () => {
    const unknown = await cli(['rules', 'no-such-site.example']);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /^unknown_site: /);
    assert.equal((await cli(['rules'])).code, 2);
    assert.equal((await cli(['rules', '--bogus', 'x'])).code, 2);
  });
});
