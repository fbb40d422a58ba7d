import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ERROR_STATUS } from './errors.js';
import { buildOpenApiDocument } from './openapi.js';
import {
  ANALYSIS_SCHEMA,
  ERROR_SCHEMA,
  GENERATE_REQUEST_SCHEMA,
  GENERATE_RESPONSE_SCHEMA,
  META_SCHEMA,
  SERVICE_INDEX_SCHEMA,
} from './schemas.js';

describe('buildOpenApiDocument', () => {
  const doc = buildOpenApiDocument({
    publicBaseUrl: 'https://api.example',
    docsUrl: 'https://docs.example',
    rateLimit: { limit: 60, windowSeconds: 60 },
  }) as { components: { schemas: Record<string, unknown> }; info: { description: string } };

  it('uses the very schema objects the server validates and serialises with (one definition)', () => {
    const s = doc.components.schemas;
    assert.equal(s.GenerateRequest, GENERATE_REQUEST_SCHEMA);
    assert.equal(s.GenerateResponse, GENERATE_RESPONSE_SCHEMA);
    assert.equal(s.Analysis, ANALYSIS_SCHEMA);
    assert.equal(s.Meta, META_SCHEMA);
    assert.equal(s.Error, ERROR_SCHEMA);
    assert.equal(s.ServiceIndex, SERVICE_INDEX_SCHEMA);
  });

  it('the Error schema lists every error code', () => {
    assert.deepEqual([...ERROR_SCHEMA.properties.error.enum].sort(), Object.keys(ERROR_STATUS).sort());
  });

  it('mentions every error code in the description', () => {
    for (const code of Object.keys(ERROR_STATUS)) assert.ok(doc.info.description.includes(code), code);
  });
});
