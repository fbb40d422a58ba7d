/**
 * The checker's tuned limits, in a module of their own so that code which only
 * shows them (the server rendering the checker page) does not load zxcvbn-ts
 * and its dictionaries.
 */

/**
 * Characters (Unicode code points) of the input that are analysed; the rest is
 * not looked at. zxcvbn-ts's matching grows faster than linearly with the
 * length (every substring up to the longest dictionary word, against every
 * dictionary, once per l33t variant), so its own default `maxLength` of 256
 * is far too slow. CPU time per estimate with {@link L33T_MAX_SUBSTITUTIONS} = 4
 * (Node 26 on this 2-core machine, median of 7 after a warm-up), slowest of
 * three random inputs and the known slow ones (`4@8({[</369&#!1/|0$5+7%2/` and
 * ``.,?!'-/_:;+()@$"#&*<>=[]\~%^{}|1234567890`` repeated, `P4$$w0rd` repeated):
 *
 *   32 characters: 23 ms;  40: 32 ms;  48: 38 ms;  50: 52 ms;  56: 63 ms;  64: 64 ms.
 *
 * In headless Chromium's worker, sharing two cores with the browser, the same
 * inputs take about 1.5 times as long: 64 came within 3 ms of the 100 ms target
 * on an idle machine and over it under load. 48 leaves room for a slower device.
 * Anything that long is level 4 unless it is a pattern, which shows in its first
 * 48 characters; a longer input is judged by those, so the checker can only
 * under-rate it, and the result still reports its whole length. The repeat of
 * a unit and passphrases are read over the whole input (estimator.ts).
 */
export const CHECK_MAX_LENGTH = 48;

/**
 * How many l33t-substituted variants of the input are matched against the
 * dictionaries. zxcvbn-ts defaults to 100, and each variant repeats the whole
 * dictionary search: with the defaults the same inputs took 210-430 ms of CPU
 * at 32 characters and 0.7-1.3 s at 64 (the `a` repeated case, with no l33t
 * character, 7-32 ms). With 10 they took 40-120 ms at 64; with 4, 15-65 ms.
 * With 4 the scores of 16 realistic l33t passwords (`P@ssw0rd`, `Tr0ub4dor&3`,
 * `p4$$w0rdp4$$w0rd`, `c0rr3ct h0rs3 b@tt3ry st@pl3`, ...; a unit test checks
 * them) equal those with 100, while 2 already misses one (`1l0v3y0u4ev3r`).
 */
export const L33T_MAX_SUBSTITUTIONS = 4;

/**
 * The checker page's field holds at most this many UTF-16 units (its
 * `maxlength`): the browser cuts a longer paste as it inserts it. A 10 MB value
 * in the field made Chromium lay out and copy megabytes on every keystroke
 * (tasks of seconds); 1,024 is far beyond the analysed part and still shows a
 * pasted text's length up to there.
 */
export const CHECK_FIELD_MAX_LENGTH = 1024;

/**
 * The first `max` code points of `text` and its length in code points, in one
 * pass over UTF-16 units without building an array: the checker page cuts a
 * pasted value of megabytes on the main thread before sending it to its worker.
 */
export function cutToCodePoints(text: string, max: number): { readonly analysed: string; readonly length: number } {
  let length = 0;
  let end = text.length;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A low surrogate after a high one belongs to the same code point.
    if (unit >= 0xdc00 && unit <= 0xdfff && i > 0) {
      const previous = text.charCodeAt(i - 1);
      if (previous >= 0xd800 && previous <= 0xdbff) continue;
    }
    if (length === max) end = i;
    length++;
  }
  return { analysed: length > max ? text.slice(0, end) : text, length };
}
