/**
 * `pwgen-service passphrase` and `generatePassphrases` from the packed package:
 * `npm pack`, `npm install ./that.tgz` into an empty folder, then the installed
 * command and library.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { COMMAND_NAME } from '../src/cli/help.js';
import { message } from '../src/i18n/catalogue.js';
import { generatePassphrases } from '../src/library.js';
import { loadWordList } from '../src/wordlists/word-lists.js';
import { type CommandResult, type InstalledPackage, installPackedPackage, runCommand } from './support/package.js';
import { chiSquarePValue, chiSquareUniform, UNIFORMITY_ALPHA } from './support/statistics.js';

let installed: InstalledPackage;
const cli = (args: readonly string[]): Promise<CommandResult> => runCommand(installed.bin, ['passphrase', ...args]);

before(async () => {
  installed = await installPackedPackage(COMMAND_NAME);
});
after(() => installed?.remove());

function linesOf(result: CommandResult): string[] {
  assert.equal(result.code, 0, JSON.stringify(result));
  assert.ok(result.stdout.endsWith('\n'), JSON.stringify(result.stdout));
  return result.stdout.slice(0, -1).split('\n');
}

/** A usage or option error: exit 2, `code: message` on standard error, nothing on standard output. */
function assertRefused(result: CommandResult, code: string, text?: string): void {
  const what = JSON.stringify(result);
  assert.equal(result.code, 2, what);
  assert.equal(result.stdout, '', what);
  assert.ok(result.stderr.startsWith(`${code}: `), what);
  if (text !== undefined) assert.equal(result.stderr, `${code}: ${text}\n`);
}

// The words of a passphrase joined by "-": hyphenated list words are put back together.
function wordsOf(passphrase: string, list: ReadonlySet<string>): string[] {
  const tokens = passphrase.split('-');
  const words: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    if (list.has(token)) words.push(token);
    else words.push(`${token}-${tokens[++i]}`);
  }
  for (const word of words) assert.ok(list.has(word), `${word} in ${passphrase}`);
  return words;
}

