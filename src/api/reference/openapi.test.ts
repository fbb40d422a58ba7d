import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLinks } from '../../i18n/links.js';
import { GENERATE_OPTIONS } from '../../options/options.js';
import { ERROR_STATUS } from '../../options/problems.js';
import {
  ANALYSIS_SCHEMA,
  ERROR_CODE_SCHEMA,
  ERROR_SCHEMA,
  GENERATE_REQUEST_SCHEMA,
  GENERATE_RESPONSE_SCHEMA,
  META_SCHEMA,
  SERVICE_INDEX_SCHEMA,
} from '../contract/schemas.js';
import { buildApiReference } from './openapi.js';
import { withRefs } from './openapi-refs.js';

// Replaces every schema $ref with its component: the inverse of withRefs.
function resolveRefs(value: unknown, schemas: Readonly<Record<string, unknown>>): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, schemas));
  if (typeof value !== 'object' || value === null) return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') return resolveRefs(schemas[ref.replace('#/components/schemas/', '')], schemas);
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolveRefs(inner, schemas)]));
}

describe('buildApiReference', () => {
  const { document, errors } = buildApiReference({
    publicBaseUrl: 'https://api.example',
    siteUrl: 'https://site.example',
    links: createLinks({ siteUrl: 'https://site.example', docsUrl: 'https://docs.example/ref' }),
    rateLimit: { limit: 60, windowSeconds: 60 },
    now: () => Date.UTC(2026, 0, 2, 3, 4, 5),
    serviceName: 'Test',
    storeNames: ['memory', 'redis', 'memory-fallback'],
  });
  const doc = document as unknown as {
    components: {
      schemas: Record<string, unknown>;
      requestBodies: Record<string, { content: Record<string, { schema: unknown }> }>;
    };
    info: { description: string };
  };
  const schemas = doc.components.schemas;

  it('derives every component from the schemas the server validates with (one definition)', () => {
    const derived: [name: string, schema: object][] = [
      ['GenerateResponse', GENERATE_RESPONSE_SCHEMA],
      ['Analysis', ANALYSIS_SCHEMA],
      ['Meta', META_SCHEMA],
      ['Error', ERROR_SCHEMA],
      ['ServiceIndex', SERVICE_INDEX_SCHEMA],
    ];
    for (const [name, schema] of derived) {
      assert.deepEqual(resolveRefs(schemas[name], { ...schemas, ErrorCode: ERROR_CODE_SCHEMA }), schema, name);
    }
    assert.equal(
      doc.components.requestBodies.GenerateRequest?.content['application/json']?.schema,
      GENERATE_REQUEST_SCHEMA,
    );
  });

  it('refers to the shared shapes instead of copying them', () => {
    const response = schemas.GenerateResponse as { properties: Record<string, unknown> };
    assert.deepEqual(response.properties.analysis, { $ref: '#/components/schemas/Analysis' });
    assert.deepEqual(response.properties._meta, { $ref: '#/components/schemas/Meta' });
    const error = schemas.Error as { properties: Record<string, unknown> };
    assert.deepEqual(error.properties.error, { $ref: '#/components/schemas/ErrorCode' });
  });

  it('withRefs replaces only the very same object, never an equal copy, and never the root', () => {
    const shared = { type: 'string' };
    const schema = { properties: { a: shared, b: { type: 'string' }, c: { items: shared } } };
    assert.deepEqual(withRefs(schema, new Map([[shared, 'S']])), {
      properties: {
        a: { $ref: '#/components/schemas/S' },
        b: { type: 'string' },
        c: { items: { $ref: '#/components/schemas/S' } },
      },
    });
    assert.deepEqual(withRefs(shared, new Map([[shared, 'S']])), { type: 'string' });
  });

  it("names the request's fields in the option table's order where it says which problem is reported", () => {
    type Operation = { responses: Record<string, { description: string }> };
    const paths = (document as unknown as { paths: Record<string, { post: Operation }> }).paths;
    const text = paths['/v1/generate']?.post.responses['400']?.description ?? '';
    const positions = [...GENERATE_OPTIONS.map((o) => o.wire), 'empty_alphabet'].map((name) => text.indexOf(name));
    assert.ok(
      positions.every((at) => at >= 0),
      text,
    );
    assert.deepEqual(
      [...positions].sort((a, b) => a - b),
      positions,
      text,
    );
  });

  it('the error catalogue has every code once, in the status table order, each with a real example', () => {
    assert.deepEqual(
      errors.map((entry) => entry.code),
      Object.keys(ERROR_STATUS),
    );
    for (const entry of errors) {
      assert.equal(entry.status, ERROR_STATUS[entry.code]);
      assert.equal(entry.example.error, entry.code);
      assert.equal(entry.example.docs, `https://docs.example/ref#${entry.code}`);
      assert.ok(entry.title.length > 0 && entry.cause.length > 0 && entry.remedy.length > 0, entry.code);
    }
    const unknown = errors.find((entry) => entry.code === 'unknown_parameter');
    assert.equal(unknown?.example.suggestion, 'length');
  });

  it('mentions every error code in the description, with its link', () => {
    for (const code of Object.keys(ERROR_STATUS)) {
      assert.ok(doc.info.description.includes(`(https://docs.example/ref#${code})`), code);
    }
  });

  it('is the same document when built twice (examples are fixed, not random)', () => {
    const again = buildApiReference({
      publicBaseUrl: 'https://api.example',
      siteUrl: 'https://site.example',
      links: createLinks({ siteUrl: 'https://site.example', docsUrl: 'https://docs.example/ref' }),
      rateLimit: { limit: 60, windowSeconds: 60 },
      now: () => Date.UTC(2026, 0, 2, 3, 4, 5),
      serviceName: 'Test',
      storeNames: ['memory', 'redis', 'memory-fallback'],
    });
    assert.equal(JSON.stringify(again.document), JSON.stringify(document));
  });
});
