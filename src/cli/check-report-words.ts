import type { CheckResult } from '../checker/checker.js';
import type { Language } from '../i18n/languages.js';
import { pageCrackTime, pageWords } from '../i18n/pages/page-catalogue.js';
import { pageCatalogueOf } from '../i18n/pages/page-registry.js';
import { reportWithTail } from './output.js';

/**
 * `check`'s report in a language the API's messages do not have (`--lang de`, and the 15 other
 * page languages), in the words of that language's checker page: the level with its name and the
 * estimate's basis, the crack-time sentence, then the warning, the suggestions and the truncation
 * note as the page writes them. Loaded only for such a language, so that English and Spanish
 * (output.ts's `checkReport`) load no page catalogue. Lines the page never shows (a breach
 * check's) are the caller's, in English.
 */
export function checkReportInPageWords(
  result: CheckResult,
  lang: Language,
  analysedLength: number,
  breach: string | undefined,
): string {
  const catalogue = pageCatalogueOf(lang);
  const level = pageWords(catalogue, 'page_level', {
    level: result.level,
    name: pageWords(catalogue, `level_${result.level}`),
  });
  const basis = pageWords(catalogue, result.ceiling ? 'checker_basis_patterns' : 'checker_basis_random');
  const time = pageCrackTime(catalogue, result.crack_time_log10_seconds, result.ceiling);
  const head = [`${level} (${basis})`, pageWords(catalogue, 'page_crack_time', { time })];
  if (breach !== undefined) head.push(breach);
  return reportWithTail(head, result, analysedLength, (key, params) => pageWords(catalogue, key, params));
}
