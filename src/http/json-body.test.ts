import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isJsonMediaType, readJsonBody } from './json-body.js';

describe('isJsonMediaType', () => {
  it('accepts application/json and +json types, parameters and case ignored', () => {
    for (const type of [
      'application/json',
      'Application/JSON',
      'application/json; charset=utf-8',
      'application/vnd.api+json',
    ]) {
      assert.equal(isJsonMediaType(type), true, type);
    }
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'text/json', 'multipart/form-data', '']) {
      assert.equal(isJsonMediaType(type), false, type);
    }
  });
});

describe('readJsonBody', () => {
  it('an empty or whitespace-only body is absent, whatever the content type', () => {
    for (const type of [undefined, 'application/json', 'application/x-www-form-urlencoded', 'text/plain']) {
      for (const raw of [undefined, '', '   ', '\n\t \r\n'])
        assert.deepEqual(readJsonBody(type, raw), { kind: 'absent' });
    }
  });

  it('a body without Content-Type is read as JSON', () => {
    assert.deepEqual(readJsonBody(undefined, '{"length":5}'), { kind: 'json', value: { length: 5 } });
    assert.deepEqual(readJsonBody(undefined, '{'), { kind: 'problem', problem: { code: 'invalid_json' } });
  });

  it('a non-JSON content type with a body is unsupported_media_type, even if the body is JSON', () => {
    assert.deepEqual(readJsonBody('application/x-www-form-urlencoded', 'length=5'), {
      kind: 'problem',
      problem: { code: 'unsupported_media_type' },
    });
    assert.deepEqual(readJsonBody('text/plain', '{}'), {
      kind: 'problem',
      problem: { code: 'unsupported_media_type' },
    });
  });

  it('malformed JSON is invalid_json; any JSON value parses', () => {
    for (const raw of ['{', '{"a":}', "{'a':1}", 'nul', '{"a":1}x']) {
      assert.deepEqual(
        readJsonBody('application/json', raw),
        { kind: 'problem', problem: { code: 'invalid_json' } },
        raw,
      );
    }
    assert.deepEqual(readJsonBody('application/json', ' [1] '), { kind: 'json', value: [1] });
    assert.deepEqual(readJsonBody('application/json', 'null'), { kind: 'json', value: null });
  });
});
