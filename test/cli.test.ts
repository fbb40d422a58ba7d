/**
 * The local package end to end: `npm pack`, `npm install ./that.tgz` into an
 * empty folder, then the installed command and library, offline.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { CheckResult } from '../src/checker/checker.js';
import { languageChecker } from '../src/checker/language-checker.js';
import { CHECK_MAX_LENGTH } from '../src/checker/limits.js';
import { COMMAND_NAME } from '../src/cli/help.js';
import { analysisLine, checkReport } from '../src/cli/output.js';
import { scenarioTable } from '../src/cli/scenario-table.js';
import { scenarioRows } from '../src/engine/scenarios.js';
import { crackTimePhrase, message } from '../src/i18n/catalogue.js';
import { pageCrackTime, pageWords } from '../src/i18n/pages/page-catalogue.js';
import { pageCatalogueOf } from '../src/i18n/pages/page-registry.js';
import { generatePasswords, checkPassword as libraryCheckPassword } from '../src/library.js';
import type { RunningService } from '../src/main.js';
import { CHECKER_AGREEMENT_INPUTS } from './support/checker-inputs.js';
import {
  type CommandResult,
  cleanEnv,
  type InstalledPackage,
  installPackedPackage,
  ROOT,
  type RunOptions,
  runCommand,
} from './support/package.js';
import { postJson, startTestService } from './support/service.js';
import { chiSquarePValue, chiSquareUniform, countCharacters, UNIFORMITY_ALPHA } from './support/statistics.js';

// The character sets written out again, independently of src/core/alphabet.ts.
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '~!@#$%^&*()_+-=[]{};:,./<>?';
const AMBIGUOUS = '0O1Ilo';
const ALL = LOWER + UPPER + DIGITS + SYMBOLS;

let installed: InstalledPackage;
const cli = (args: readonly string[], options?: RunOptions): Promise<CommandResult> =>
  runCommand(installed.bin, args, options);

/** Asserts a usage or request error: exit 2, the code first on standard error, nothing on standard output. */
function assertRefused(result: CommandResult, code: string, text?: string): void {
  const what = JSON.stringify(result);
  assert.equal(result.code, 2, what);
  assert.equal(result.stdout, '', what);
  assert.ok(result.stderr.startsWith(`${code}: `), what);
  if (text !== undefined) assert.equal(result.stderr, `${code}: ${text}\n`);
}

function passwordsOf(result: CommandResult): string[] {
  assert.equal(result.code, 0, JSON.stringify(result));
  assert.ok(result.stdout.endsWith('\n'), JSON.stringify(result.stdout));
  return result.stdout.slice(0, -1).split('\n');
}

before(async () => {
  installed = await installPackedPackage(COMMAND_NAME);
});
after(() => installed?.remove());

// The checker of `check --lang`: the page language's dictionaries (src/checker/language-dictionaries.ts).
const checkersOf = {
  en: await languageChecker('en'),
  es: await languageChecker('es'),
  de: await languageChecker('de'),
  ja: await languageChecker('ja'),
};
function checkPassword(password: string, lang: keyof typeof checkersOf): CheckResult {
  return checkersOf[lang].check(password, lang);
}

