/**
 * The help texts. The option lines of `generate` come from the option table,
 * so a new option shows up here without editing this file. Help is in English,
 * as the option names are.
 */
import { LANGUAGES } from '../i18n/languages.js';
import { MESSAGES_LANGUAGES } from '../i18n/registry.js';
import { OPTION_FLAGS, type OptionFlag } from './flags.js';

/** The command's name: the package's `bin`, and what `npx` runs. */
export const COMMAND_NAME = 'pwgen-service';

const WIDTH = 80;
const FLAG_COLUMN = 26;

// Words wrapped to WIDTH columns, continuation lines indented to the description column.
function row(flags: string, description: string): string {
  const lines: string[] = [];
  let line = `  ${flags}`.padEnd(FLAG_COLUMN - 1);
  if (line.length > FLAG_COLUMN - 1) {
    lines.push(line);
    line = ' '.repeat(FLAG_COLUMN - 1);
  }
  for (const word of description.split(' ')) {
    if (line.length + 1 + word.length > WIDTH && line.trim() !== '') {
      lines.push(line);
      line = ' '.repeat(FLAG_COLUMN - 1);
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines.join('\n');
}

/** A flag and its description, wrapped as every help text wraps them. */
export const helpRow = row;

/** The long flag of an option with its value's name: `--length N`, `--no-lower`. */
export function flagUsage({ name, option }: OptionFlag): string {
  const value = option.type === 'integer' ? ' N' : option.type === 'string' ? ` ${option.valueName}` : '';
  return `--${name}${value}`;
}

function flagColumn(flag: OptionFlag): string {
  return flag.short === undefined ? `    ${flagUsage(flag)}` : `-${flag.short}, ${flagUsage(flag)}`;
}

// The table's description, turned around for a flag that switches a default-on option off.
function flagDescription({ option }: OptionFlag): string {
  const first = option.description.split(/(?<=\.) /)[0] ?? option.description;
  if (option.type === 'string') return option.description;
  if (option.type === 'integer') {
    // The command is the local package: its own ranges where they differ from the API's.
    const text = ('localDescription' in option ? option.localDescription : undefined) ?? option.description;
    return option.default === undefined ? text : `${text} Default ${option.default}.`;
  }
  if (option.default) return first.replace(/^Include /, 'Leave out ');
  return first;
}

/** The help line of `--scenarios` (generate, passphrase, check). */
export const SCENARIOS_HELP =
  'Also show the crack time against named real attacks (measured guess rates, each with its source: docs/scenarios.md); with --json, a "scenarios" list beside the analysis.';

const LANGUAGE_LIST = `${MESSAGES_LANGUAGES.slice(0, -1).join(', ')} or ${MESSAGES_LANGUAGES.at(-1)}`;
/** The pages' languages that have the checker's warning and suggestions but no messages catalogue. */
const CHECK_ONLY = LANGUAGES.filter((code) => !(MESSAGES_LANGUAGES as readonly string[]).includes(code));
const CHECK_ONLY_LANGUAGES = `${CHECK_ONLY.slice(0, -1).join(', ')} and ${CHECK_ONLY.at(-1)}`;

/** The option lines of `generate`. */
function generateOptions(): string {
  return [
    ...OPTION_FLAGS.map((flag) => row(flagColumn(flag), flagDescription(flag))),
    row(
      '    --lang CODE',
      `Language of the analysis and of error messages: ${LANGUAGE_LIST} (default en); any other code gives English.`,
    ),
    row(
      '    --json',
      'Print one JSON document on standard output: {"passwords": [...], "analysis": {...}}, the analysis exactly as POST /v1/generate returns it.',
    ),
    row('    --scenarios', SCENARIOS_HELP),
    row('-q, --quiet', 'Print the passwords only, without the analysis on standard error.'),
    row('-h, --help', 'Show this help.'),
  ].join('\n');
}

/** The help texts' last line, wrapped to 80 columns. */
export const EXIT_STATUS =
  'Exit status: 0 on success, 2 on a usage error (an unknown option, a bad value),\n1 otherwise.';

/** `pwgen-service --help`. */
export function programHelp(): string {
  return `Usage: ${COMMAND_NAME} [generate] [options]
       ${COMMAND_NAME} passphrase [options]
       ${COMMAND_NAME} check [--json] [--scenarios] [--lang CODE]
                             [--breach | --breach-file F]
       ${COMMAND_NAME} breach build --from FILE --out FILTER
       ${COMMAND_NAME} rules DOMAIN [--lang CODE]
       ${COMMAND_NAME} serve
       ${COMMAND_NAME} help [COMMAND]

Random passwords with an exact strength analysis, made on this machine by the
same engine as the Password Generation Service. Nothing is written to disk and
nothing is sent anywhere, except what "check --breach" sends when asked: the
first 5 hex characters of the password's SHA-1.

Commands:
${row('generate', 'Print random passwords, one per line (the default command).')}
${row('passphrase', "Print random passphrases from a word list (EFF's by default; --list picks another), with the same exact analysis.")}
${row('check', 'Estimate the strength of a password read from standard input.')}
${row('breach build', 'Build a breach filter file from a list of SHA-1s or passwords, for check --breach-file.')}
${row('serve', 'Start the HTTP service, configured by the environment as npm start is.')}
${row('rules DOMAIN', "Print the password rules that --site DOMAIN uses, from Apple's database.")}
${row('help [COMMAND]', 'Show the help of a command (the same as COMMAND --help).')}

Options of generate:
${generateOptions()}
${row('-v, --version', 'Print the version.')}

${EXIT_STATUS}
`;
}

/** `pwgen-service generate --help`. */
export function generateHelp(): string {
  return `Usage: ${COMMAND_NAME} [generate] [options]

Prints passwords on standard output, one per line, and a one-line analysis on
standard error: entropy bits, crack time in words, level 0 to 4. Every character
is drawn independently and uniformly from the pool with the operating system's
cryptographic random source; the analysis is exact because of it.

Options:
${generateOptions()}

Examples:
  ${COMMAND_NAME} --length 24 --count 3
  ${COMMAND_NAME} --no-symbols --exclude-ambiguous --quiet
  ${COMMAND_NAME} --json --lang es
  ${COMMAND_NAME} --length 20 --min-digits 3 --min-symbols 2 --max-repeating 2
  ${COMMAND_NAME} --site apple.com --exclude ' '

${EXIT_STATUS}
`;
}

/** `pwgen-service check --help`. */
export function checkHelp(): string {
  return `Usage: ${COMMAND_NAME} check [--json] [--scenarios] [--lang CODE]
                     [--breach [--breach-url URL] | --breach-file FILTER]

Estimates the strength of one password with the same pattern-matching engine
(zxcvbn-ts) and the same set-up as the service's browser checker. The password
is read from standard input (one line, the newline stripped), never from an
argument: arguments are visible to every user of the machine and stay in shell
history. On a terminal it is asked for without echo.

Nothing leaves the machine unless --breach or --breach-url is given. Then one
HTTPS request goes to the Pwned Passwords range API (or the mirror named),
GET /range/ABCDE, where ABCDE are the first 5 of the 40 hex characters of the
password's SHA-1, with the header Add-Padding: true. The password, its other
35 characters and the answer's verdict stay here: the suffixes are compared
locally. A password found in a breach is level 0, with a warning.

Options:
${row('    --lang CODE', `Language of the report (default: the locale's, from LC_ALL, LC_MESSAGES or LANG, else en): ${LANGUAGE_LIST}, or ${CHECK_ONLY_LANGUAGES} in the words of that language's checker page (a breach line and --scenarios stay in English there).`)}
${row('    --json', "Print the result as one JSON document: the object of the checker page's data-analysis, with breach.")}
${row('    --breach', 'Look the password up online, k-anonymously (see above). Default URL https://api.pwnedpasswords.com/range, or PWGEN_BREACH_URL when set; a time-out of 10 s.')}
${row('    --breach-url URL', 'The range API or a mirror of it (http or https; implies --breach): GET URL/ABCDE.')}
${row('    --breach-file FILTER', 'Look the password up offline in a filter file from "breach build": nothing is sent. About 1 in 256 absent passwords is reported found; none present is missed.')}
${row('    --scenarios', SCENARIOS_HELP)}
${row('-h, --help', 'Show this help.')}

Examples:
  ${COMMAND_NAME} check
  ${COMMAND_NAME} check --json < file-with-the-password
  ${COMMAND_NAME} check --breach
  ${COMMAND_NAME} check --breach-file pwned.filter

Breach errors (exit 1): breach_timeout, breach_network_error, breach_http_status
(not 200), breach_malformed_answer, breach_filter_unreadable,
breach_filter_invalid, breach_filter_truncated, breach_filter_corrupt. A check
that could not be made never reads as not found. invalid_breach_url and
conflicting_options are usage errors (exit 2).

${EXIT_STATUS}
`;
}

/** `pwgen-service breach --help`. */
export function breachHelp(): string {
  return `Usage: ${COMMAND_NAME} breach build --from FILE --out FILTER
                     [--format auto|sha1|passwords]

Builds a breach filter file for "check --breach-file": binary fuse filters with
8-bit fingerprints, about 1.13 bytes per entry, a false-positive rate of 1/256
and no false negatives. FILE is the Pwned Passwords downloader's output
(SHA1:COUNT lines, 40 hex characters; sorted or not) or a list of passwords,
one a line (hashed here). The build reads FILE once, spilling 12 bytes per line
to temporary files beside FILTER (removed at the end), and holds at most one
segment of 2^20 lines in memory, so its memory does not grow with FILE.
Nothing is sent.

Options:
${row('    --from FILE', 'The source list.')}
${row('    --out FILTER', 'The filter file to write (written under a temporary name, then renamed).')}
${row('    --format FORMAT', 'sha1 (40 hex characters, optionally :COUNT), passwords, or auto (the default: sha1 when the first line is one).')}
${row('-h, --help', 'Show this help.')}

Example:
  ${COMMAND_NAME} breach build --from pwnedpasswords.txt --out pwned.filter

Errors (exit 1): breach_source_unreadable, breach_source_malformed (the line's
number is given, never its text), breach_output_unwritable.

${EXIT_STATUS}
`;
}

/** `pwgen-service rules --help`. */
export function rulesHelp(): string {
  return `Usage: ${COMMAND_NAME} rules DOMAIN [--lang CODE]

Prints the passwordrules string that "generate --site DOMAIN" uses: the rules of
the host itself or, failing that, of its nearest parent domain, from the bundled
copy of Apple's password-manager-resources (quirks/password-rules.json, MIT).
The database lists only sites with quirks: for a site with no entry nothing is
printed, a note goes to standard error, and "--site" takes the default recipe.
A DOMAIN that is no host name, or over 253 characters, is invalid_site (exit 2).

Options:
${row('    --lang CODE', `Language of the error message: ${LANGUAGE_LIST} (default en).`)}
${row('-h, --help', 'Show this help.')}

Examples:
  ${COMMAND_NAME} rules apple.com
  ${COMMAND_NAME} rules https://www.activision.com/login

${EXIT_STATUS}
`;
}

/**
 * `pwgen-service serve --help`. `operationsDoc` is where the package's copy of
 * docs/operations.md is (the package ships docs/), or undefined when not found.
 */
export function serveHelp(operationsDoc?: string): string {
  const where =
    operationsDoc === undefined
      ? 'docs/operations.md of the source repository.'
      : `docs/operations.md, which comes with the package:\n  ${operationsDoc}`;
  return `Usage: ${COMMAND_NAME} serve

Starts the HTTP service exactly as "npm start" does, configured by the same
environment variables (PORT, HOST, LOG_LEVEL, RATE_LIMIT_MAX, REDIS_URL,
WORKERS and the others). SIGTERM or SIGINT drains in-flight requests and exits.
Each variable is described in ${where}

Options:
${row('-h, --help', 'Show this help.')}

Example:
  PORT=8080 ${COMMAND_NAME} serve

Exit status: 0 after a clean shutdown, 2 on a usage error, 1 when the service
cannot start.
`;
}

/** `pwgen-service help --help` and `pwgen-service help help`. */
export function helpHelp(commands: readonly string[]): string {
  const list = `${commands.slice(0, -1).join(', ')} or ${commands.at(-1)}`;
  return `Usage: ${COMMAND_NAME} help [COMMAND]

Shows the help of the program or, given a COMMAND, the help of that command,
as "${COMMAND_NAME} COMMAND --help" does. COMMAND is one of:
  ${list}

Examples:
  ${COMMAND_NAME} help
  ${COMMAND_NAME} help passphrase

Exit status: 0 on success, 2 on a usage error (an unknown command).
`;
}
