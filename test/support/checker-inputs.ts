/**
 * Inputs on which the checker page's data-analysis, `check --json` and the
 * library's checkPassword must agree to full precision (issue 30): the
 * generator's own passphrases (short, and one longer than the 48 analysed
 * characters), and weak passwords written in other ways.
 */
export const CHECKER_AGREEMENT_INPUTS: readonly string[] = [
  'acid-acorn-acre-acts',
  'Grope6.slob.heave.lever',
  'abacus abdomen abdominal abide abiding ablaze able abnormal abrasion abrasive',
  'ｐａｓｓｗｏｒｄ１２３',
  'pa\u0308sswo\u0308rd',
  'p-a-s-s-w-o-r-d',
  'йцукенгшщз',
  'teamo123',
];
