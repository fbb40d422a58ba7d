/**
 * The checker page's word-list assets: scripts/build-web.mjs writes each built-in passphrase list as a
 * same-origin script the worker loads after its first rating, as it loads the second parts of its
 * dictionaries, so that the lists add nothing to the bytes before the first rating.
 */

/** The asset name of a word list's file (`checker-words-eff_large.txt`, hashed by the build). */
export function wordListAssetName(list: string): string {
  return `checker-words-${list}.txt`;
}

/** The words of a word list's file: one a line, in the list's order. */
export function wordListOfAsset(text: string): string[] {
  return text.split('\n');
}
