/**
 * Every output that docs/cli-and-library.md shows, held against what the code
 * prints: each `$ pwgen-service …` console session is run with the built CLI
 * and each library snippet's `console.log` with the built library, and their
 * lines compared. A random password (one word, no spaces) is compared by its
 * length; everything else, word for word. The tables' ranges and lists are held
 * against the option table and the word lists.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { largestValue } from '../src/options/option-row.js';
import { PASSWORD_OPTIONS } from '../src/options/options.js';
import { WORD_LIST_NAMES } from '../src/wordlists/word-list-names.js';
import { cleanEnv, ROOT } from './support/package.js';

const PAGE = 'docs/cli-and-library.md';
const MARKDOWN = readFileSync(join(ROOT, PAGE), 'utf8');
const BIN = join(ROOT, 'dist/src/cli/bin.js');
const LIBRARY_PATH = join(ROOT, 'dist/src/library.js');
const LIBRARY = pathToFileURL(LIBRARY_PATH).href;

/** The fenced blocks of a language, with the line each starts on. */
function blocks(language: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  const pattern = new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'gm');
  for (const match of MARKDOWN.matchAll(pattern)) {
    found.push({ line: MARKDOWN.slice(0, match.index).split('\n').length, text: match[1] ?? '' });
  }
  return found;
}

/** A console block as its commands, each with the lines shown after it. */
function sessions(text: string): { command: string; output: string[] }[] {
  const found: { command: string; output: string[] }[] = [];
  for (const line of text.replace(/\n$/, '').split('\n')) {
    if (line.startsWith('$ ')) found.push({ command: line.slice(2), output: [] });
    else found.at(-1)?.output.push(line);
  }
  return found;
}

/** Equal, or both a random password (one word, no spaces) of the same length. */
function sameLine(shown: string, printed: string): boolean {
  if (shown === printed) return true;
  return /^\S+$/.test(shown) && /^\S+$/.test(printed) && [...shown].length === [...printed].length;
}

/** A quoted random password in a library's printed value, by its length only. */
function withoutPasswords(line: string): string {
  return line.replace(/'([^'\s]{12,})'/g, (_quoted, password: string) => `<password of ${password.length}>`);
}

function assertLines(shown: readonly string[], printed: readonly string[], where: string): void {
  const what = `${where}\nshown:\n${shown.join('\n')}\nprinted:\n${printed.join('\n')}`;
  assert.equal(printed.length, shown.length, what);
  shown.forEach((line, index) => {
    assert.ok(sameLine(line, printed[index] ?? ''), what);
  });
}

describe(`every output shown in ${PAGE} is what the code prints`, () => {
  const scratch = mkdtempSync(join(tmpdir(), 'pwgen-docs-'));
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it('each console session of the command line', () => {
    let ran = 0;
    for (const { line, text } of blocks('console')) {
      for (const { command, output } of sessions(text)) {
        if (!/(^|\| )pwgen-service\b/.test(command)) {
          // A file the next commands read (printf '…' > leaked.txt) is made in the scratch folder;
          // nothing else outside the command is run (an npm install must never run from the docs).
          if (/^printf .*> [\w.-]+$/.test(command)) execFileSync('bash', ['-c', command], { cwd: scratch });
          continue;
        }
        // The documented command as typed, with pwgen-service the built CLI (stderr after stdout, as a terminal shows it).
        const script = `exec 2>&1\npwgen-service() { "${process.execPath}" "${BIN}" "$@"; }\n${command}`;
        let printed: string;
        try {
          printed = execFileSync('bash', ['-c', script], { cwd: scratch, env: cleanEnv(), encoding: 'utf8' });
        } catch (error) {
          printed = String((error as { stdout?: string }).stdout ?? '');
        }
        assertLines(output, printed.replace(/\n$/, '').split('\n'), `${PAGE}:${line} $ ${command}`);
        ran++;
      }
    }
    assert.ok(ran >= 10, `only ${ran} commands found`);
  });

  it("each library snippet's console.log", () => {
    let ran = 0;
    for (const { line, text } of blocks('js')) {
      const lines = text.split('\n');
      const shown: string[] = [];
      lines.forEach((code, index) => {
        if (!code.includes('console.log(')) return;
        const comment = /^\s*\/\/ (.*)$/.exec(lines[index + 1] ?? '');
        if (comment !== null) shown.push(comment[1] ?? '');
      });
      if (shown.length === 0) continue;
      // A CommonJS snippet is run as one (`require`), the others as ES modules, as the page says to save them.
      const commonJs = text.includes("require('pwgen-service')");
      const file = join(scratch, `snippet-${line}.${commonJs ? 'cjs' : 'mjs'}`);
      const library = commonJs ? LIBRARY_PATH : LIBRARY;
      writeFileSync(
        file,
        text
          .replaceAll("from 'pwgen-service'", `from '${library}'`)
          .replaceAll("require('pwgen-service')", `require('${library}')`),
      );
      const printed = execFileSync(process.execPath, [file], { env: cleanEnv(), encoding: 'utf8' });
      assertLines(shown.map(withoutPasswords), printed.trim().split('\n').map(withoutPasswords), `${PAGE}:${line}`);
      ran++;
    }
    assert.ok(ran >= 2);
  });

  it("the recipe options' ranges and the passphrase lists, as the code has them", () => {
    const range = (name: string) => {
      const row = PASSWORD_OPTIONS.find((option) => option.wire === name);
      assert.ok(row?.type === 'integer', name);
      return `${row.min} to ${largestValue(row, false)}`;
    };
    assert.match(MARKDOWN, new RegExp(`\\| \`--min-lower N\` …\\s+\\| ${range('min_lower')}, default 0`));
    assert.match(MARKDOWN, new RegExp(`\\| \`--max-repeating N\`\\s+\\| ${range('max_repeating')}\\s`));
    assert.match(MARKDOWN, new RegExp(`\\| \`--max-sequential N\`\\s+\\| ${range('max_sequential')}\\s`));
    const listRow = MARKDOWN.split('\n').find((row) => row.startsWith('| `invalid_list`')) ?? '';
    assert.match(listRow, new RegExp(`the ${WORD_LIST_NAMES.length} built-in lists`));
    for (const name of WORD_LIST_NAMES) assert.ok(listRow.includes(`\`${name}\``), name);
  });
});
