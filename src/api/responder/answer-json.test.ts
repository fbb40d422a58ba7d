import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { answerJson, withKnownJson } from './answer-json.js';

describe('answerJson', () => {
  it('equals JSON.stringify for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        assert.equal(answerJson(value), JSON.stringify(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves out undefined members and writes null for undefined items, as JSON does', () => {
    const value = { a: undefined, b: [undefined, 1], c: { d: undefined }, e: 'x' };
    assert.equal(answerJson(value), JSON.stringify(value));
  });

  it('splices the registered JSON of an object wherever it appears, once per place', () => {
    // A registered text that differs from the object shows that it is spliced, not serialised.
    const body = withKnownJson({ passwords: ['p'] }, '{"spliced":true}');
    const reply = {
      jsonrpc: '2.0',
      id: 'quote"id',
      result: { content: [{ type: 'text', text: 'n' }], structuredContent: body },
    };
    assert.equal(answerJson(body), '{"spliced":true}');
    assert.equal(
      answerJson(reply),
      '{"jsonrpc":"2.0","id":"quote\\"id","result":{"content":[{"type":"text","text":"n"}],"structuredContent":{"spliced":true}}}',
    );
    assert.equal(answerJson({ ...body }), '{"passwords":["p"]}');
  });

  it('equals JSON.stringify of an MCP tool result whose body is registered with its true JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.oneof(fc.integer(), fc.string()), fc.string(), (structured, id, notice) => {
        const body = withKnownJson({ structured }, JSON.stringify({ structured }));
        const result = {
          jsonrpc: '2.0',
          id,
          result: {
            content: [
              { type: 'text', text: answerJson(body) },
              { type: 'text', text: notice },
            ],
            structuredContent: body,
            isError: false,
          },
        };
        assert.equal(answerJson(result), JSON.stringify(result));
      }),
      { numRuns: 500 },
    );
  });
});
