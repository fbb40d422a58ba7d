/**
 * The command line: picks the command, runs it, and turns what went wrong into
 * a message on standard error and an exit status (0 success, 2 usage, 1 other).
 * Only `generate` is imported up front; `check` and `serve` load their engines
 * (zxcvbn-ts; Fastify, pino, Redis) when they run. The package bundles this
 * module and `generate` into one file (start-up) and keeps the dynamically
 * imported commands beside it as modules of their own.
 */
import { suggestName } from '../options/name-suggestion.js';
import { isCodedError, UNEXPECTED_ARGUMENT_MESSAGE, UsageError } from './flags.js';
import { runGenerate } from './generate-command.js';
import { breachHelp, COMMAND_NAME, checkHelp, generateHelp, helpHelp, programHelp, rulesHelp } from './help.js';
import type { CliIo } from './io.js';
import { foreignOption } from './option-owners.js';
import { passphraseHelp } from './passphrase-help.js';

type Command = (args: readonly string[], io: CliIo) => Promise<number>;

const COMMANDS: Readonly<Record<string, Command>> = {
  generate: (args, io) => runGenerate(args, io, false),
  passphrase: async (args, io) => (await import('./passphrase-command.js')).runPassphrase(args, io),
  check: async (args, io) => (await import('./check-command.js')).runCheck(args, io),
  serve: async (args, io) => (await import('./serve-command.js')).runServe(args, io),
  rules: async (args, io) => (await import('./rules-command.js')).runRules(args, io),
  breach: async (args, io) => (await import('./breach-command.js')).runBreach(args, io),
  help: async (args, io) => runHelp(args, io),
};

const HELP_OF: Readonly<Record<string, () => string | Promise<string>>> = {
  generate: generateHelp,
  passphrase: passphraseHelp,
  check: checkHelp,
  serve: async () => (await import('./serve-command.js')).serveHelpText(),
  rules: rulesHelp,
  breach: breachHelp,
  help: () => helpHelp(Object.keys(COMMANDS)),
};

/** Exit status of a usage error. */
export const EXIT_USAGE = 2;
/** Exit status of any other failure. */
export const EXIT_FAILURE = 1;

async function runHelp(args: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = args;
  if (rest.length > 0) throw new UsageError('unexpected_argument', UNEXPECTED_ARGUMENT_MESSAGE);
  const asked = name === '--help' || name === '-h' ? 'help' : name;
  const help = asked === undefined ? programHelp : Object.hasOwn(HELP_OF, asked) ? HELP_OF[asked] : undefined;
  if (help === undefined) throw unknownCommand(asked as string);
  io.stdout.write(await help());
  return 0;
}

// What was typed is never repeated (`pwgen-service <password>` is an easy slip); only a
// real command it is close to is named.
function unknownCommand(name: string): UsageError {
  const names = Object.keys(COMMANDS);
  const suggestion = suggestName(name, names);
  const list = `The commands are ${names.slice(0, -1).join(', ')} and ${names.at(-1)}.`;
  return new UsageError(
    'unknown_command',
    suggestion === undefined
      ? `Unknown command (not shown, since it may be a password). ${list}`
      : `Unknown command. Did you mean '${suggestion}'? ${list}`,
  );
}

/** `check hunter2`: the stray argument is not repeated, and check says where it reads the password. */
export const CHECK_ARGUMENT_MESSAGE =
  'Unexpected argument (not shown, since it may be a password): check reads the password from standard input (a pipe, or a hidden prompt at a terminal), never from the command line.';

// An option of another command (`pwgen-service --words 5`) says whose it is; only real names are shown.
function withOwnerHint(error: unknown, command: string, args: readonly string[]): unknown {
  if (command === 'check' && isCodedError(error, 'UsageError') && error.code === 'unexpected_argument') {
    return new UsageError('unexpected_argument', CHECK_ARGUMENT_MESSAGE);
  }
  if (!isCodedError(error, 'UsageError') || error.code !== 'unknown_option') return error;
  const owner = foreignOption(command, args);
  if (owner === undefined) return error;
  return new UsageError(
    'unknown_option',
    `Unknown option for ${command}: '${owner.usage.split(' ')[0]}' is an option of ${owner.command} ("${COMMAND_NAME} ${owner.command} ${owner.usage}").`,
  );
}

/** Runs one command line (without `node` and the script) and resolves with its exit status. */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  const [first, ...rest] = args;
  const implicit = first === undefined || first.startsWith('-');
  try {
    if (implicit) return await runGenerate(args, io, true);
    const command = Object.hasOwn(COMMANDS, first) ? COMMANDS[first] : undefined;
    if (command === undefined) throw unknownCommand(first);
    return await command(rest, io);
  } catch (thrown) {
    const error = implicit ? withOwnerHint(thrown, 'generate', args) : withOwnerHint(thrown, first, rest);
    if (isCodedError(error, 'GenerateOptionsError')) {
      io.stderr.write(`${error.code}: ${error.message}\n`);
      return EXIT_USAGE;
    }
    if (
      isCodedError(error, 'OutputError') ||
      isCodedError(error, 'RandomSourceError') ||
      isCodedError(error, 'BreachError')
    ) {
      io.stderr.write(`${error.code}: ${error.message}\n`);
      return EXIT_FAILURE;
    }
    if (isCodedError(error, 'UsageError')) {
      io.stderr.write(`${error.code}: ${error.message}\nRun "${COMMAND_NAME} --help" for the commands and options.\n`);
      return EXIT_USAGE;
    }
    io.stderr.write(`${COMMAND_NAME}: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT_FAILURE;
  }
}
