/**
 * Phrases of short common words (issue 40, item 4), shared by the test (src/checker/short-words.test.ts) and
 * `npm run bench` (bench/checker-product.ts).
 */

/** The page languages of the phrases. */
export const SHORT_WORD_LANGUAGES = ['en', 'es', 'nl', 'de', 'fr'] as const;
export type ShortWordLanguage = (typeof SHORT_WORD_LANGUAGES)[number];

/** Phrases of short common words in the pack languages (issue 40, item 4): each must be level 0 or 1. */
export const SHORT_WORD_PHRASES: readonly (readonly [ShortWordLanguage, string])[] = [
  ['en', 'I am the one'],
  ['en', 'let me in 123'],
  ['en', 'you and me'],
  ['en', 'IAmTheOne'],
  ['en', 'me and you'],
  ['en', 'how are you'],
  ['en', 'who am I'],
  ['en', 'go to bed'],
  ['en', 'it is me'],
  ['en', 'all of us'],
  ['en', 'yes or no'],
  ['en', 'big red dog'],
  ['en', 'I love you'],
  ['en', 'not for me'],
  ['en', 'my pet cat'],
  ['en', 'we are one'],
  ['en', 'To Be Or Not'],
  ['en', 'see you at 10'],
  ['en', 'and then we go'],
  ['en', 'run to me'],
  ['en', 'up up and away'],
  ['en', 'be my man'],
  ['en', 'get me out'],
  ['en', 'hi-my-pal'],
  ['es', 'yo te amo'],
  ['es', 'a mi me da'],
  ['es', 'tu y yo'],
  ['es', 'no se'],
  ['es', 'la casa de mi mama'],
  ['nl', 'ik hou van jou'],
  ['nl', 'ik ben het'],
  ['nl', 'wat is dat'],
  ['de', 'ich bin da'],
  ['de', 'du und ich'],
  ['de', 'wer bin ich'],
  ['fr', 'je suis la'],
  ['fr', 'moi et toi'],
  ['fr', 'qui es tu'],
  ['fr', 'il y a un'],
  ['en', 'one two six'],
];
