import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { RunningService } from '../src/main.js';
import { postJson, startTestService } from './support/service.js';

// The recipe options with a value each would take in the library; written out again here, so
// that a row marked for the API by mistake makes this test fail instead of changing the contract.
const RECIPE_VALUES: Readonly<Record<string, unknown>> = {
  symbol_set: '!#',
  exclude: 'abc',
  min_lower: 1,
  min_upper: 1,
  min_digits: 1,
  min_symbols: 1,
  max_repeating: 2,
  max_sequential: 2,
  rules: 'required: digit;',
  site: 'apple.com',
};

describe('the published contract refuses the recipe options', () => {
  let service: RunningService;
  let client: Client;
  before(async () => {
    service = await startTestService({ RATE_LIMIT_MAX: '1000' });
    client = new Client({ name: 'test-client', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${service.url}/mcp`)));
  });
  after(async () => {
    await client.close();
    await service.close();
  });

  it('POST /v1/generate answers unknown_parameter for each, naming it', async () => {
    for (const [field, value] of Object.entries(RECIPE_VALUES)) {
      const r = await postJson(`${service.url}/v1/generate`, { [field]: value });
      assert.equal(r.status, 400, field);
      assert.equal(r.body.error, 'unknown_parameter', field);
      assert.equal(r.body.field, field);
      const accepted = String(r.body.message).split('accepted parameters are')[1] ?? '';
      assert.doesNotMatch(
        accepted,
        /min_lower|symbol_set|max_sequential|rules|site/,
        'the accepted list is the API one',
      );
    }
  });

  it('the MCP tool answers a tool error with unknown_parameter for each', async () => {
    for (const [field, value] of Object.entries(RECIPE_VALUES)) {
      const result = await client.callTool({ name: 'generate_password', arguments: { [field]: value } });
      assert.equal(result.isError, true, field);
      assert.match(JSON.stringify(result.content), /unknown_parameter|is not accepted/, field);
      assert.match(JSON.stringify(result.content), new RegExp(field));
    }
  });
});
