import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { requestValidatorSource, VALIDATOR_PATH, validationSchema } from '../scripts/request-validator.js';
import { validateGenerateRequest } from '../src/api/contract/generate-request-validator.js';
import { GENERATE_REQUEST_SCHEMA } from '../src/api/contract/schemas.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

// The plain version: the full schema (annotations included) compiled at run time, as before.
const plain = new Ajv2020({ allErrors: true, coerceTypes: false, removeAdditional: false, useDefaults: false }).compile(
  GENERATE_REQUEST_SCHEMA,
);

const FIELD_VALUES = fc.oneof(
  fc.integer({ min: -5, max: 80 }),
  fc.double(),
  fc.boolean(),
  fc.constantFrom('20', '', 'true', null, [], {}),
);
const BODIES = fc.oneof(
  fc.record(
    {
      length: FIELD_VALUES,
      count: FIELD_VALUES,
      lower: fc.oneof(fc.boolean(), FIELD_VALUES),
      upper: fc.oneof(fc.boolean(), FIELD_VALUES),
      digits: fc.oneof(fc.boolean(), FIELD_VALUES),
      symbols: fc.oneof(fc.boolean(), FIELD_VALUES),
      exclude_ambiguous: fc.oneof(fc.boolean(), FIELD_VALUES),
      no_repeats: fc.oneof(fc.boolean(), FIELD_VALUES),
      lang: FIELD_VALUES,
      extra: FIELD_VALUES,
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
);

describe('the precompiled request validator', () => {
  it(`${VALIDATOR_PATH} is what Ajv generates from the schema today (else run npm run generate:validator)`, () => {
    const checkedIn = readFileSync(`${ROOT}${VALIDATOR_PATH}`, 'utf8');
    assert.ok(
      checkedIn === requestValidatorSource(),
      `${VALIDATOR_PATH} is out of date: run \`npm run generate:validator\` and commit the result`,
    );
  });

  it('accepts and refuses exactly what the full schema compiled at run time does, with the same errors', () => {
    fc.assert(
      fc.property(BODIES, (body) => {
        const expected = plain(body);
        assert.equal(validateGenerateRequest(body), expected);
        if (!expected) {
          const strip = (errors: typeof plain.errors) =>
            (errors ?? []).map(({ keyword, instancePath, params }) => ({ keyword, instancePath, params }));
          assert.deepEqual(strip(validateGenerateRequest.errors), strip(plain.errors));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves out annotations but keeps properties that happen to be named like them', () => {
    const schema = {
      title: 'T',
      description: 'd',
      type: 'object',
      properties: { description: { type: 'string', default: 'x' }, title: { const: 'a' } },
      not: { description: 'n', required: ['description'] },
    };
    assert.deepEqual(validationSchema(schema), {
      type: 'object',
      properties: { description: { type: 'string' }, title: { const: 'a' } },
      not: { required: ['description'] },
    });
  });
});
