/**
 * The build leaves out of the checker's dictionaries every word that can never set a figure (a word another list
 * checked beside it holds at a lower rank: scripts/checker-dictionaries.mjs, `shadowedBy`). Held against the packs as
 * published: a checker built from every word of the zxcvbn-ts packs, in their order, gives the same figure and the
 * same feedback as the built checker on every word it left out, and on a sample of the rest, each word as typed
 * and capitalised, and inside a longer password. `npm run bench` runs every word of every list.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { publishedPackText } from '../../test/support/published-packs.js';
import { readCheckerFile } from '../cli/checker-file-reader.js';
import { type Checker, createChecker, dictionariesOf } from './checker.js';
import { readWordLists } from './checker-from-files.js';
import { createLanguageChecker } from './language-checker.js';

/** The words the built files leave out of some list (a word may stay in another). */
async function leftOut(packs: readonly string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (const pack of packs) {
    const published = publishedPackText(pack).words;
    for (const part of [1, 2]) {
      let list: string[] = [];
      let rank = 0;
      for (const line of (await readCheckerFile(`checker-${pack}-${part}.txt`)).text.split('\n')) {
        const header = line.startsWith('\u0001') ? /^.(\S+) (\d+)$/.exec(line) : null;
        if (header !== null) {
          list = published.get(header[1] as string) ?? [];
          rank = Number(header[2]);
        } else if (rank > 0) {
          const word = list[rank - 1];
          if (line === '' && word !== undefined && list.indexOf(word) === rank - 1) out.add(word);
          rank++;
        }
      }
    }
  }
  return out;
}

function sameFigures(published: Checker, built: Checker, inputs: Iterable<string>): number {
  let compared = 0;
  for (const input of inputs) {
    const a = published.check(input, 'en');
    const b = built.check(input, 'en');
    assert.equal(b.log10_guesses, a.log10_guesses, input);
    assert.equal(b.warning, a.warning, input);
    compared++;
  }
  return compared;
}

describe("the checker's dictionaries leave out only words that never set a figure", () => {
  it('English and the common passwords: every word left out, and every 50th word kept, alone and in context', async () => {
    const packs = ['common', 'en'];
    const wordLists = await readWordLists(readCheckerFile);
    const published = createChecker({
      wordLists,
      dictionaries: dictionariesOf(packs.map((pack) => [pack, publishedPackText(pack).text] as const)),
    });
    const built = await createLanguageChecker('en', { wordLists });
    const out = await leftOut(packs);
    // Words can only go where another list holds them: many do.
    assert.ok(out.size > 30_000, `${out.size} left out`);
    const sample = [...out].filter((_, at) => at % 8 === 0);
    const kept = packs
      .flatMap((pack) => [...publishedPackText(pack).words.values()].flat())
      .filter((word, at) => at % 50 === 0 && !out.has(word));
    const inputs = [...sample, ...kept].flatMap((word) => [
      word,
      `${word.charAt(0).toUpperCase()}${word.slice(1)}`,
      `${word}2024!`,
    ]);
    assert.ok(sameFigures(published, built, inputs) > 20_000);
  });
});
