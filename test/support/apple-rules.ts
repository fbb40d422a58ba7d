/**
 * Apple's reference parser of `passwordrules` (the vendored browser script in
 * test/fixtures/apple-password-rules/), run in a `node:vm` context whose
 * `console` counts the errors it logs, and its result read as a meaning:
 * character sets in code order, and the limits. Shares no code with
 * src/core/password-rules.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The vendored file (unmodified; its source and commit are in the README beside it). */
export const APPLE_PARSER_PATH = join(ROOT, 'test/fixtures/apple-password-rules/PasswordRulesParser.js');

const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
const only = (pattern: RegExp) => [...PRINTABLE].filter((ch) => pattern.test(ch)).join('');

/** Apple's named classes, defined here from its README rather than read from either parser. */
const NAMED: Readonly<Record<string, string>> = {
  upper: only(/[A-Z]/),
  lower: only(/[a-z]/),
  digit: only(/[0-9]/),
  special: only(/[^A-Za-z0-9]/),
  'ascii-printable': PRINTABLE,
};

/** What a rules string means to Apple's parser. */
export interface AppleMeaning {
  /** One set per `required` rule Apple keeps, in its order (possibly empty, possibly repeated). */
  readonly required: readonly string[];
  /** True when a kept `required` rule holds `unicode`. */
  readonly requiredUnicode: boolean;
  /** Apple's `allowed` (the allowed and required classes together, printable ASCII when none); `unicode` is read as printable ASCII. */
  readonly pool: string;
  readonly maxConsecutive: number | undefined;
  readonly minLength: number | undefined;
  readonly maxLength: number | undefined;
  /** How many errors Apple's parser logged (each one a part it dropped, or the point where it gave up). */
  readonly errors: number;
}

interface AppleNamedClass {
  readonly name: string;
}

interface AppleCustomClass {
  readonly characters: readonly string[];
}

interface AppleParser {
  parsePasswordRules(input: string, formatRulesForMinifiedVersion: boolean): { name: string; value: unknown }[];
  NamedCharacterClass: new (name: string) => AppleNamedClass;
  CustomCharacterClass: new (characters: string[]) => AppleCustomClass;
}

/** Loads Apple's parser into a context of its own; its console output is counted, never printed. */
export function loadAppleParser(): { read: (text: string) => AppleMeaning; failedAssertions: string[] } {
  const log = { errors: 0 };
  const failedAssertions: string[] = [];
  const context = vm.createContext({
    console: {
      error: () => {
        log.errors++;
      },
      warn: () => {},
      log: () => {},
      assert: (condition: unknown, ...message: unknown[]) => {
        if (!condition) failedAssertions.push(message.map(String).join(' '));
      },
    },
  });
  // The classes are script-scoped `class` declarations: the same script hands them out.
  const source = `${readFileSync(APPLE_PARSER_PATH, 'utf8')}
;globalThis.appleParser = { parsePasswordRules, NamedCharacterClass, CustomCharacterClass };`;
  vm.runInContext(source, context, { filename: APPLE_PARSER_PATH });
  const parser = context.appleParser as AppleParser;
  const read = (text: string): AppleMeaning => {
    log.errors = 0;
    const rules = parser.parsePasswordRules(text, false);
    return { ...meaningOf(parser, rules), errors: log.errors };
  };
  return { read, failedAssertions };
}

function meaningOf(parser: AppleParser, rules: { name: string; value: unknown }[]): Omit<AppleMeaning, 'errors'> {
  const required: string[] = [];
  let requiredUnicode = false;
  let pool = '';
  const limits: Record<string, number> = {};
  for (const rule of rules) {
    if (typeof rule.value === 'number') limits[rule.name] = rule.value;
    else {
      const classes = rule.value as object[];
      const set = classSet(parser, classes);
      if (rule.name === 'required') {
        required.push(set);
        requiredUnicode ||= classes.some((c) => c instanceof parser.NamedCharacterClass && c.name === 'unicode');
      } else if (rule.name === 'allowed') pool = set;
      else throw new Error(`Apple's parser returned an unexpected rule: ${rule.name}`);
    }
  }
  return {
    required,
    requiredUnicode,
    pool,
    maxConsecutive: limits['max-consecutive'],
    minLength: limits.minlength,
    maxLength: limits.maxlength,
  };
}

function classSet(parser: AppleParser, classes: readonly object[]): string {
  let chars = '';
  for (const c of classes) {
    if (c instanceof parser.CustomCharacterClass) chars += c.characters.join('');
    else if (c instanceof parser.NamedCharacterClass) {
      const name = c.name;
      chars += name === 'unicode' ? PRINTABLE : (NAMED[name] ?? fail(`unknown class ${name}`));
    } else fail(`unexpected class ${JSON.stringify(c)}`);
  }
  return [...new Set(chars)].sort().join('');
}

function fail(message: string): never {
  throw new Error(`Apple's parser returned ${message}`);
}

/** Every printable ASCII character, space included, in code order. */
export const ASCII_PRINTABLE = PRINTABLE;
