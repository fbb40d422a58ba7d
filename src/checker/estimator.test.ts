import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { MatchEstimated } from '@zxcvbn-ts/core';
import { SUFFIX_AFTER_SINGLE_PATTERNS, suffixMatches } from './estimator.js';

// A dictionary match as zxcvbn-ts gives it, with the fields suffixMatches reads.
const word = (token: string, guesses: number): MatchEstimated =>
  ({
    pattern: 'dictionary',
    token,
    i: 0,
    j: token.length - 1,
    guesses,
    guessesLog10: Math.log10(guesses),
  }) as MatchEstimated;

describe('suffixMatches', () => {
  it('prices a word and its suffix after every single pattern: `soccer4` is not found beside `soccer`', () => {
    const [compound] = suffixMatches('soccer4', [word('soccer', 50)]);
    // 50 for the word, 10 for the digit, 2 for whether a suffix is there, after 10000 single patterns.
    assert.equal(compound?.guesses, 50 * 10 * 2 + SUFFIX_AFTER_SINGLE_PATTERNS);
    assert.equal(compound?.token, 'soccer4');
    assert.equal(SUFFIX_AFTER_SINGLE_PATTERNS, 10_000);
  });

  it('prices a year as one of 200 and a symbol as one of 32', () => {
    const [year] = suffixMatches('dragon1987!', [word('dragon', 40)]);
    assert.equal(year?.guesses, 40 * 200 * 32 * 2 + SUFFIX_AFTER_SINGLE_PATTERNS);
  });
});
