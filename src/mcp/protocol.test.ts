import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rpcResult, toolResultJson } from './protocol.js';

describe('toolResultJson', () => {
  it('equals JSON.stringify of the typed result for any id, texts and structured content', () => {
    const structured = { passwords: ['a"b\\c\u2028'], analysis: { bits: 1.5, level: 0 }, notice: 'n' };
    const structuredJson = JSON.stringify(structured);
    for (const id of [1, 0, -7.5, 'abc', 'quote"id', '']) {
      for (const texts of [[structuredJson, 'notice with "quotes"\nand lines'], [], ['only one']]) {
        const plain = rpcResult(id, {
          content: texts.map((text) => ({ type: 'text' as const, text })),
          structuredContent: structured,
          isError: false,
        });
        assert.equal(toolResultJson(id, texts, structuredJson), JSON.stringify(plain));
      }
    }
  });
});
