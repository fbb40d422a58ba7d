/**
 * The API refuses the local package's recipe and passphrase names (docs/api.md: unknown
 * properties are rejected), and its answer says where they exist, with the links, in
 * the Error body docs/api.md defines: only `message` changes, and no `suggestion` points to a
 * name the client did not mean (`symbol_set` is not a typo of `symbols`).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningService } from '../src/main.js';
import { ACCEPTED_FIELDS, RECIPE_OPTIONS } from '../src/options/options.js';
import { injectJson, startTestService } from './support/service.js';

const RECIPE_BODIES: readonly Record<string, unknown>[] = [
  { symbol_set: '!@#' },
  { exclude: 'abc' },
  { min_digits: 2 },
  { max_repeating: 2 },
  { max_sequential: 3 },
  { site: 'apple.com' },
  { rules: 'minlength: 8;' },
  { words: 6 },
  { separator: '-' },
];

describe('POST /v1/generate with a name of the local package', () => {
  let service: RunningService;
  const generate = (body: unknown, query = '') => injectJson(service.app, `/v1/generate${query}`, body);

  before(async () => {
    service = await startTestService({ RATE_LIMIT_MAX: '100000' });
  });
  after(() => service.close());

  it('answers unknown_parameter with the Error body, no suggestion, and where the name exists', async () => {
    const typo = await generate({ lenght: 20 });
    for (const body of [...RECIPE_BODIES, ...RECIPE_OPTIONS.map((option) => ({ [option.wire]: 1 }))]) {
      const [field] = Object.keys(body);
      const { status, body: answer } = await generate(body);
      assert.equal(status, 400, field);
      // The same fields as any unknown_parameter answer, less the suggestion.
      assert.deepEqual(
        Object.keys(answer),
        Object.keys(typo.body).filter((key) => key !== 'suggestion'),
        field,
      );
      assert.equal(answer.error, 'unknown_parameter');
      assert.equal(answer.field, field);
      assert.equal(answer.suggestion, undefined, field);
      assert.match(
        answer.message,
        new RegExp(`^The parameter "${field}" is not accepted here: it belongs to the password recipes`),
      );
      assert.ok(answer.message.includes('/en/generator, '), answer.message);
      assert.ok(answer.message.includes('/docs#local-package'), answer.message);
      assert.ok(answer.message.includes(`The accepted parameters here are ${ACCEPTED_FIELDS.slice(0, 2).join(', ')}`));
    }
  });

  it('says it in Spanish too, with the links of the language asked for', async () => {
    const { body } = await generate({ symbol_set: '!@#' }, '?lang=es');
    assert.match(body.message, /^El parámetro "symbol_set" no se acepta aquí: pertenece a las recetas/);
    assert.ok(body.message.includes('/es/generator'), body.message);
    const german = await generate({ min_digits: 2 }, '?lang=de');
    assert.ok(german.body.message.includes('/de/generator'), german.body.message);
  });

  it('keeps the suggestion where a typo is likelier: digit is digits, lenght is length', async () => {
    const digit = await generate({ digit: true });
    assert.deepEqual([digit.body.field, digit.body.suggestion], ['digit', 'digits']);
    assert.match(digit.body.message, /Did you mean "digits"\?/);
    const lenght = await generate({ lenght: 20 });
    assert.equal(lenght.body.suggestion, 'length');
  });
});
