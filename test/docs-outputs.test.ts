/**
 * Every output that docs/ shows, held against what the code prints.
 *
 * - docs/cli-and-library.md: each `$ pwgen-service …` console session is run with
 *   the built CLI and each library snippet's `console.log` with the built library,
 *   and their lines compared. A random password (one word, no spaces) is compared
 *   by its length; everything else, word for word. The tables' ranges and lists
 *   are held against the option table and the word lists.
 * - docs/api.md: the MCP session by hand is sent, request by request as its curl
 *   commands send it, to a real service, and each answer matched against the one
 *   shown, whose `...` stand for what the page leaves out; the password is any
 *   of its length, the same in the text and in structuredContent.
 * - docs/pages.md: the checker's `data-analysis` for its password is what the
 *   page's code writes for it (the checker's result through the page's view).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { createLanguageChecker } from '../src/checker/language-checker.js';
import { CHECK_FIELD_MAX_LENGTH, CHECK_MAX_LENGTH, cutToCodePoints } from '../src/checker/limits.js';
import { pageCatalogueOf } from '../src/i18n/pages/page-registry.js';
import type { RunningService } from '../src/main.js';
import { largestValue } from '../src/options/option-row.js';
import { PASSWORD_OPTIONS } from '../src/options/options.js';
import { checkerResultView } from '../src/web/analysis-view.js';
import { WORD_LIST_NAMES } from '../src/wordlists/word-list-names.js';
import { cleanEnv, ROOT } from './support/package.js';
import { startTestService } from './support/service.js';

const PAGE = 'docs/cli-and-library.md';
const MARKDOWN = readMarkdown(PAGE);
const BIN = join(ROOT, 'dist/src/cli/bin.js');
const LIBRARY_PATH = join(ROOT, 'dist/src/library.js');
const LIBRARY = pathToFileURL(LIBRARY_PATH).href;

function readMarkdown(page: string): string {
  return readFileSync(join(ROOT, page), 'utf8');
}

/** The fenced blocks of a language, with the line each starts on. */
function blocks(language: string, markdown = MARKDOWN): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  const pattern = new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'gm');
  for (const match of markdown.matchAll(pattern)) {
    found.push({ line: markdown.slice(0, match.index).split('\n').length, text: match[1] ?? '' });
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

/** A console block's curl commands (a line ending in `\` goes on), each with the lines shown after it. */
function curlSessions(text: string): { command: string; output: string[] }[] {
  const found: { command: string; output: string[] }[] = [];
  let continued = false;
  for (const line of text.replace(/\n$/, '').split('\n')) {
    const session = found.at(-1);
    if (continued && session !== undefined) session.command = `${session.command.slice(0, -1)} ${line.trim()}`;
    else if (line.startsWith('$ ')) found.push({ command: line.slice(2), output: [] });
    else session?.output.push(line);
    continued = found.at(-1)?.command.endsWith('\\') === true;
  }
  return found;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The answer a doc shows as a pattern of the whole answer: its lines, wrapped where the page is narrow, join with
 * nothing or with the space the wrap took; `...` is whatever the page leaves out; the random password shown is any
 * other of its length (no quote or backslash is in the symbols), the same wherever it appears.
 */
function shownAnswer(lines: readonly string[]): RegExp {
  const password = /"passwords":\[\\?"([^"\\]+)\\?"\]/.exec(lines.join(''))?.[1];
  const pattern = lines
    .map((line) => {
      let escaped = escapeRegExp(line).replaceAll('\\.\\.\\.', '[\\s\\S]*?');
      if (password !== undefined) {
        escaped = escaped.replaceAll(escapeRegExp(password), '<password>');
      }
      return escaped;
    })
    .join('(?: )?');
  let seen = false;
  const withPassword = pattern.replaceAll('<password>', () => {
    const group = seen ? '\\k<password>' : `(?<password>[^"\\\\]{${[...(password ?? '')].length}})`;
    seen = true;
    return group;
  });
  return new RegExp(`^${withPassword}$`);
}

describe('the MCP session by hand in docs/api.md is what a real service answers', () => {
  const API = 'docs/api.md';
  let service: RunningService;
  before(async () => {
    service = await startTestService();
  });
  after(() => service.close());

  it('each curl request, sent as shown, gets the answer shown', async () => {
    const markdown = readMarkdown(API);
    const block = blocks('console', markdown).find(({ text }) => text.includes('"method":"initialize"'));
    assert.ok(block, `no MCP session in ${API}`);
    const requests = curlSessions(block.text);
    assert.deepEqual(
      requests.map(({ command }) => /"method":"([^"]+)"/.exec(command)?.[1]),
      ['initialize', 'tools/list', 'tools/call'],
    );
    for (const { command, output } of requests) {
      const where: string = `${API}:${block.line} $ ${command}`;
      const path = /^curl -s http:\/\/localhost:8080(\/\S*)/.exec(command)?.[1];
      assert.ok(path !== undefined, where);
      const headers = Object.fromEntries(
        [...command.matchAll(/-H '([^:']+): ([^']*)'/g)].map((match) => [match[1] ?? '', match[2] ?? '']),
      );
      const body = /-d '([^']*)'/.exec(command)?.[1];
      assert.ok(body !== undefined, where);
      const response = await fetch(`${service.url}${path}`, { method: 'POST', headers, body });
      const answer = await response.text();
      assert.equal(response.status, 200, where);
      assert.match(answer, shownAnswer(output), `${where}\nshown:\n${output.join('\n')}\nanswered:\n${answer}`);
    }
  });

  it('a changed answer does not match: the pattern is no wildcard', () => {
    const shown = ['{"jsonrpc":"2.0","id":3,"result":{"passwords":["CQQM<(%RD6H$"],...,"isError":false}}'];
    assert.match(
      '{"jsonrpc":"2.0","id":3,"result":{"passwords":["ab(de$gh!jkl"],"x":1,"isError":false}}',
      shownAnswer(shown),
    );
    assert.doesNotMatch(
      '{"jsonrpc":"2.0","id":3,"result":{"passwords":["short"],"isError":false}}',
      shownAnswer(shown),
    );
    assert.doesNotMatch(
      '{"jsonrpc":"2.0","id":3,"result":{"passwords":["ab(de$gh!jkl"],"isError":true}}',
      shownAnswer(shown),
    );
  });
});

describe("the checker's data-analysis in docs/pages.md is what the page writes", () => {
  it('the same keys in the same order, and the same values, for the password it names', async () => {
    const PAGES = 'docs/pages.md';
    const markdown = readMarkdown(PAGES);
    const named = /the page's `data-analysis` \(here for `([^`]+)`\):\n\n```json\n([\s\S]*?)^```$/m.exec(markdown);
    assert.ok(named?.[1] !== undefined && named[2] !== undefined, `no data-analysis example in ${PAGES}`);
    const [, password, json] = named;
    const shown: unknown = JSON.parse(json);
    // As the page's script does it: the field's value cut to its size, checked in the page's language by the worker
    // (with all of the dictionaries, as once they are in), and written through the page's view.
    const { analysed, length } = cutToCodePoints(password, CHECK_FIELD_MAX_LENGTH);
    const checker = await createLanguageChecker('en');
    const view = checkerResultView(checker.check(analysed, 'en', length), CHECK_MAX_LENGTH, pageCatalogueOf('en'));
    const written: unknown = JSON.parse(view.json);
    const keys = (value: unknown): unknown =>
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(value).map(([key, inner]) => [key, keys(inner)])
        : typeof value;
    assert.deepEqual(keys(shown), keys(written), 'the shape: keys, their order and their types');
    assert.deepEqual(shown, written);
  });
});
