import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { assertCopyTypeChecks, bundleCopyEntry, copySources } from './support/source-copy.js';

// Proves the claim of src/options/options.ts: adding an option is a row in the table plus its
// behaviour in the core. A copy of the sources gets a throwaway option, `no_vowels`, as one row
// and the core's support for it, and nothing else; it must type-check, reach every surface the
// row names, and never be ignored (not by a recipe either).
const _ROOT = fileURLToPath(new URL('../../', import.meta.url));
const VOWELS = /[aeiouAEIOU]/;

/** One exact edit of a copied file: the text must be found once, so a moved anchor fails loudly. */
function edit(dir: string, path: string, anchor: string, replacement: string): void {
  const file = join(dir, path);
  const text = readFileSync(file, 'utf8');
  assert.equal(text.split(anchor).length, 2, `${path}: the anchor ${JSON.stringify(anchor)} is there once`);
  writeFileSync(file, text.replace(anchor, replacement));
}

interface Fixture {
  readonly GENERATE_REQUEST_SCHEMA: { properties: Record<string, { type: string; default?: unknown }> };
  readonly readGenerateRequest: (body: unknown) => any;
  readonly generatePasswords: (options: object) => { passwords: string[]; analysis: { pool: number } };
  readonly GenerateOptionsError: new (...args: never[]) => Error & { code: string; field: string | undefined };
  readonly OPTION_FLAGS: readonly { name: string }[];
  readonly requestBodyFromFlags: (values: object) => Record<string, unknown>;
  readonly FORM_CONTROLS: readonly { name: string }[];
}

