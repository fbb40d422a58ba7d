import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { PassThrough, Readable, Writable } from 'node:stream';
import { describe, it } from 'node:test';
import { PASSPHRASE_OPTIONS } from '../options/options.js';
import { CHECK_ARGUMENT_MESSAGE, runCli } from './run.js';

// Runs a command line against in-memory streams; `stdout` may be a stream that fails every write.
async function run(args: string[], stdout: Writable = new PassThrough()) {
  const stderr = new PassThrough();
  let errors = '';
  stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString('utf8');
  });
  const code = await runCli(args, { stdin: Readable.from([]), stdout, stderr });
  return { code, stderr: errors };
}

// A command line whose standard output is kept: what --help prints.
async function printed(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough();
  let text = '';
  stdout.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  const result = await run(args, stdout);
  return { ...result, stdout: text };
}

const COMMANDS = ['generate', 'passphrase', 'check', 'serve', 'rules', 'help'];
const HINT = 'Run "pwgen-service --help" for the commands and options.\n';

// A stream on which every write fails as on /dev/full.
function fullDevice(): Writable {
  const full = new Writable({
    write(_chunk, _encoding, done) {
      done(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));
    },
  });
  full.on('error', () => {
    // The bin's listener on process.stdout; here writeResult's rejection is what counts.
  });
  return full;
}

describe('runCli', () => {
  it('an unknown command is never repeated: only a command it is close to', async () => {
    for (const args of [['hunter2'], ['help', 'hunter2'], ['S3cret-pass', '--length', '20']]) {
      const { code, stderr } = await run(args);
      assert.equal(code, 2);
      assert.match(stderr, /^unknown_command: Unknown command \(not shown, since it may be a password\)\. /);
      assert.doesNotMatch(stderr, /hunter2|S3cret/);
    }
    const close = await run(['genrate']);
    assert.match(close.stderr, /^unknown_command: Unknown command\. Did you mean 'generate'\? The commands are /);
    assert.doesNotMatch(close.stderr, /genrate/);
  });

  it('names the flags typed, not the API fields, and says where check reads the password', async () => {
    assert.deepEqual(await run(['--max-repeating', '0']), {
      code: 2,
      stderr: 'invalid_parameter: The parameter "--max-repeating" must be a whole number from 1 to 128.\n',
    });
    const conflict = await run(['--site', 'apple.com', '--no-symbols']);
    assert.match(conflict.stderr, /^conflicting_options: The options "--no-symbols" and "--site" /);
    assert.deepEqual(await run(['--symbol-set', '!', '--no-symbols']), {
      code: 2,
      stderr: 'conflicting_options: The option "--symbol-set" needs symbols, but "--no-symbols" turns them off.\n',
    });
    const symbolsOff = await run(['--symbol-set', '!', '--no-symbols', '--lang', 'es']);
    assert.match(symbolsOff.stderr, /"--no-symbols" los desactiva\.\n$/);
    const spanish = await run(['--max-repeating', '0', '--lang', 'es']);
    assert.match(spanish.stderr, /"--max-repeating"/);
    const check = await run(['check', 'hunter2']);
    assert.equal(check.code, 2);
    assert.equal(check.stderr, `unexpected_argument: ${CHECK_ARGUMENT_MESSAGE}\n${HINT}`);
    assert.doesNotMatch(check.stderr, /hunter2/);
  });

  it('a result that cannot be written is one write_failed line and status 1, with no analysis after it', async () => {
    for (const args of [[], ['--json']]) {
      const { code, stderr } = await run(args, fullDevice());
      assert.equal(code, 1);
      assert.equal(stderr, 'write_failed: Could not write to standard output (ENOSPC: no space left on device).\n');
    }
  });
});

