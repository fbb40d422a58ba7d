import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GENERATE_REQUEST_SCHEMA } from '../api/contract/schemas.js';
import { OPTION_FLAGS } from '../cli/flags.js';
import { FORM_CONTROLS } from '../web/form-request.js';
import { rowSchema } from './option-row.js';
import { ACCEPTED_FIELDS, GENERATE_OPTIONS, OPTION_TABLE, RECIPE_OPTIONS } from './options.js';

describe('the option table', () => {
  it('marks which rows the HTTP API and the MCP tool accept, and only those reach their schema', () => {
    const api = OPTION_TABLE.filter((o) => o.api).map((o) => o.wire);
    assert.deepEqual(
      api,
      GENERATE_OPTIONS.map((o) => o.wire),
    );
    assert.deepEqual(Object.keys(GENERATE_REQUEST_SCHEMA.properties), [...api, 'lang']);
    assert.deepEqual(ACCEPTED_FIELDS, [...api, 'lang']);
    for (const option of RECIPE_OPTIONS) assert.equal(option.api, false, option.wire);
  });

  it('carries string and set-valued rows, each with its schema, CLI flag and form control', () => {
    const strings = RECIPE_OPTIONS.filter((o) => o.type === 'string');
    assert.deepEqual(
      strings.map((o) => [o.wire, o.characters]),
      [
        ['symbol_set', true],
        ['exclude', true],
        ['rules', false],
        ['site', false],
      ],
    );
    for (const option of RECIPE_OPTIONS) {
      const schema = rowSchema(option, false) as { type: string; maxLength?: number; minimum?: number };
      assert.equal(schema.type, option.type);
      if (option.type === 'string') assert.equal(schema.maxLength, option.maxLength);
      else if (option.type === 'integer') assert.equal(schema.minimum, option.min);
      const flag = OPTION_FLAGS.find((f) => f.option === option);
      assert.equal(flag?.name, option.wire.replaceAll('_', '-'));
      // The page offers `site` as a search that fills `rules`, not as a control of its own.
      const control = FORM_CONTROLS.find((c) => c.name === option.wire);
      const kinds = { string: 'text', integer: 'number', boolean: 'checkbox' } as const;
      assert.equal(control?.kind, option.wire === 'site' ? undefined : kinds[option.type]);
    }
  });
});
