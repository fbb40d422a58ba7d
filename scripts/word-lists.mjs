#!/usr/bin/env node
// Writes the passphrase word lists that come from other projects into
// src/wordlists/, reproducibly: the same inputs give the same files, byte for byte.
//
//   - The BIP39 lists (cs, es, fr, it, ja, ko, pt) from the npm package
//     @scure/bip39 (MIT), a devDependency: `npm ci` brings it.
//   - The Diceware lists de and pt_br from Debian's `diceware` package
//     (CC BY 3.0, see its /usr/share/doc/diceware/copyright):
//       apt-get download diceware     # diceware_0.10-2_all.deb
//       node scripts/word-lists.mjs diceware_0.10-2_all.deb
//     Without the .deb the Diceware modules are left as they are.
//
// Every word is normalised to NFC (BIP39 publishes its Spanish, French,
// Japanese and Korean lists in NFKD, where `é` is two code points and a Korean
// syllable is two or three jamo). The few words listed in EXCLUDED are left
// out: vulgar, insulting, sexual or drug words a person would not want shown
// on a screen or read over a shoulder. src/wordlists/README.md says the same.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'src', 'wordlists');

/** Words left out of a source list, by list name. */
const EXCLUDED = {
  pt: ['crioulo'],
  de: ['ficken', 'fixer', 'heroin', 'koks', 'penis', 'porno', 'vagina', 'wichser'],
  pt_br: ['bosta', 'cacete', 'estupro', 'merda', 'nazi', 'pinto', 'puta', 'sexo'],
};

const BIP39 = [
  { name: 'cs', file: 'czech', language: 'Czech' },
  { name: 'es', file: 'spanish', language: 'Spanish' },
  { name: 'fr', file: 'french', language: 'French' },
  { name: 'it', file: 'italian', language: 'Italian' },
  { name: 'ja', file: 'japanese', language: 'Japanese' },
  { name: 'ko', file: 'korean', language: 'Korean' },
  { name: 'pt', file: 'portuguese', language: 'Portuguese' },
];

const DICEWARE = [
  { name: 'de', file: 'wordlist_de.txt', language: 'German', author: 'Uli Fouquet (2021)' },
  { name: 'pt_br', file: 'wordlist_pt-br.txt', language: 'Brazilian Portuguese', author: 'drebs (2019)' },
];

/** @param {string} text */
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/**
 * The words, NFC, without the excluded ones; refuses a list that would then hold a duplicate.
 * @param {string} name @param {readonly string[]} source
 */
function cleaned(name, source) {
  const excluded = new Set(/** @type {Record<string, string[]>} */ (EXCLUDED)[name] ?? []);
  const words = source.map((word) => word.normalize('NFC')).filter((word) => !excluded.has(word));
  if (new Set(words).size !== words.length) throw new Error(`${name}: duplicate words after NFC`);
  if (source.length - words.length !== excluded.size) throw new Error(`${name}: an excluded word is not in the list`);
  return words;
}

/**
 * One module: a comment saying where the words come from, then the words, twelve a line.
 * @param {string} name @param {string} header @param {readonly string[]} words
 */
function writeModule(name, header, words) {
  const lines = [];
  for (let i = 0; i < words.length; i += 12) lines.push(words.slice(i, i + 12).join(' '));
  const file = `${name.replace('_', '-')}.ts`;
  const text = `/**
${header
  .trim()
  .split('\n')
  .map((line) => ` * ${line}`.trimEnd())
  .join('\n')}
 *
 * Written by scripts/word-lists.mjs: do not edit by hand.
 */
const WORDS = \`
${lines.join('\n')}
\`;

/** The ${words.length.toLocaleString('en')} words of the list, in its order. */
export const WORD_LIST: readonly string[] = Object.freeze(WORDS.trim().split(/\\s+/));
`;
  writeFileSync(join(OUT, file), text);
  process.stdout.write(`${file}: ${words.length} words\n`);
}

async function writeBip39() {
  const version = JSON.parse(readFileSync(join(ROOT, 'node_modules/@scure/bip39/package.json'), 'utf8')).version;
  for (const { name, file, language } of BIP39) {
    /** @type {{ wordlist: string[] }} */
    const module = await import(`@scure/bip39/wordlists/${file}.js`);
    const words = cleaned(name, module.wordlist);
    const left = /** @type {Record<string, string[]>} */ (EXCLUDED)[name] ?? [];
    writeModule(
      name,
      `The BIP39 ${language} word list (2,048 words), from the npm package @scure/bip39 ${version}
(wordlists/${file}.js, sha256 of its words joined by newlines: ${sha256(module.wordlist.join('\n'))}).
Normalised to NFC${left.length === 0 ? '.' : `, without ${left.join(', ')}.`}

@license MIT
${readFileSync(join(ROOT, 'node_modules/@scure/bip39/LICENSE'), 'utf8').trim()}`,
      words,
    );
  }
}

/** @param {string} deb */
function writeDiceware(deb) {
  const dir = mkdtempSync(join(tmpdir(), 'diceware-'));
  try {
    execFileSync('dpkg-deb', ['-x', deb, dir]);
    const lists = join(dir, 'usr/lib/python3/dist-packages/diceware/wordlists');
    for (const { name, file, language, author } of DICEWARE) {
      const text = readFileSync(join(lists, file), 'utf8');
      // wordlist_de.txt numbers its lines with dice rolls ("11111 aalen"); pt-br does not.
      const source = text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => line.trim().split(/\s+/).at(-1) ?? '');
      const words = cleaned(name, source);
      writeModule(
        name,
        `The ${language} Diceware word list by ${author}, from Debian's package diceware 0.10-2
(${file}, sha256 ${sha256(text)}).
@license CC-BY-3.0: Creative Commons Attribution 3.0 Unported,
https://creativecommons.org/licenses/by/3.0/legalcode, as Debian's copyright file for the package says.
Changed: normalised to NFC, without the dice numbers, and without ${/** @type {Record<string, string[]>} */ (EXCLUDED)[name]?.join(', ')}.`,
        words,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await writeBip39();
const deb = process.argv[2];
if (deb === undefined) process.stdout.write('No diceware .deb given: de.ts and pt-br.ts left as they are.\n');
else writeDiceware(resolve(deb));
