/**
 * Which command an option belongs to, so that an option given to the wrong
 * command gets a hint (`pwgen-service --words 5`: `--words` is an option of
 * `passphrase`). The options come from the two option tables; only real option
 * names are ever named, never what was typed.
 */
import { PASSPHRASE_OPTIONS } from '../options/options.js';
import { OPTION_FLAGS } from './flags.js';
import { flagUsage } from './help.js';
import { passphraseFlag } from './passphrase-help.js';

interface CommandOption {
  /** The long name, without the dashes. */
  readonly name: string;
  /** True when the next argument is its value (`--length 20`). */
  readonly takesValue: boolean;
  /** The flag with its value's name, as the help shows it: `--words N`. */
  readonly usage: string;
  /** An option several commands take (`--lang`, `--json`, `--help`): never a hint. */
  readonly shared?: true;
}

const shared = (name: string, takesValue = false): CommandOption => ({
  name,
  takesValue,
  usage: `--${name}`,
  shared: true,
});
const LANG = shared('lang', true);
const JSON_FLAG = shared('json');
const QUIET = shared('quiet');
const HELP = shared('help');

/** The long options each command takes (as the commands' parseArgs configurations do). */
const COMMAND_OPTIONS: Readonly<Record<string, readonly CommandOption[]>> = {
  generate: [
    ...OPTION_FLAGS.map((flag) => ({
      name: flag.name,
      takesValue: flag.option.type !== 'boolean',
      usage: flagUsage(flag),
    })),
    LANG,
    JSON_FLAG,
    QUIET,
    HELP,
    shared('version'),
  ],
  passphrase: [
    ...PASSPHRASE_OPTIONS.map((option) => ({
      name: option.wire,
      takesValue: option.type !== 'boolean',
      usage: passphraseFlag(option),
    })),
    LANG,
    JSON_FLAG,
    QUIET,
    HELP,
  ],
  check: [
    LANG,
    JSON_FLAG,
    { name: 'breach', takesValue: false, usage: '--breach' },
    { name: 'breach-url', takesValue: true, usage: '--breach-url URL' },
    { name: 'breach-file', takesValue: true, usage: '--breach-file FILTER' },
    HELP,
  ],

  rules: [LANG, HELP],
  serve: [HELP],
};

/** Another command's option, given to a command that does not take it. */
export interface ForeignOption {
  readonly command: string;
  readonly usage: string;
}

/**
 * When the first long option in `args` that `command` does not take is an
 * option of another command, that command and the option's usage.
 */
export function foreignOption(command: string, args: readonly string[]): ForeignOption | undefined {
  const own = COMMAND_OPTIONS[command];
  if (own === undefined) return undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--') return undefined;
    if (!arg.startsWith('--')) continue;
    const [name, ...inline] = arg.slice(2).split('=');
    const mine = own.find((option) => option.name === name);
    if (mine === undefined) return ownerOf(command, name as string);
    if (mine.takesValue && inline.length === 0) i++;
  }
  return undefined;
}

function ownerOf(command: string, name: string): ForeignOption | undefined {
  for (const [other, options] of Object.entries(COMMAND_OPTIONS)) {
    if (other === command) continue;
    const option = options.find((candidate) => candidate.name === name && candidate.shared !== true);
    if (option !== undefined) return { command: other, usage: option.usage };
  }
  return undefined;
}