describe('help', () => {
  it('help help and help --help print the help of help, not "Unknown command"', async () => {
    for (const args of [
      ['help', 'help'],
      ['help', '--help'],
      ['help', '-h'],
    ]) {
      const result = await printed(args);
      assert.deepEqual([result.code, result.stderr], [0, ''], args.join(' '));
      assert.ok(result.stdout.startsWith('Usage: pwgen-service help [COMMAND]\n'), result.stdout);
      for (const command of COMMANDS) assert.match(result.stdout, new RegExp(`\\b${command}\\b`));
    }
  });

  it("the program's usage has a line for every command, rules and help included", async () => {
    const { stdout } = await printed(['--help']);
    const usage = stdout.slice(0, stdout.indexOf('\n\n'));
    for (const command of COMMANDS) {
      const shown = command === 'generate' ? '[generate]' : command;
      assert.match(
        usage,
        new RegExp(`^(Usage:|      ) pwgen-service ${shown.replace(/[[\]]/g, '\\$&')}( |$)`, 'm'),
        command,
      );
    }
  });

  it('every help text fits in 80 columns (a path of the installed package aside)', async () => {
    for (const args of [['--help'], ...COMMANDS.map((command) => ['help', command])]) {
      const { code, stdout } = await printed(args);
      assert.equal(code, 0, args.join(' '));
      for (const line of stdout.split('\n').filter((text) => !text.startsWith('  /'))) {
        assert.ok(line.length <= 80, `${args.join(' ')}: ${line}`);
      }
    }
  });

  it("passphrase's help gives the range of every integer option, -N included", async () => {
    const { stdout } = await printed(['passphrase', '--help']);
    const rows = stdout.replace(/\n {20,}/g, ' ');
    for (const option of PASSPHRASE_OPTIONS) {
      if (option.type !== 'integer') continue;
      const row = rows.split('\n').find((line) => line.includes(`--${option.wire} N`)) ?? '';
      assert.ok(row.includes(`${option.min} to ${option.max}`), row);
    }
    assert.match(rows, /-N, --count N +Number of passphrases returned, 1 to 100\./);
  });

  it('serve --help names a docs/operations.md that exists, not one the package lacks', async () => {
    for (const args of [
      ['serve', '--help'],
      ['help', 'serve'],
    ]) {
      const { stdout } = await printed(args);
      const path = /^ {2}(\/\S+\/docs\/operations\.md)$/m.exec(stdout)?.[1];
      assert.ok(path !== undefined && existsSync(path), stdout);
    }
  });
});

describe('an option of another command', () => {
  it('says which command takes it, naming only the real option', async () => {
    const cases: [string[], string][] = [
      [['--words', '5'], `generate: '--words' is an option of passphrase ("pwgen-service passphrase --words N")`],
      [['generate', '--digit'], `generate: '--digit' is an option of passphrase ("pwgen-service passphrase --digit")`],
      [
        ['passphrase', '--length=20'],
        `passphrase: '--length' is an option of generate ("pwgen-service generate --length N")`,
      ],
      [
        ['passphrase', '--words', '5', '--no-symbols'],
        `passphrase: '--no-symbols' is an option of generate ("pwgen-service generate --no-symbols")`,
      ],
      [['check', '--words', '5'], `check: '--words' is an option of passphrase ("pwgen-service passphrase --words N")`],
    ];
    for (const [args, text] of cases) {
      const { code, stderr } = await run(args);
      assert.deepEqual([code, stderr], [2, `unknown_option: Unknown option for ${text}.\n${HINT}`], args.join(' '));
    }
  });

  it('leaves the other answers as they were: a typo, a secret, an option every command shares, a value', async () => {
    const typo = await run(['--lenght', '5', '--words', '3']);
    assert.equal(typo.stderr, `unknown_option: Unknown option. Did you mean '--length'?\n${HINT}`);
    for (const args of [
      ['--Hunter2pass', '--words', '3'],
      ['serve', '--lang', 'es'],
      ['passphrase', '--separator', '--', '--words'],
    ]) {
      const { stderr } = await run(args);
      assert.doesNotMatch(stderr, /is an option of/, args.join(' '));
      assert.doesNotMatch(stderr, /Hunter2/);
    }
  });
});