describe('passphrase', () => {
  it('no option: one passphrase of 6 words of the large list joined by "-", the analysis on stderr', async () => {
    const large = new Set(await loadWordList('eff_large'));
    const result = await cli([]);
    const [passphrase, ...rest] = linesOf(result);
    assert.deepEqual(rest, []);
    assert.equal(wordsOf(passphrase as string, large).length, 6);
    assert.equal(
      result.stderr,
      '77.5 bits, crack time 3.5 thousand years offline at 10^12 guesses per second, level 4 of 4 (very strong)\n',
    );
  });

  it('writes every option: list, words, separator, capitals, digit, count; --quiet leaves stderr empty', async () => {
    const short = new Set(await loadWordList('eff_short'));
    const result = await cli([
      '--list',
      'eff_short',
      '--words',
      '4',
      '--separator=. ',
      '--capitalize',
      'first',
      '--digit',
      '-N',
      '20',
      '--quiet',
    ]);
    const passphrases = linesOf(result);
    assert.equal(result.stderr, '');
    assert.equal(passphrases.length, 20);
    for (const passphrase of passphrases) {
      const words = passphrase.split('. ');
      assert.equal(words.length, 4, passphrase);
      assert.equal(words.filter((word) => /[0-9]$/.test(word)).length, 1, passphrase);
      for (const word of words) {
        const bare = word.replace(/[0-9]$/, '');
        assert.match(bare, /^[A-Z]/, passphrase);
        assert.ok(short.has(bare.charAt(0).toLowerCase() + bare.slice(1)), passphrase);
      }
    }
    const empty = linesOf(await cli(['--separator=', '--words', '3', '--quiet']));
    assert.match(empty[0] as string, /^[a-z-]+$/);
  });

  it('--json is the library answer for the same options, in the language of --lang', async () => {
    const options = { words: 5, list: 'eff_short', capitalize: 'random', digit: true } as const;
    const result = await cli([
      '--words',
      '5',
      '--list',
      'eff_short',
      '--capitalize',
      'random',
      '--digit',
      '--json',
      '--lang',
      'es',
    ]);
    assert.equal(result.code, 0, result.stderr);
    assert.equal(result.stderr, '');
    const document = JSON.parse(result.stdout);
    assert.deepEqual(Object.keys(document), ['passphrases', 'analysis']);
    assert.equal(document.passphrases.length, 1);
    const library = await generatePassphrases({ ...options, lang: 'es' });
    assert.deepEqual(document.analysis, JSON.parse(JSON.stringify(library.analysis)));
    assert.ok(Math.abs(document.analysis.bits - (5 * Math.log2(1296) + 5 + Math.log2(50))) < 1e-9);
    assert.equal(document.analysis.list_size, 1296);
  });

  it('what it prints is uniform: capital patterns and the digit over 10 runs of 20 (chi-square)', async () => {
    const args = [
      '--list',
      'eff_short',
      '--words',
      '3',
      '--capitalize',
      'random',
      '--digit',
      '--separator= ',
      '-N',
      '20',
    ];
    const runs = await Promise.all(Array.from({ length: 10 }, () => cli([...args, '--quiet'])));
    const patterns = new Array(8).fill(0);
    const digits = new Array(30).fill(0);
    for (const passphrase of runs.flatMap(linesOf)) {
      const words = passphrase.split(' ');
      assert.equal(words.length, 3, passphrase);
      patterns[words.reduce((mask, word, i) => mask | ((/^[A-Z]/.test(word) ? 1 : 0) << i), 0)]++;
      const at = words.findIndex((word) => /[0-9]$/.test(word));
      digits[at * 10 + Number((words[at] as string).slice(-1))]++;
    }
    for (const [name, counts] of [
      ['capital patterns', patterns],
      ['digit word and value', digits],
    ] as const) {
      const p = chiSquarePValue(chiSquareUniform(counts), counts.length - 1);
      assert.ok(p > UNIFORMITY_ALPHA, `${name}: p = ${p}`);
    }
  });

  it("refused options exit 2 with the library's code and message, in the language of --lang", async () => {
    const en = (key: Parameters<typeof message>[1], params = {}) => message('en', key, params);
    const cases: [string[], string, string?][] = [
      [['--words', '2'], 'invalid_words', en('error_invalid_words', { min: 3, max: 20 })],
      [['--words', '6.5'], 'invalid_words'],
      [['--words', '06'], 'invalid_words'],
      [
        ['--list', 'eff_long'],
        'invalid_list',
        en('error_invalid_list', { choices: 'eff_large, eff_short, cs, de, es, fr, it, ja, ko, pt, pt_br' }),
      ],
      [['--separator', '123456789'], 'invalid_separator', en('error_invalid_separator', { min: 0, max: 8 })],
      [['--separator', 'ñ'], 'invalid_separator'],
      [
        ['--capitalize', 'all'],
        'invalid_capitalize',
        en('error_invalid_capitalize', { choices: 'none, first, random' }),
      ],
      [['--count', '101'], 'invalid_count', en('error_invalid_count_passphrases', { min: 1, max: 100 })],
      [
        ['--count', '0', '--lang', 'es'],
        'invalid_count',
        message('es', 'error_invalid_count_passphrases', { min: 1, max: 100 }),
      ],
    ];
    const results = await Promise.all(cases.map(([args]) => cli(args)));
    for (const [i, [, code, text]] of cases.entries()) assertRefused(results[i] as CommandResult, code, text);
  });

  it('--list takes every built-in list; --list-file a UTF-8 file, one word a line', async () => {
    const german = new Set(await loadWordList('de'));
    const de = await cli(['--list', 'de', '--words', '4', '--separator= ', '--json']);
    const answer = JSON.parse(de.stdout);
    assert.equal(answer.analysis.list_size, 7768);
    for (const word of answer.passphrases[0].split(' ')) assert.ok(german.has(word), word);

    const file = join(installed.app, 'words.txt');
    writeFileSync(file, '\ufeffsol\r\nmar\n\n  e\u0301te\u0301  \nluz\n');
    const own = JSON.parse((await cli(['--list-file', file, '--words', '3', '-N', '20', '--json'])).stdout);
    assert.equal(own.analysis.list_size, 4);
    assert.equal(own.analysis.bits, 3 * Math.log2(4) + 0);
    for (const passphrase of own.passphrases) {
      for (const word of passphrase.split('-')) assert.ok(['sol', 'mar', '\u00e9t\u00e9', 'luz'].includes(word), word);
    }

    const latin1 = join(installed.app, 'latin1.txt');
    writeFileSync(latin1, Buffer.from([0x73, 0x6f, 0x6c, 0x0a, 0xe9, 0x74, 0xe9, 0x0a]));
    const twice = join(installed.app, 'twice.txt');
    writeFileSync(twice, 'sol\nmar\nsol\n');
    const [encoding, missing, duplicate, both, alone] = await Promise.all([
      cli(['--list-file', latin1]),
      cli(['--list-file', join(installed.app, 'missing.txt')]),
      cli(['--list-file', twice]),
      cli(['--list-file', twice, '--list', 'de']),
      cli(['--list-file', join(installed.app, 'words.txt'), '--list-file', latin1]),
    ]);
    assertRefused(encoding, 'invalid_encoding');
    assert.ok(
      encoding.stderr.startsWith(
        `invalid_encoding: The word list file ${latin1} is not UTF-8 text. Please save it as UTF-8, one word a line.\n`,
      ),
    );
    assertRefused(missing, 'unreadable_list_file');
    assert.match(missing.stderr, /\(ENOENT\)/);
    assertRefused(duplicate, 'duplicate_word', message('en', 'error_duplicate_word', { word: 'sol' }));
    assertRefused(both, 'conflicting_options');
    // The last of a repeated flag counts, as for every flag.
    assertRefused(alone, 'invalid_encoding');
  });

  it('a list file from a device, a FIFO or a pipe is capped as it is read: list_file_too_large', async () => {
    const fifo = join(installed.app, 'words.fifo');
    execFileSync('mkfifo', [fifo]);
    // A writer that never ends on its own: the command must stop reading at the cap.
    const writer = spawn('sh', ['-c', `exec cat /dev/zero > '${fifo}'`], { stdio: 'ignore' });
    try {
      const [zero, fromFifo, fromPipe] = await Promise.all([
        cli(['--list-file', '/dev/zero']),
        cli(['--list-file', fifo]),
        // A real pipe from the shell (Node's own child pipes are sockets, which /dev/stdin cannot open).
        runCommand('sh', ['-c', `yes a | head -c 70000000 | '${installed.bin}' passphrase --list-file /dev/stdin`]),
      ]);
      assertRefused(zero, 'list_file_too_large');
      assert.ok(zero.stderr.startsWith('list_file_too_large: The word list file /dev/zero is larger than 64 MiB.\n'));
      assertRefused(fromFifo, 'list_file_too_large');
      assertRefused(fromPipe, 'list_file_too_large');
    } finally {
      writer.kill();
    }
  });

  it('a list file gives the line of a bad entry in the file, takes CR line breaks and prints paths safely', async () => {
    const bad = join(installed.app, 'bad-line.txt');
    writeFileSync(bad, 'sol\n\n\nmar\nl\u0007uz\n');
    const badLine = await cli(['--list-file', bad]);
    assertRefused(badLine, 'invalid_word_list');
    assert.ok(badLine.stderr.startsWith(`invalid_word_list: Line 5 of the word list file ${bad} is not a word:`));
    const classicMac = join(installed.app, 'cr-only.txt');
    writeFileSync(classicMac, 'sol\rmar\rluz\r');
    const own = JSON.parse((await cli(['--list-file', classicMac, '--json'])).stdout);
    assert.equal(own.analysis.list_size, 3);
    const missing = await cli(['--list-file', join(installed.app, 'no\u001b[31mfile\n.txt')]);
    assertRefused(missing, 'unreadable_list_file');
    assert.equal(missing.stderr.split('\n').length, 3, JSON.stringify(missing.stderr));
    assert.ok(!missing.stderr.includes('\u001b'), JSON.stringify(missing.stderr));
    assert.ok(missing.stderr.includes('no\\x1b[31mfile\\x0a.txt'), JSON.stringify(missing.stderr));
    const invisible = join(installed.app, 'invisible.txt');
    writeFileSync(invisible, 'sol\nmar\nso\u200bl\n');
    assertRefused(await cli(['--list-file', invisible]), 'duplicate_word');
  });

  it('a list of 1,000,000 words holding digits, with random capitals and the digit, in bounded memory', async () => {
    const file = join(installed.app, 'million.txt');
    const words = Array.from({ length: 1_000_000 }, (_, i) => `w${i.toString(36)}x${i % 7}`);
    writeFileSync(file, `${words.join('\n')}\n`);
    const heap = { nodeArgs: ['--max-old-space-size=768'] };
    // The shape (the separator marks word ends); an empty separator, which needs the full
    // search, is measured in npm run bench (passphrases).
    for (const separator of ['-', '.']) {
      const args = ['passphrase', '--list-file', file, '--capitalize', 'random', '--digit', `--separator=${separator}`];
      const result = await runCommand(installed.bin, [...args, '--words', '4', '--json'], heap);
      assert.equal(result.code, 0, `separator ${JSON.stringify(separator)}: ${result.stderr}`);
      const { analysis } = JSON.parse(result.stdout);
      assert.equal(analysis.list_size, 1_000_000);
      // 4 words of 10^6 with random capitals (2 each), and the digit: 10 values in 4 places.
      assert.ok(Math.abs(analysis.bits - (4 * Math.log2(2_000_000) + Math.log2(40))) < 1e-9, String(analysis.bits));
    }
  });

  it('usage errors exit 2 with a code and a hint; a stray argument is never repeated', async () => {
    const cases: [string[], string][] = [
      [['--wrods', '5'], 'unknown_option'],
      [['--length', '5'], 'unknown_option'],
      [['--digit=yes'], 'invalid_option_value'],
      [['--words'], 'invalid_option_value'],
      [['correct-horse'], 'unexpected_argument'],
    ];
    const results = await Promise.all(cases.map(([args]) => cli(args)));
    for (const [i, [, code]] of cases.entries()) {
      const result = results[i] as CommandResult;
      assertRefused(result, code);
      assert.ok(result.stderr.endsWith(`Run "${COMMAND_NAME} --help" for the commands and options.\n`));
      assert.ok(!result.stderr.includes('correct-horse'));
    }
    assert.match((results[0] as CommandResult).stderr, /Did you mean '--words'\?/);
  });

  it('--help and help passphrase show every option and credit EFF; the program help lists the command', async () => {
    const own = await cli(['--help']);
    const named = await runCommand(installed.bin, ['help', 'passphrase']);
    assert.equal(own.code, 0);
    assert.deepEqual(named, own);
    for (const flag of ['--words N', '--list NAME', '--separator STR', '--capitalize MODE', '--digit', '--count N']) {
      assert.ok(own.stdout.includes(flag), flag);
    }
    assert.match(own.stdout, /Electronic Frontier\sFoundation[\s\S]*CC\sBY\s3\.0\sUS/);
    const program = await runCommand(installed.bin, ['--help']);
    assert.match(program.stdout, /\n {2}passphrase +Print random passphrases/);
  });
});

