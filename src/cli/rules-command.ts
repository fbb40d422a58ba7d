import { siteHost } from '../core/site-host.js';
import { GenerateOptionsError } from '../engine/errors.js';
import { siteRules } from '../engine/site-lookup.js';
import { message } from '../i18n/catalogue.js';
import { applyLanguage } from '../i18n/languages.js';
import { parseCommandLine, UsageError } from './flags.js';
import { rulesHelp } from './help.js';
import type { CliIo } from './io.js';

const RULES_OPTIONS = { lang: { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const;

/**
 * `rules DOMAIN`: prints the passwordrules string that `--site DOMAIN` would
 * use (the host itself, else its nearest parent domain in the bundled copy of
 * Apple's database), and on standard error the domain it was found under.
 */
export function runRules(args: readonly string[], io: CliIo): number {
  const { values, positionals } = parseCommandLine(args, RULES_OPTIONS);
  if (values.help === true) {
    io.stdout.write(rulesHelp());
    return 0;
  }
  const [site, ...rest] = positionals;
  if (site === undefined || rest.length > 0) {
    throw new UsageError('invalid_option_value', 'The rules command takes exactly one domain, e.g. "rules apple.com".');
  }
  const lang = applyLanguage(typeof values.lang === 'string' ? values.lang : undefined).messages;
  const host = siteHost(site);
  if (!host.ok) {
    const shown = site.length > 64 ? `${site.slice(0, 64)}…` : site;
    const problem = { code: 'invalid_site', field: 'site' } as const;
    throw new GenerateOptionsError(problem, message(lang, `error_invalid_site_${host.problem}`, { site: shown }));
  }
  const found = siteRules(site);
  // A site with no entry has no quirks: it takes ordinary strong passwords, and nothing is printed.
  if (found === undefined) {
    io.stderr.write(`${message(lang, 'note_no_site_rules', { site: host.host })}\n`);
    return 0;
  }
  io.stdout.write(`${found.rules}\n`);
  if (found.domain !== host.host) io.stderr.write(`(the rules of ${found.domain})\n`);
  return 0;
}
