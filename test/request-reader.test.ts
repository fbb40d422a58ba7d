import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { readGenerateRequest } from '../src/api/contract/generate-request.js';
import { GENERATE_REQUEST_SCHEMA } from '../src/api/contract/schemas.js';
import { GENERATE_OPTIONS } from '../src/options/options.js';

// The published schema, compiled by an independent validator: the one reader must accept and
// refuse exactly what the contract describes, field for field.
const schema = new Ajv2020({
  allErrors: true,
  coerceTypes: false,
  removeAdditional: false,
  useDefaults: false,
}).compile(GENERATE_REQUEST_SCHEMA);

const FIELD_VALUES = fc.oneof(
  fc.integer({ min: -5, max: 80 }),
  fc.double(),
  fc.boolean(),
  fc.constantFrom('20', '', 'true', null, [], {}, undefined),
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
      extra: FIELD_VALUES,
      lenght: FIELD_VALUES,
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
);

/** What the schema says of a body: valid, or the field the contract reports first (unknown names first, then table order). */
function contractVerdict(body: unknown): 'valid' | 'invalid_body' | string {
  // No body at all is every default.
  if (body === undefined) return 'valid';
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'invalid_body';
  if (schema(body)) return 'valid';
  const errors: ErrorObject[] = (schema.errors ?? []).filter((e) => !e.instancePath.startsWith('/lang'));
  if (errors.length === 0) return 'valid';
  const unknown = errors.find((e) => e.keyword === 'additionalProperties');
  if (unknown !== undefined) return String((unknown.params as { additionalProperty: string }).additionalProperty);
  const failed = new Set(errors.map((e) => e.instancePath.slice(1).split('/')[0]));
  return GENERATE_OPTIONS.find((option) => failed.has(option.wire))?.wire ?? 'schema';
}

describe('the one request reader against the published schema', () => {
  it('accepts and refuses exactly what the schema does, reporting the same field first', () => {
    fc.assert(
      fc.property(BODIES, (body) => {
        // Plain objects only: fast-check's anything() also makes objects with a null prototype, which JSON never does.
        if (typeof body === 'object' && body !== null && !Array.isArray(body) && Object.getPrototypeOf(body) === null)
          return;
        const verdict = contractVerdict(body);
        const read = readGenerateRequest(body);
        if (verdict === 'valid') {
          assert.ok(read.ok || read.problem.code === 'empty_alphabet', JSON.stringify(read));
        } else if (verdict === 'invalid_body') {
          assert.deepEqual(read, { ok: false, problem: { code: 'invalid_body' } });
        } else {
          assert.equal(read.ok, false);
          assert.equal(read.ok ? undefined : read.problem.field, verdict);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('the check can fail: a body the schema refuses for two reasons names the first unknown name', () => {
    assert.equal(contractVerdict({ length: 3, colour: 1, shade: 2 }), 'colour');
    assert.equal(contractVerdict({ count: 0, length: 3 }), 'length');
    assert.equal(contractVerdict({ length: 20 }), 'valid');
  });
});