describe('the package', () => {
  it('packs only the compiled sources, their declarations, the pages for serve, the README, the docs and the licence', (t) => {
    const paths = installed.pack.files.map((f) => f.path);
    t.diagnostic(
      `tarball ${installed.pack.size} bytes packed, ${installed.pack.unpackedSize} unpacked, ${paths.length} files`,
    );
    for (const path of paths)
      assert.match(
        path,
        /^(dist-package\/.+\.(js|d\.ts)|dist-package\/checker\/dictionary-data\/checker-[\w-]+\.index|dist-package\/data\/password-rules\.json|dist-package\/web\/assets\/([\w-]+\.[\w]+\.((js|css)(\.gz|\.br)?|png)|manifest\.json)|package\.json|README\.md|docs\/[a-z-]+\.md|LICENSE)$/,
        path,
      );
    assert.deepEqual(
      paths.filter((p) => /\.test\.|(^|\/)(test|bench|scripts)\//.test(p)),
      [],
    );
    assert.ok(paths.includes('dist-package/cli/bin.js'));
    assert.ok(paths.includes('dist-package/library.d.ts'));
    assert.ok(paths.includes('dist-package/web/assets/manifest.json'));
    // Every page of docs/ that the README links to, so that its links work in the installed package too.
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    for (const [, doc] of readme.matchAll(/\]\((docs\/[a-z-]+\.md)[)#]/g))
      assert.ok(paths.includes(doc as string), doc);
  });

  it('names its command after itself, and the command starts with a shebang', (t) => {
    const manifest = JSON.parse(readFileSync(join(installed.packageDir, 'package.json'), 'utf8'));
    assert.equal(manifest.name, COMMAND_NAME);
    assert.deepEqual(Object.keys(manifest.bin), [COMMAND_NAME]);
    assert.match(readFileSync(installed.bin, 'utf8'), /^#!\/usr\/bin\/env node\n/);
    const lock = JSON.parse(readFileSync(join(installed.app, 'node_modules', '.package-lock.json'), 'utf8'));
    const packages = Object.keys(lock.packages).filter((path) => path !== `node_modules/${COMMAND_NAME}`);
    t.diagnostic(`npm install pulled in ${packages.length} packages besides ${COMMAND_NAME}`);
  });

  it('carries no scripts (none works without the repository), and installing it warns about none', () => {
    const manifest = JSON.parse(readFileSync(join(installed.packageDir, 'package.json'), 'utf8'));
    assert.equal(manifest.scripts, undefined);
    assert.doesNotMatch(installed.installWarnings, /install-scripts|prepare|scripts\//, installed.installWarnings);
    assert.doesNotMatch(installed.installWarnings, new RegExp(`${COMMAND_NAME}@`), installed.installWarnings);
    // npm pack put the project's own package.json back, scripts and all.
    const project = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    assert.equal(typeof project.scripts?.build, 'string');
    assert.equal(existsSync(join(ROOT, 'package.json.prepack')), false);
    // The tarball `npm pack` leaves in the project is ignored by git.
    assert.ok(readFileSync(join(ROOT, '.gitignore'), 'utf8').split('\n').includes('*.tgz'));
  });

  it('--version prints the version of package.json', async () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    for (const flag of ['--version', '-v']) {
      const result = await cli([flag]);
      assert.deepEqual(result, { code: 0, signal: null, stdout: `${manifest.version}\n`, stderr: '' });
    }
  });
});

describe('help', () => {
  it('--help of the program lists the commands and every option of generate', async () => {
    for (const args of [['--help'], ['-h'], ['help']]) {
      const result = await cli(args);
      assert.equal(result.code, 0);
      assert.equal(result.stderr, '');
      for (const word of ['generate', 'check', 'serve', '--version', '--lang', '--json', '--quiet']) {
        assert.ok(result.stdout.includes(word), `${args}: ${word}`);
      }
      for (const flag of [
        '--length N',
        '--count N',
        '--no-lower',
        '--no-upper',
        '--no-digits',
        '--no-symbols',
        '--exclude-ambiguous',
        '--no-repeats',
      ]) {
        assert.ok(result.stdout.includes(flag), `${args}: ${flag}`);
      }
    }
  });

  for (const command of ['generate', 'check', 'serve', 'rules', 'help']) {
    it(`${command} --help and help ${command} print the command's help`, async () => {
      const result = await cli([command, '--help']);
      assert.equal(result.code, 0);
      assert.equal(result.stderr, '');
      assert.ok(result.stdout.startsWith(`Usage: ${COMMAND_NAME} ${command === 'generate' ? '[generate]' : command}`));
      assert.deepEqual(await cli(['help', command]), result);
    });
  }

  it("serve --help points to the installed package's own docs/operations.md", async () => {
    const { stdout } = await cli(['serve', '--help']);
    const path = /^ {2}(\/\S+\/docs\/operations\.md)$/m.exec(stdout)?.[1];
    assert.equal(path, join(installed.packageDir, 'docs', 'operations.md'), stdout);
    assert.match(readFileSync(path as string, 'utf8'), /^## Configuration/m);
  });
});

describe('generate', () => {
  it('no command and no option: one password of 16 from the 89 characters, the analysis on stderr', async () => {
    const result = await cli([]);
    const [password, ...rest] = passwordsOf(result);
    assert.deepEqual(rest, []);
    assert.equal(password?.length, 16);
    for (const ch of password ?? '') assert.ok(ALL.includes(ch), ch);
    assert.match(
      result.stderr,
      /^103\.6 bits, crack time \d+(\.\d+)? \w+ \w+ offline at 10\^12 guesses per second, level 4 of 4 \(very strong\)\n$/,
    );
    assert.deepEqual(passwordsOf(await cli(['generate'])).length, 1);
  });

  it('--length and --count (and -L, -N) set the length and number of passwords', async () => {
    for (const args of [
      ['--length', '20', '--count', '3'],
      ['-L', '20', '-N', '3'],
      ['generate', '--length=20', '--count=3'],
    ]) {
      const passwords = passwordsOf(await cli(args));
      assert.equal(passwords.length, 3, args.join(' '));
      for (const password of passwords) assert.equal(password.length, 20);
    }
    assert.equal(passwordsOf(await cli(['--length', '4'])).at(0)?.length, 4);
    assert.equal(passwordsOf(await cli(['--length', '64', '--count', '20'])).length, 20);
  });

  it('--quiet prints the passwords only', async () => {
    const result = await cli(['--quiet', '--count', '2']);
    assert.equal(passwordsOf(result).length, 2);
    assert.equal(result.stderr, '');
    assert.equal((await cli(['-q'])).stderr, '');
  });

  // The local package's ranges: lengths to 128 and up to 100 passwords (the API keeps 4-64, 1-20).
  const lengthMessage = (lang: 'en' | 'es') => message(lang, 'error_invalid_length', { min: 4, max: 128 });
  for (const value of ['3', '129', '0', '20.5', '1e1', '020', 'twenty', '', '-5', '99999999999999999999']) {
    it(`--length=${value} is invalid_length with the library's message, exit 2`, async () => {
      assertRefused(await cli([`--length=${value}`]), 'invalid_length', lengthMessage('en'));
    });
  }

  for (const value of ['0', '101', '2.5']) {
    it(`--count=${value} is invalid_count with the library's message, exit 2`, async () => {
      assertRefused(
        await cli([`--count=${value}`]),
        'invalid_count',
        message('en', 'error_invalid_count', { min: 1, max: 100 }),
      );
    });
  }

  it("--length 128 --count 100: the local package's limits, with the exact analysis", async () => {
    const result = await cli(['--length', '128', '--count', '100', '--json']);
    assert.equal(result.code, 0, result.stderr);
    const { passwords, analysis } = JSON.parse(result.stdout);
    assert.equal(passwords.length, 100);
    for (const password of passwords) assert.equal(password.length, 128);
    assert.equal(analysis.bits, 128 * Math.log2(89));
  });

  it('the error message is in the language of --lang', async () => {
    assertRefused(await cli(['--length', '3', '--lang', 'es']), 'invalid_length', lengthMessage('es'));
    assertRefused(
      await cli(['--no-lower', '--no-upper', '--no-digits', '--no-symbols', '--lang', 'es']),
      'empty_alphabet',
      message('es', 'error_empty_alphabet'),
    );
  });

  it('all four character types off is empty_alphabet, also with --exclude-ambiguous', async () => {
    const off = ['--no-lower', '--no-upper', '--no-digits', '--no-symbols'];
    assertRefused(await cli(off), 'empty_alphabet', message('en', 'error_empty_alphabet'));
    assertRefused(await cli([...off, '--exclude-ambiguous']), 'empty_alphabet');
  });

  const POOLS: readonly [string[], string][] = [
    [['--no-lower'], UPPER + DIGITS + SYMBOLS],
    [['--no-upper'], LOWER + DIGITS + SYMBOLS],
    [['--no-digits'], LOWER + UPPER + SYMBOLS],
    [['--no-symbols'], LOWER + UPPER + DIGITS],
    [['--exclude-ambiguous'], [...ALL].filter((ch) => !AMBIGUOUS.includes(ch)).join('')],
    [['--no-lower', '--no-upper', '--no-symbols'], DIGITS],
    [['--no-upper', '--no-digits', '--no-symbols', '--exclude-ambiguous'], LOWER.replace(/[lo]/g, '')],
  ];
  for (const [flags, pool] of POOLS) {
    it(`${flags.join(' ')}: every character from the ${pool.length}-character pool`, async () => {
      const result = await cli([...flags, '--count', '20', '--length', '64', '--json']);
      assert.equal(result.code, 0, result.stderr);
      const document = JSON.parse(result.stdout);
      assert.equal(document.analysis.pool, pool.length);
      const counts = countCharacters(pool, document.passwords);
      // 1,280 characters: every character of a pool of at most 89 shows up at least once.
      assert.ok(
        counts.every((c) => c > 0),
        'every pool character appears',
      );
    });
  }

  it('usage errors exit 2 with a code and a hint, nothing on stdout', async () => {
    const cases: [string[], string][] = [
      [['--lenght', '20'], 'unknown_option'],
      [['--lower'], 'unknown_option'],
      [['--length'], 'invalid_option_value'],
      [['--no-lower=false'], 'invalid_option_value'],
      [['--json=yes'], 'invalid_option_value'],
      [['generate', '20'], 'unexpected_argument'],
      [['frobnicate'], 'unknown_command'],
      [['help', 'frobnicate'], 'unknown_command'],
      [['check', '--length', '20'], 'unknown_option'],
      [['serve', '--port', '80'], 'unknown_option'],
      [['generate', '--version'], 'unknown_option'],
    ];
    const results = await Promise.all(cases.map(([args]) => cli(args)));
    for (const [i, [args, code]] of cases.entries()) {
      const result = results[i] as CommandResult;
      assertRefused(result, code);
      assert.ok(result.stderr.endsWith(`Run "${COMMAND_NAME} --help" for the commands and options.\n`), args.join(' '));
    }
  });

  it('a closed standard output ends the command quietly (as `| head -1` does)', async () => {
    const child = spawn(installed.bin, ['--count', '20'], { env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    const code = await new Promise((resolve) => child.once('close', resolve));
    assert.equal(code, 0);
    assert.doesNotMatch(stderr, /EPIPE|Error|\n\s+at /);
  });
});

describe('generate --json is the API answer for the same options', () => {
  let service: RunningService;
  before(async () => {
    service = await startTestService({ RATE_LIMIT_MAX: '100000' });
  });
  after(() => service.close());

  const MATRIX: readonly [string[], Record<string, unknown>][] = [
    [[], {}],
    [
      ['--length', '4', '--no-lower', '--no-upper', '--no-symbols'],
      { length: 4, lower: false, upper: false, symbols: false },
    ],
    [['--length', '64', '--count', '20', '--exclude-ambiguous'], { length: 64, count: 20, exclude_ambiguous: true }],
    [['-L', '12', '--no-repeats', '--no-digits'], { length: 12, no_repeats: true, digits: false }],
    [
      ['--length', '8', '--no-upper', '--no-digits', '--no-symbols', '--exclude-ambiguous', '--no-repeats'],
      { length: 8, upper: false, digits: false, symbols: false, exclude_ambiguous: true, no_repeats: true },
    ],
  ];
  for (const lang of ['en', 'es'] as const) {
    for (const [flags, body] of MATRIX) {
      it(`${lang}: ${flags.join(' ') || '(defaults)'}`, async () => {
        const result = await cli([...flags, '--json', '--lang', lang]);
        assert.equal(result.code, 0, result.stderr);
        assert.equal(result.stderr, '');
        const document = JSON.parse(result.stdout);
        assert.deepEqual(Object.keys(document), ['passwords', 'analysis']);
        const api = await postJson(`${service.url}/v1/generate`, { ...body, lang });
        assert.equal(api.status, 200);
        assert.deepEqual(document.analysis, api.body.analysis);
        assert.equal(document.passwords.length, api.body.passwords.length);
        for (const password of document.passwords) assert.equal(password.length, api.body.analysis.length);
      });
    }
  }

  it('the analysis line uses the same words in Spanish', async () => {
    const result = await cli(['--lang', 'es']);
    const api = await postJson(`${service.url}/v1/generate`, { lang: 'es' });
    const { value, unit } = api.body.analysis.crack_time;
    // 16 of 89 is about 246 mil millones de años: a noun magnitude takes "de" before the unit.
    assert.match(value, / mil millones$/);
    assert.equal(
      result.stderr,
      `103,6 bits, tiempo de descifrado sin conexión a 10^12 intentos por segundo: ${value} de ${unit}, nivel 4 de 4 (muy fuerte)\n`,
    );
  });
});

describe('generate: what it prints is uniform, and --no-repeats holds', () => {
  it('characters printed by 10 runs of 20 x 64 pass a chi-square uniformity test over the 89', async () => {
    const runs = await Promise.all(
      Array.from({ length: 10 }, () => cli(['--count', '20', '--length', '64', '--quiet'])),
    );
    const counts = countCharacters(ALL, runs.flatMap(passwordsOf));
    assert.equal(
      counts.reduce((a, b) => a + b, 0),
      10 * 20 * 64,
    );
    const p = chiSquarePValue(chiSquareUniform(counts), ALL.length - 1);
    assert.ok(p > UNIFORMITY_ALPHA, `p = ${p}`);
  });

  it('--no-repeats never prints a character twice in a row, where without it repeats abound', async () => {
    const eight = [
      '--no-lower',
      '--no-upper',
      '--no-symbols',
      '--exclude-ambiguous',
      '--count',
      '20',
      '--length',
      '64',
    ];
    const repeats = (passwords: string[]) => passwords.filter((p) => /(.)\1/.test(p)).length;
    const runs = await Promise.all(Array.from({ length: 5 }, () => cli([...eight, '--no-repeats', '--quiet'])));
    const passwords = runs.flatMap(passwordsOf);
    assert.equal(passwords.length, 100);
    for (const password of passwords) assert.match(password, /^[2-9]{64}$/);
    assert.equal(repeats(passwords), 0);
    // Without the flag, a 64-character password over 8 digits has no repeat with probability (7/8)^63 < 0.0003.
    assert.ok(repeats(passwordsOf(await cli([...eight, '--quiet']))) >= 15);
  });
});

// A hook run before the command: records every module resolved (ESM and require) and prints the list at exit.
const MODULE_RECORDER = `data:text/javascript,${encodeURIComponent(`
import { registerHooks } from 'node:module';
const seen = new Set();
registerHooks({ resolve(specifier, context, next) { const r = next(specifier, context); seen.add(r.url); return r; } });
process.on('exit', () => process.stderr.write('\\nMODULES ' + JSON.stringify([...seen]) + '\\n'));
`)}`;

async function modulesLoadedBy(args: readonly string[], options: RunOptions = {}): Promise<string[]> {
  const result = await cli(args, { ...options, nodeArgs: ['--import', MODULE_RECORDER] });
  const line = result.stderr.split('\n').find((l) => l.startsWith('MODULES '));
  assert.ok(line !== undefined, result.stderr);
  return JSON.parse(line.slice('MODULES '.length));
}

const SERVER_OR_AJV = /\/node_modules\/(fastify|@fastify|pino|ioredis|prom-client|ajv)\//;
const WRITES_OR_SENDS = /^node:(fs|fs\/promises|net|http|https|http2|dns|tls|dgram|child_process|worker_threads)$/;

describe('start-up is the feature: generate loads no server, Redis, zxcvbn or Ajv', () => {
  it("the command is one bundle of the package's own modules: no dependency, no checker, no server inside", () => {
    const inputs = [...readFileSync(installed.bin, 'utf8').matchAll(/^\/\/ (\S+\.js)$/gm)].map((m) => m[1] as string);
    assert.ok(inputs.includes('dist-package/core/generator.js'), inputs.join(' '));
    assert.deepEqual(
      inputs.filter(
        (path) => !path.startsWith('dist-package/') || /\/(checker|http|mcp|ratelimit)\/|main\.js$/.test(path),
      ),
      [],
    );
  });

  it('generate resolves nothing beyond that bundle: no module file, no builtin import', async () => {
    const modules = await modulesLoadedBy(['--count', '3', '--json']);
    assert.ok(
      modules.some((url) => url.endsWith('/dist-package/cli/bin.js')),
      'the recorder sees the command',
    );
    assert.deepEqual(
      modules.filter((url) => !url.endsWith('/dist-package/cli/bin.js')),
      [],
    );
  });

  it('check is one bundle with zxcvbn-ts inside: it reads its dictionaries, and loads no server or network module', async () => {
    const modules = await modulesLoadedBy(['check', '--json'], { input: 'password\n' });
    assert.deepEqual(
      modules.filter((url) => url.startsWith('file:')).map((url) => url.replace(/^.*\/dist-package\//, '')),
      ['cli/bin.js', 'cli/check-command.js'],
    );
    const bundle = readFileSync(join(installed.packageDir, 'dist-package/cli/check-command.js'), 'utf8');
    assert.match(bundle, /^\/\/ node_modules\/@zxcvbn-ts\/core\//m);
    // It reads the dictionaries' files (node:fs/promises); "nothing leaks" below checks that it writes none.
    assert.deepEqual(
      modules.filter((url) => SERVER_OR_AJV.test(url) || (WRITES_OR_SENDS.test(url) && url !== 'node:fs/promises')),
      [],
    );
  });

  it('the recorder has teeth: serve loads Fastify and pino (then stops on a bad PORT)', async () => {
    const modules = await modulesLoadedBy(['serve'], { env: { PORT: 'not-a-port' } });
    assert.ok(modules.some((url) => /\/node_modules\/fastify\//.test(url)));
    assert.ok(modules.some((url) => /\/node_modules\/pino\//.test(url)));
  });
});

describe('nothing leaks', () => {
  it('generate and check write no file: the working directory, HOME and TMPDIR stay empty', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'pwgen-empty-'));
    try {
      const env = { HOME: empty, TMPDIR: empty, XDG_CACHE_HOME: empty };
      assert.equal((await cli(['--count', '5'], { cwd: empty, env })).code, 0);
      assert.equal((await cli(['--json'], { cwd: empty, env })).code, 0);
      assert.equal((await cli(['check'], { cwd: empty, env, input: 'password\n' })).code, 0);
      assert.deepEqual(readdirSync(empty), []);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('check', () => {
  it('reads one line from a pipe: "password" is level 0 with a warning and suggestions', async () => {
    const result = await cli(['check'], { input: 'password\n' });
    assert.equal(result.code, 0, result.stderr);
    assert.equal(result.stderr, '');
    const [first, warning, ...rest] = result.stdout.trimEnd().split('\n');
    assert.equal(
      first,
      'crack time less than 1 second offline at 10^12 guesses per second (an estimate from patterns), level 0 of 4 (very weak)',
    );
    assert.match(warning ?? '', /^Warning: /);
    assert.equal(rest[0], 'Suggestions:');
  });

  it('--lang de and --lang ja: every line of the report in that language, as its checker page words it', async () => {
    for (const [lang, password] of [
      ['de', 'Sommer2025'],
      // Beyond the cap and no repeat: its first part is read for patterns, the rest priced as exhaustive search.
      ['ja', `${'x'.repeat(30)}${'y'.repeat(30)}`],
    ] as const) {
      const result = await cli(['check', '--lang', lang], { input: `${password}\n` });
      assert.equal(result.code, 0, result.stderr);
      const estimate = await checkPassword(password, lang);
      const page = pageCatalogueOf(lang);
      const lines = result.stdout.trimEnd().split('\n');
      const level = pageWords(page, 'page_level', {
        level: estimate.level,
        name: pageWords(page, `level_${estimate.level}`),
      });
      assert.equal(lines[0], `${level} (${pageWords(page, 'checker_basis_patterns')})`);
      assert.equal(
        lines[1],
        pageWords(page, 'page_crack_time', { time: pageCrackTime(page, estimate.crack_time_log10_seconds, true) }),
      );
      // No English left: the result line, the labels and the truncation note are the page's.
      assert.doesNotMatch(result.stdout, /crack time|level \d of 4|Warning|Suggestions|characters were analysed/);
      if (lang === 'ja')
        assert.ok(lines.includes(pageWords(page, 'checker_truncated', { max: CHECK_MAX_LENGTH, length: 60 })));
      else assert.ok(lines.includes(`${pageWords(page, 'checker_suggestions')}:`), result.stdout);
    }
  });

  it("--json prints the checker's result for the first line only, in English and in Spanish", async () => {
    const cases = [
      ['Tr0ub4dor&3', 'en'],
      [' spaced out ', 'en'],
      ['k#9vQ2!mZ@7pL$4nR&8wT*3yB^6cF(1hJ)5dG+0s', 'es'],
      ['contraseña2024', 'es'],
    ] as const;
    const results = await Promise.all(
      cases.map(([password, lang]) =>
        cli(['check', '--json', '--lang', lang], { input: `${password}\r\nnot this line\n` }),
      ),
    );
    for (const [i, [password, lang]] of cases.entries()) {
      const result = results[i] as CommandResult;
      assert.equal(result.code, 0, result.stderr);
      assert.deepEqual(JSON.parse(result.stdout), JSON.parse(JSON.stringify(await checkPassword(password, lang))));
    }
  });

  it('reads as one phrase in both languages: "at most" only for patterns, never "at most less than"', async () => {
    // 20 characters of the full pool: about 16 trillones de años, a noun magnitude in Spanish.
    const random = 'k#9vQ2!mZ@7pL$4nR&8w';
    const [weakEs, patternEn, patternEs, randomEn, randomEs] = await Promise.all([
      cli(['check', '--lang', 'es'], { input: 'password\n' }),
      cli(['check'], { input: 'Summer2024!Summer\n' }),
      cli(['check', '--lang', 'es'], { input: 'Summer2024!Summer\n' }),
      cli(['check'], { input: `${random}\n` }),
      cli(['check', '--lang', 'es'], { input: `${random}\n` }),
    ]);
    const firstLine = (result: CommandResult) => result.stdout.split('\n')[0] ?? '';
    assert.equal(
      firstLine(weakEs),
      'tiempo de descifrado sin conexión a 10^12 intentos por segundo: menos de 1 segundo (estimación por patrones), nivel 0 de 4 (muy débil)',
    );
    const pattern = await checkPassword('Summer2024!Summer', 'en');
    assert.equal(pattern.ceiling, true);
    assert.ok(pattern.crack_time_log10_seconds >= 0, 'the case needs a time of at least a second');
    assert.match(
      firstLine(patternEn),
      /^crack time at most [\d.]+( [a-z]+)? (seconds?|minutes?|hours?|days?|years?) offline at 10\^12 guesses per second \(an estimate from patterns\), level \d of 4/,
    );
    assert.match(firstLine(patternEs), /: como mucho [\d,]+ [^()]+ \(estimación por patrones\), nivel \d de 4/);
    const exact = await checkPassword(random, 'es');
    assert.equal(exact.ceiling, false);
    assert.match(exact.crack_time.value, / trillones$/);
    assert.equal(
      firstLine(randomEs),
      `tiempo de descifrado sin conexión a 10^12 intentos por segundo: ${exact.crack_time.value} de ${exact.crack_time.unit} (sin patrones: exacto si se eligió al azar), nivel 4 de 4 (muy fuerte)`,
    );
    assert.match(
      firstLine(randomEn),
      /^crack time [\d.]+ quintillion years offline at 10\^12 guesses per second \(no pattern found: exact if it was drawn at random\), level 4 of 4 \(very strong\)$/,
    );
  });

  it("--json equals checkPassword to full precision on the generator's own passwords", async () => {
    const drawn = await Promise.all([8, 12, 16, 24, 48].map((length) => cli(['--length', String(length), '--quiet'])));
    const passwords = drawn.map((result) => result.stdout.trim());
    const checked = await Promise.all(
      passwords.map((password) => cli(['check', '--json'], { input: `${password}\n` })),
    );
    for (const [i, password] of passwords.entries()) {
      const fromCli = JSON.parse((checked[i] as CommandResult).stdout);
      assert.deepEqual(fromCli, JSON.parse(JSON.stringify(await checkPassword(password, 'en'))));
      assert.equal(typeof fromCli.log10_guesses, 'number');
    }
  });

  it('--json equals the library and the engine to full precision on passphrases and other writings', async () => {
    const checked = await Promise.all(
      CHECKER_AGREEMENT_INPUTS.map((password) => cli(['check', '--json'], { input: `${password}\n` })),
    );
    for (const [i, password] of CHECKER_AGREEMENT_INPUTS.entries()) {
      const fromCli = JSON.parse((checked[i] as CommandResult).stdout);
      assert.deepEqual(fromCli, JSON.parse(JSON.stringify(await checkPassword(password, 'en'))), password);
      assert.deepEqual(fromCli, JSON.parse(JSON.stringify(await libraryCheckPassword(password))), password);
    }
  });

  it('says when only the first characters were analysed, and only then', async () => {
    // 100 characters, no repeat: the first 48 are read for patterns, the rest priced as an exhaustive search.
    const cut = await cli(['check'], { input: `${'x7#Kq'.repeat(10)}${'Lm9$z'.repeat(10)}\n` });
    assert.equal(cut.code, 0, cut.stderr);
    assert.ok(cut.stdout.includes(`Only the first ${CHECK_MAX_LENGTH} of its 100 characters were analysed.`));
    // A unit typed 20 times is read whole (the repeat): nothing was left out, and nothing is said.
    const repeat = await cli(['check', '--json'], { input: `${'x7#Kq'.repeat(20)}\n` });
    assert.equal(repeat.code, 0, repeat.stderr);
    assert.equal(JSON.parse(repeat.stdout).truncated, false);
    const text = await cli(['check'], { input: `${'x7#Kq'.repeat(20)}\n` });
    assert.ok(!text.stdout.includes('were analysed'), text.stdout);
  });

  it('never takes the password from an argument, and refuses empty input', async () => {
    const argument = await cli(['check', 'hunter2']);
    assertRefused(argument, 'unexpected_argument');
    assert.ok(!argument.stderr.includes('hunter2'), `the argument is never echoed: ${argument.stderr}`);
    assertRefused(await cli(['check']), 'no_password');
    assertRefused(await cli(['check'], { input: '\nsecond line\n' }), 'no_password');
  });

  it('on a terminal it asks without echo (run under script(1), which gives it a pseudo-terminal)', async () => {
    const secret = 'Echo-Never-Shows-42';
    const { code, output } = await typedAtPrompt('check', `${secret}\r`);
    assert.equal(code, 0, output);
    assert.match(output, /crack time .+ level \d of 4/);
    assert.ok(!output.includes(secret), `the password was echoed: ${JSON.stringify(output)}`);
  });

  it('on a terminal, keys after an escape sequence count (Enter too), and a bracketed paste is the password', async () => {
    for (const [keys, password] of [
      ['\u001b[DArrow-Then-Typed-7\u001b[C\r', 'Arrow-Then-Typed-7'],
      ['\u001b[200~Pasted-Secret-77\u001b[201~\r', 'Pasted-Secret-77'],
      ['\u001b[200~First-Line-Only-5\r\nsecond line\u001b[201~', 'First-Line-Only-5'],
    ] as const) {
      const { code, output } = await typedAtPrompt('check --json', keys);
      assert.equal(code, 0, output);
      const json = output.slice(output.indexOf('{'), output.lastIndexOf('}') + 1);
      assert.deepEqual(JSON.parse(json), JSON.parse(JSON.stringify(await checkPassword(password, 'en'))), password);
    }
  });
});

/**
 * Runs the command under script(1), which gives it a pseudo-terminal, writes
 * `keys` once the prompt shows (the terminal is in raw mode by then), and
 * returns what the terminal showed and the exit status; fails after 20 s.
 */
async function typedAtPrompt(command: string, keys: string): Promise<{ code: number | null; output: string }> {
  const child = spawn('script', ['-qec', `${installed.bin} ${command}`, '/dev/null'], {
    env: cleanEnv({ TERM: 'dumb' }),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('close', () => reject(new Error(`no prompt: ${JSON.stringify(output)}`)));
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk;
        if (output.includes('Password: ')) resolve();
      });
    });
    child.stdin.write(keys);
    const code = await exited;
    return { code, output };
  } finally {
    clearTimeout(timer);
  }
}

describe('--scenarios', () => {
  it('generate, passphrase and check print the table after the analysis, and with --json a scenarios list beside it', async () => {
    // The analysis of 20 characters of the 89 is fixed, so the table is too: the library's rows, worded as the CLI's.
    const expected = generatePasswords({ length: 20, scenarios: true, lang: 'es' });
    const text = await cli(['--scenarios', '-L', '20', '--lang', 'es']);
    assert.equal(passwordsOf(text).length, 1);
    const rows = expected.scenarios ?? [];
    assert.equal(text.stderr, `${analysisLine(expected.analysis, 'es')}\n${scenarioTable(rows, 'es')}`);
    assert.equal(rows.length, 5);
    for (const row of rows) assert.ok(text.stderr.includes(crackTimePhrase('es', row.crack_time_log10_seconds)));
    assert.equal((await cli(['--scenarios', '-q'])).stderr, '');

    const json = JSON.parse((await cli(['--scenarios', '--json', '-L', '20'])).stdout);
    assert.deepEqual(Object.keys(json), ['passwords', 'analysis', 'scenarios']);
    assert.deepEqual(json.scenarios, JSON.parse(JSON.stringify(scenarioRows(json.analysis.log10_guesses, 'en'))));
    assert.equal('scenarios' in JSON.parse((await cli(['--json'])).stdout), false);

    const passphrase = JSON.parse((await cli(['passphrase', '--scenarios', '--json', '--words', '5'])).stdout);
    assert.deepEqual(Object.keys(passphrase), ['passphrases', 'analysis', 'scenarios']);
    assert.deepEqual(
      passphrase.scenarios,
      JSON.parse(JSON.stringify(scenarioRows(passphrase.analysis.log10_guesses, 'en'))),
    );
    const passphraseText = await cli(['passphrase', '--scenarios', '--words', '5']);
    assert.ok(passphraseText.stderr.endsWith(scenarioTable(passphrase.scenarios, 'en')), passphraseText.stderr);

    const checked = await cli(['check', '--scenarios', '--json', '--lang', 'es'], { input: 'Tr0ub4dor&3\n' });
    const estimate = await checkPassword('Tr0ub4dor&3', 'es');
    assert.deepEqual(
      JSON.parse(checked.stdout),
      JSON.parse(JSON.stringify({ ...estimate, scenarios: scenarioRows(estimate.log10_guesses, 'es') })),
    );
    const checkedText = await cli(['check', '--scenarios'], { input: 'Tr0ub4dor&3\n' });
    const english = await checkPassword('Tr0ub4dor&3', 'en');
    // A pattern estimate is an upper bound in every row too.
    assert.equal(
      checkedText.stdout,
      checkReport(english, 'en', CHECK_MAX_LENGTH) +
        scenarioTable(scenarioRows(english.log10_guesses, 'en'), 'en', true),
    );
    assert.match(checkedText.stdout, /online, 10 guesses per second +10 +at most [\d.]+ [a-z]+\n/);
  });
});

describe('the edges of the command line', () => {
  it('an unknown command or option is never repeated (it may be a password), only a real name close to it', async () => {
    const secret = 'Hunter2pass';
    const cases: [string[], string][] = [
      [[secret], 'unknown_command'],
      [[secret, '--length', '20'], 'unknown_command'],
      [['help', secret], 'unknown_command'],
      [[`--${secret}`], 'unknown_option'],
      [[`--${secret}=x`], 'unknown_option'],
      [['check', `--${secret}`], 'unknown_option'],
      [['serve', `--${secret}`], 'unknown_option'],
      [['generate', `-${secret}`], 'unknown_option'],
    ];
    const results = await Promise.all(cases.map(([args]) => cli(args)));
    for (const [i, [args, code]] of cases.entries()) {
      const result = results[i] as CommandResult;
      assertRefused(result, code);
      assert.ok(!/hunter|unter2|2pass/i.test(result.stderr), `${args.join(' ')} echoed: ${result.stderr}`);
    }
    const [command, option] = await Promise.all([cli(['chek']), cli(['check', '--josn'])]);
    assertRefused(command, 'unknown_command');
    assert.match(command.stderr, /Did you mean 'check'\?/);
    assert.doesNotMatch(command.stderr, /chek/);
    assertRefused(option, 'unknown_option');
    assert.match(option.stderr, /Did you mean '--json'\?/);
    assert.doesNotMatch(option.stderr, /josn/);
  });

  // The command with standard output on a descriptor the test opened (`stdio: ['pipe', fd, 'pipe']`).
  async function withOutputOn(
    path: string,
    flags: 'w' | 'r' | 'r+',
    args: readonly string[],
    input = '',
  ): Promise<{ code: unknown; stderr: string }> {
    const fd = openSync(path, flags);
    try {
      const child = spawn(installed.bin, args, { env: cleanEnv(), stdio: ['pipe', fd, 'pipe'] });
      assert.ok(child.stdin !== null && child.stderr !== null);
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        stderr += chunk;
      });
      child.stdin.end(input);
      const code = await new Promise((resolve) => child.once('close', resolve));
      return { code, stderr };
    } finally {
      closeSync(fd);
    }
  }

  const OUTPUT_CASES = [
    [[], ''],
    [['--json'], ''],
    [['check'], 'password\n'],
    [['check', '--json'], 'password\n'],
    [['passphrase'], ''],
    [['passphrase', '--json'], ''],
    [['--help'], ''],
  ] as const;

  // Standard output on /dev/full: every write fails with ENOSPC.
  for (const [args, input] of OUTPUT_CASES) {
    it(`${args.join(' ') || 'generate'} >/dev/full prints one write_failed line and exits 1`, async () => {
      const result = await withOutputOn('/dev/full', 'w', args, input);
      assert.deepEqual(result, {
        code: 1,
        stderr: 'write_failed: Could not write to standard output (ENOSPC: no space left on device).\n',
      });
    });
  }

  it('standard output not open for writing (EBADF) prints one write_failed line and exits 1', async () => {
    for (const [args, input] of OUTPUT_CASES) {
      const result = await withOutputOn('/dev/null', 'r', args, input);
      assert.deepEqual(
        result,
        { code: 1, stderr: 'write_failed: Could not write to standard output (EBADF: bad file descriptor).\n' },
        args.join(' '),
      );
    }
  });

  // Python's subprocess.DEVNULL opens /dev/null read-write (os.O_RDWR), as Node's stdio: 'ignore' does.
  it('standard output on /dev/null, however opened, is a success: the caller chose to discard it', async () => {
    for (const flags of ['w', 'r+'] as const) {
      for (const [args, input] of OUTPUT_CASES) {
        const result = await withOutputOn('/dev/null', flags, args, input);
        const quiet =
          ['--help', '--json'].some((flag) => (args as readonly string[]).includes(flag)) || args[0] === 'check';
        assert.equal(result.code, 0, `${flags} ${args.join(' ')}: ${result.stderr}`);
        if (quiet) assert.equal(result.stderr, '', `${flags} ${args.join(' ')}`);
        else assert.match(result.stderr, /^[\d.]+ bits, /, `${flags} ${args.join(' ')}`);
      }
    }
    const ignored = spawn(installed.bin, ['--quiet'], { env: cleanEnv(), stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    ignored.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    assert.deepEqual([await new Promise((resolve) => ignored.once('close', resolve)), stderr], [0, '']);
  });

  // The shell closes descriptor 1; Node opens /dev/null in its place before any script runs, so
  // the command cannot tell it from the cases above: the output is discarded, and that is all.
  it('a standard output closed by the shell (>&-) is /dev/null to Node: status 0, nothing on stderr', async () => {
    for (const redirect of ['>&-', '>/dev/null', '1<>/dev/null']) {
      const result = await runCommand('sh', ['-c', `"$0" "$@" ${redirect}`, installed.bin, '--quiet']);
      assert.deepEqual([result.code, result.stdout, result.stderr], [0, '', ''], redirect);
    }
  });

  it('piped input that is not UTF-8, or begins with a byte order mark, is refused: never estimated as other text', async () => {
    const notUtf8 = await cli(['check'], { input: Buffer.from([0x70, 0xe1, 0x73, 0x73, 0x0a]) });
    assertRefused(notUtf8, 'invalid_encoding');
    assert.match(notUtf8.stderr, /not valid UTF-8/);
    const bom = await cli(['check', '--json'], { input: Buffer.from('\ufeffpassword\n', 'utf8') });
    assertRefused(bom, 'invalid_encoding');
    assert.match(bom.stderr, /byte order mark/);
    // Valid UTF-8 with U+FEFF inside is text like any other.
    const inside = await cli(['check', '--json'], { input: 'pass\ufeffword\n' });
    assert.equal(inside.code, 0, inside.stderr);
    assert.deepEqual(
      JSON.parse(inside.stdout),
      JSON.parse(JSON.stringify(await checkPassword('pass\ufeffword', 'en'))),
    );
  });
});

describe('serve', () => {
  it('starts the service as npm start does: GET / answers, SIGTERM drains and exits 0', async () => {
    const child = spawn(installed.bin, ['serve'], {
      env: cleanEnv({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`serve did not listen within 20 s:\n${output}`)), 20_000);
        const onData = (chunk: Buffer) => {
          output += chunk.toString('utf8');
          const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (match?.[1] !== undefined) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        child.once('close', (code) => reject(new Error(`serve exited with ${code}:\n${output}`)));
      });
      const response = await fetch(`${url}/`);
      assert.equal(response.status, 200);
      const body = (await response.json()) as { endpoints: Record<string, string> };
      assert.equal(body.endpoints.generate, 'POST /v1/generate');
    } finally {
      child.kill('SIGTERM');
    }
    assert.equal(await exited, 0, output);
  });

  it('a configuration the service refuses exits 1 with its message', async () => {
    const result = await cli(['serve'], { env: { PORT: 'not-a-port' } });
    assert.equal(result.code, 1);
    assert.equal(result.stdout, '');
    assert.match(result.stderr, /^Invalid configuration: PORT /);
  });
});

describe('the library, installed', () => {
  it('imports by the package name, generates as the API does and checks as the checker does', async () => {
    const script = join(installed.app, 'use-library.mjs');
    writeFileSync(
      script,
      `import { checkPassword, generatePasswords, GenerateOptionsError } from '${COMMAND_NAME}';
const { passwords, analysis } = generatePasswords({ length: 20, count: 2, symbols: false, lang: 'es' });
let refused;
try { generatePasswords({ length: 3 }); } catch (error) { refused = error instanceof GenerateOptionsError && [error.code, error.field, error.message]; }
const checked = await checkPassword('password', { lang: 'es' });
process.stdout.write(JSON.stringify({ passwords, analysis, refused, checked }));
`,
    );
    const result = await runCommand(process.execPath, [script]);
    assert.equal(result.code, 0, result.stderr);
    const { passwords, analysis, refused, checked } = JSON.parse(result.stdout);
    assert.deepEqual(checked, JSON.parse(JSON.stringify(await checkPassword('password', 'es'))));
    assert.equal(passwords.length, 2);
    for (const password of passwords) assert.match(password, /^[A-Za-z0-9]{20}$/);
    assert.equal(analysis.pool, 62);
    assert.equal(analysis.crack_time.unit, 'años');
    assert.deepEqual(refused, [
      'invalid_length',
      'length',
      message('en', 'error_invalid_length', { min: 4, max: 128 }),
    ]);
  });

  it('its type declarations check under strict TypeScript without Node types, and catch a misspelt option', async () => {
    writeFileSync(
      join(installed.app, 'consumer.ts'),
      `import { type CheckResult, checkPassword, type GeneratedPasswords, GenerateOptionsError, generatePasswords } from '${COMMAND_NAME}';
const result: GeneratedPasswords = generatePasswords({ length: 20, exclude_ambiguous: true, lang: 'es' });
const bits: number = result.analysis.bits;
const unit: string = result.analysis.crack_time.unit;
const code: string = new GenerateOptionsError({ code: 'invalid_length', field: 'length' }, 'x').code;
const checked: Promise<CheckResult> = checkPassword('hunter2', { lang: 'es' });
void checked.then((r) => r.level + r.crack_time_log10_seconds);
// @ts-expect-error: a misspelt option is a type error, not only a run-time one
generatePasswords({ lenght: 20 });
// @ts-expect-error: a boolean option takes a boolean
generatePasswords({ symbols: 'no' });
export { bits, code, unit };
`,
    );
    writeFileSync(
      join(installed.app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          lib: ['ES2022', 'DOM'],
          types: [],
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          skipDefaultLibCheck: true,
        },
        files: ['consumer.ts'],
      }),
    );
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const result = await runCommand(process.execPath, [tsc, '-p', installed.app]);
    assert.equal(result.code, 0, `${result.stdout}${result.stderr}`);
  });
});
