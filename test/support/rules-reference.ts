/**
 * An independent check of a password against a `passwordrules` string, written
 * with regular expressions from Apple's grammar and the definitions
 * (max-consecutive limits both repeats and sequences), sharing no code with
 * src/core/password-rules.ts or the recipe builder.
 */
import { meetsRecipe } from './recipe-reference.js';

const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
const NAMED: Readonly<Record<string, RegExp>> = {
  upper: /[A-Z]/,
  lower: /[a-z]/,
  digit: /[0-9]/,
  special: /[ -/:-@[-`{-~]/,
  'ascii-printable': /[ -~]/,
  // Only under `allowed` (any character; the generator draws printable ASCII).
  unicode: /[ -~]/,
};

// A rule: a name, a colon, then classes ([...] possibly ending in ]]) or words, up to a `;` outside a class.
const RULE = /\s*([A-Za-z-]+)\s*:\s*((?:\[[^\]]*\]\]?|[^;[])*)\s*(?:;|$)/y;
const CLASS = /\[([^\]]*\]?)\]|([A-Za-z-]+)/g;

function classChars(value: string): string {
  let chars = '';
  for (const match of value.matchAll(CLASS)) {
    if (match[1] !== undefined) chars += match[1];
    else {
      const named = NAMED[(match[2] as string).toLowerCase()] as RegExp;
      chars += [...PRINTABLE].filter((ch) => named.test(ch)).join('');
    }
  }
  return chars;
}

/** The rules a string states, read independently. */
export interface ReferenceRules {
  required: string[];
  allowed: string;
  minLength: number;
  maxLength: number;
  maxRepeating: number | undefined;
  maxSequential: number | undefined;
}

/** Reads a rules string (assumed well formed: the production parser's errors are tested apart). */
export function readRules(text: string): ReferenceRules {
  const rules: ReferenceRules = {
    required: [],
    allowed: '',
    minLength: 0,
    maxLength: Number.POSITIVE_INFINITY,
    maxRepeating: undefined,
    maxSequential: undefined,
  };
  const min = (a: number | undefined, b: number) => (a === undefined ? b : Math.min(a, b));
  RULE.lastIndex = 0;
  for (let match = RULE.exec(text); match !== null && match[0] !== ''; match = RULE.exec(text)) {
    const name = (match[1] as string).toLowerCase();
    const value = (match[2] as string).trim();
    if (name === 'required') rules.required.push(classChars(value));
    else if (name === 'allowed') rules.allowed += classChars(value);
    else if (name === 'minlength') rules.minLength = Math.max(rules.minLength, Number(value));
    else if (name === 'maxlength') rules.maxLength = Math.min(rules.maxLength, Number(value));
    else if (name === 'max-repeating') rules.maxRepeating = min(rules.maxRepeating, Number(value));
    else if (name === 'max-sequential') rules.maxSequential = min(rules.maxSequential, Number(value));
    else if (name === 'max-consecutive') {
      rules.maxRepeating = min(rules.maxRepeating, Number(value));
      rules.maxSequential = min(rules.maxSequential, Number(value));
    }
  }
  return rules;
}

/** True when the password meets the rules string. */
export function meetsRules(text: string, password: string): boolean {
  const rules = readRules(text);
  if (password.length < rules.minLength || password.length > rules.maxLength) return false;
  let pool = rules.allowed + rules.required.join('');
  if (pool === '') pool = PRINTABLE;
  return meetsRecipe(
    {
      length: password.length,
      pool,
      required: rules.required.map((chars) => ({ chars, min: 1 })),
      maxRepeating: rules.maxRepeating,
      maxSequential: rules.maxSequential,
    },
    password,
  );
}