describe('adding an option', () => {
  let dir: string;
  let fixture: Fixture;

  before(async () => {
    dir = copySources('add-option');
    // The rows: API options, in no page mode (so no page needs a label for them). Each must say what it
    // does under rules (the build fails without): `no_vowels` conflicts with the rules' own characters;
    // `no_hash` applies to them, as `exclude_ambiguous` does.
    edit(
      dir,
      'src/options/options.ts',
      '] as const satisfies readonly ApiRow[];',
      "  booleanOption('no_vowels', 'noVowels', false, false, 'conflicts', [], 'Remove the vowels aeiouAEIOU.'),\n" +
        "  booleanOption('no_hash', 'noHash', false, false, 'applies', [], 'Remove #.'),\n] as const satisfies readonly ApiRow[];",
    );
    // The core's support: a field of the options each, and the alphabet without vowels or without `#`
    // (a filter of the alphabet, which the rules' pool goes through too).
    edit(
      dir,
      'src/core/generation.ts',
      '  readonly noRepeats: boolean;\n',
      '  readonly noRepeats: boolean;\n  readonly noVowels: boolean;\n  readonly noHash: boolean;\n',
    );
    edit(
      dir,
      'src/core/alphabet.ts',
      "'excludeAmbiguous'] as const;",
      "'excludeAmbiguous', 'noVowels', 'noHash'] as const;",
    );
    edit(
      dir,
      'src/core/alphabet.ts',
      '  if (options.excludeAmbiguous) kept = withoutAny(kept, AMBIGUOUS);\n',
      "  if (options.excludeAmbiguous) kept = withoutAny(kept, AMBIGUOUS);\n  if (options.noHash) kept = withoutAny(kept, '#');\n",
    );
    edit(
      dir,
      'src/core/alphabet.ts',
      '  if (options.symbols) alphabet += SYMBOLS;\n',
      "  if (options.symbols) alphabet += SYMBOLS;\n  if (options.noVowels) alphabet = alphabet.replace(/[aeiouAEIOU]/g, '');\n",
    );
    const bundle = await bundleCopyEntry(
      dir,
      [
        "export { GENERATE_REQUEST_SCHEMA } from './src/api/contract/schemas.js';",
        "export { readGenerateRequest } from './src/api/contract/generate-request.js';",
        // The library's engine, without the library's checker (its dictionaries are built into dist, not src).
        "import { randomFillSync } from 'node:crypto';",
        "import { createPasswordGenerator } from './src/core/generator.js';",
        "import { createRecipeSampler } from './src/core/recipe-sample.js';",
        "import { generateLocally } from './src/engine/passwords.js';",
        'const generator = createPasswordGenerator({ randomFill: randomFillSync });',
        'const sampler = createRecipeSampler({ randomFill: randomFillSync });',
        'export const generatePasswords = (options) => generateLocally(generator, options, sampler);',
        "export { GenerateOptionsError } from './src/engine/errors.js';",
        "export { OPTION_FLAGS, requestBodyFromFlags } from './src/cli/flags.js';",
        "export { FORM_CONTROLS } from './src/web/form-request.js';",
      ].join('\n'),
    );
    fixture = await import(bundle);
  });

  after(() => {
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it('the copy with the new row type-checks, all of src (strict, same compiler options)', () => {
    assertCopyTypeChecks(dir);
  });

  it('the API schema (and so OpenAPI and the MCP inputSchema) and the one reader take it', () => {
    assert.deepEqual(
      { type: fixture.GENERATE_REQUEST_SCHEMA.properties.no_vowels?.type, default: false },
      { type: 'boolean', default: fixture.GENERATE_REQUEST_SCHEMA.properties.no_vowels?.default },
    );
    assert.equal(fixture.readGenerateRequest({ no_vowels: true }).options.noVowels, true);
    assert.equal(fixture.readGenerateRequest({}).options.noVowels, false);
    assert.deepEqual(fixture.readGenerateRequest({ no_vowels: 'yes' }).problem, {
      code: 'invalid_parameter',
      field: 'no_vowels',
    });
    assert.equal(fixture.readGenerateRequest({ no_vowel: true }).problem.suggestion, 'no_vowels');
  });

  it('the library draws without vowels, with a recipe option too: nothing ignores it', () => {
    const plain = fixture.generatePasswords({ no_vowels: true, length: 64, count: 20 });
    assert.equal(plain.analysis.pool, 89 - 10);
    assert.ok(plain.passwords.every((password) => !VOWELS.test(password)));
    const recipe = fixture.generatePasswords({ no_vowels: true, min_digits: 3, length: 64, count: 20 });
    assert.equal(recipe.analysis.pool, 89 - 10);
    assert.ok(recipe.passwords.every((password) => !VOWELS.test(password)));
    // The check can fail: without the option, 20 passwords of 64 characters hold vowels.
    assert.ok(fixture.generatePasswords({ length: 64, count: 20 }).passwords.some((p) => VOWELS.test(p)));
  });

  it('under rules (or a site) it does what its row says: it is refused as conflicting, never ignored', () => {
    const refusal = (options: object) => {
      try {
        fixture.generatePasswords(options);
      } catch (error) {
        assert.ok(error instanceof fixture.GenerateOptionsError, String(error));
        return { code: error.code, field: error.field };
      }
      return assert.fail(`${JSON.stringify(options)} was not refused`);
    };
    const rules = 'required: lower; required: digit; allowed: upper;';
    assert.deepEqual(refusal({ no_vowels: true, rules }), { code: 'conflicting_options', field: 'rules' });
    assert.deepEqual(refusal({ no_vowels: true, site: 'apple.com' }), { code: 'conflicting_options', field: 'site' });
    // The check can fail: the same rules without the option are drawn, vowels and all.
    const drawn = fixture.generatePasswords({ rules, length: 64, count: 20 });
    assert.ok(drawn.passwords.some((password) => VOWELS.test(password)));
  });

  it("an option whose row says it applies under rules narrows the rules' characters too: nothing ignores it", () => {
    const rules = 'allowed: [#ab];';
    const narrowed = fixture.generatePasswords({ no_hash: true, rules, length: 40, count: 20 });
    assert.equal(narrowed.analysis.pool, 2);
    assert.ok(narrowed.passwords.every((password) => !password.includes('#')));
    const site = fixture.generatePasswords({ no_hash: true, site: 'apple.com', count: 20 });
    assert.ok(site.passwords.every((password) => !password.includes('#')));
    assert.equal(fixture.generatePasswords({ no_hash: true, length: 64 }).analysis.pool, 89 - 1);
    // The check can fail: the same rules without the option draw `#`.
    const drawn = fixture.generatePasswords({ rules, length: 40, count: 20 });
    assert.equal(drawn.analysis.pool, 3);
    assert.ok(drawn.passwords.some((password) => password.includes('#')));
  });

  it('the CLI has its flag; the page has no control, as its row names no mode', () => {
    assert.ok(fixture.OPTION_FLAGS.some((flag) => flag.name === 'no-vowels'));
    assert.deepEqual(fixture.requestBodyFromFlags({ 'no-vowels': true }), { no_vowels: true });
    assert.equal(
      fixture.FORM_CONTROLS.some((control) => control.name === 'no_vowels'),
      false,
    );
  });
});
