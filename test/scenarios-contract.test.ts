/**
 * The scenarios (docs/scenarios.md) are the local package's and the pages' only: the HTTP API, the MCP tool and
 * the OpenAPI document stay as SPEC.md defines them. No answer carries a scenario, and asking for one is refused
 * as any unknown parameter is.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ANALYSIS_SCHEMA } from '../src/api/contract/schemas.js';
import { SCENARIOS } from '../src/core/scenarios.js';
import type { RunningService } from '../src/main.js';
import { injectJson, injectRequest, startTestService } from './support/service.js';

// What would show that a scenario leaked into an answer: the field, any scenario's name, a measured rate's field.
const MARKS = ['scenarios', 'guesses_per_second', 'H100', ...SCENARIOS.map((s) => s.name)];

function assertNoScenario(text: string, what: string): void {
  for (const mark of MARKS) assert.equal(text.includes(mark), false, `${what} carries ${mark}`);
}

describe('no API answer carries the scenarios', () => {
  let service: RunningService;

  before(async () => {
    service = await startTestService({ RATE_LIMIT_MAX: '100000' });
  });
  after(() => service.close());

  it('POST /v1/generate answers as before, in both languages and for many passwords', async () => {
    for (const [query, body] of [
      ['', undefined],
      ['?lang=es', { length: 64, count: 20 }],
      ['', { length: 4, symbols: false }],
    ] as const) {
      const answer = await injectJson(service.app, `/v1/generate${query}`, body);
      assert.equal(answer.status, 200);
      // The contract's fields, in its order, and nothing else.
      assert.deepEqual(Object.keys(answer.body.analysis), ANALYSIS_SCHEMA.required);
      assertNoScenario(answer.text, `/v1/generate${query}`);
    }
  });

  it('POST /v1/generate refuses scenarios as an unknown parameter, as it refuses every local option', async () => {
    for (const value of [true, false]) {
      const answer = await injectJson(service.app, '/v1/generate', { scenarios: value });
      assert.equal(answer.status, 400);
      assert.equal(answer.body.error, 'unknown_parameter');
    }
  });

  it('the MCP tool answers without scenarios, and refuses the argument as a tool error', async () => {
    const call = (args: unknown) => ({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'generate_password', arguments: args },
    });
    const answer = await injectJson(service.app, '/mcp', call({ length: 20 }));
    assert.equal(answer.status, 200);
    assert.equal(answer.body.result.isError, false);
    assertNoScenario(answer.text, 'tools/call');
    const refused = await injectJson(service.app, '/mcp', call({ scenarios: true }));
    assert.equal(refused.body.result.isError, true);
    assert.match(
      refused.body.result.content[0].text,
      /^unknown_parameter: The parameter "scenarios" is not accepted\./,
    );
    const tools = await injectJson(service.app, '/mcp', { jsonrpc: '2.0', id: 2, method: 'tools/list' });
    assert.equal(tools.status, 200);
    assertNoScenario(tools.text, 'tools/list');
  });

  it('the OpenAPI document names no scenario', async () => {
    const document = await injectRequest(service.app, '/openapi.json');
    assert.equal(document.status, 200);
    assert.ok(document.text.includes('crack_time_log10_seconds'));
    assertNoScenario(document.text, '/openapi.json');
  });
});