describe('the word lists in the package', () => {
  it('ship as modules of their own with the credit, outside the start-up bundle', () => {
    const paths = installed.pack.files.map((file) => file.path);
    assert.ok(paths.includes('dist-package/wordlists/eff-short.js'));
    assert.ok(paths.includes('dist-package/wordlists/eff-large.js'));
    for (const name of ['cs', 'de', 'es', 'fr', 'it', 'ja', 'ko', 'pt', 'pt-br']) {
      assert.ok(paths.includes(`dist-package/wordlists/${name}.js`), name);
    }
    const german = readFileSync(join(installed.packageDir, 'dist-package/wordlists/de.js'), 'utf8');
    assert.match(german, /Uli Fouquet[\s\S]*Creative Commons Attribution 3\.0/);
    const french = readFileSync(join(installed.packageDir, 'dist-package/wordlists/fr.js'), 'utf8');
    assert.match(french, /@scure\/bip39[\s\S]*MIT/);
    const short = readFileSync(join(installed.packageDir, 'dist-package/wordlists/eff-short.js'), 'utf8');
    assert.match(short, /Electronic Frontier Foundation[\s\S]*CC BY 3\.0 US/);
    const large = readFileSync(join(installed.packageDir, 'dist-package/wordlists/eff-large.js'), 'utf8');
    assert.match(large, /Electronic Frontier Foundation[\s\S]*CC BY 3\.0 US/);
    const bin = readFileSync(join(installed.packageDir, 'dist-package/cli/bin.js'), 'utf8');
    for (const word of ['abacus', 'zookeeper', 'yodel'])
      assert.ok(!bin.includes(word), `${word} in the start-up bundle`);
    assert.ok(bin.includes('passphrase-command.js'));
  });

  it('generatePassphrases imports by the package name and refuses as generatePasswords does', async () => {
    const script = join(installed.app, 'use-passphrases.mjs');
    writeFileSync(
      script,
      `import { generatePassphrases, GenerateOptionsError } from '${COMMAND_NAME}';
const { passphrases, analysis } = await generatePassphrases({ words: 4, list: 'eff_short', count: 3 });
let refused;
try { await generatePassphrases({ words: 21 }); } catch (error) { refused = error instanceof GenerateOptionsError && [error.code, error.field]; }
process.stdout.write(JSON.stringify({ passphrases, analysis, refused }));
`,
    );
    const result = await runCommand(process.execPath, [script]);
    assert.equal(result.code, 0, result.stderr);
    const { passphrases, analysis, refused } = JSON.parse(result.stdout);
    assert.equal(passphrases.length, 3);
    assert.equal(analysis.list_size, 1296);
    assert.equal(analysis.words, 4);
    assert.deepEqual(refused, ['invalid_words', 'words']);
  });
});
