import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { RunningService } from '../src/main.js';
import { ERROR_STATUS } from '../src/options/problems.js';
import type { RateLimitStore } from '../src/ratelimit/store.js';
import { type AnyResponse, header } from './support/assertions.js';
import { dereference, generateRequestSchema } from './support/openapi.js';
import { rawRequest } from './support/raw-http.js';
import { postJson, startTestService } from './support/service.js';

const DOC_ID = 'https://pw.example/openapi.json';

// Points every local $ref at the registered document, so inline schemas resolve too.
function absoluteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(absoluteRefs);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/') ? `${DOC_ID}${inner}` : absoluteRefs(inner),
    ]),
  );
}

/** Validates live responses against the schemas of the served document. */
class LiveValidator {
  readonly ajv = new Ajv2020({ allErrors: true, strict: false });
  constructor(readonly doc: any) {
    (addFormats as unknown as (ajv: Ajv2020) => void)(this.ajv);
    this.ajv.addSchema({ ...(absoluteRefs(doc) as object), $id: DOC_ID });
  }

  private resolve(node: any): any {
    let current = node;
    while (current?.$ref !== undefined) {
      const pointer = String(current.$ref).replace(/^#\//, '').split('/');
      current = pointer.reduce((at: any, part) => at?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], this.doc);
    }
    return current;
  }

  /** The documented response for a path, method and status; fails when it is not documented. */
  documented(path: string, method: string, status: number): any {
    const operation = this.doc.paths?.[path]?.[method.toLowerCase()];
    assert.ok(operation, `${method} ${path} is documented`);
    const response = this.resolve(operation.responses?.[String(status)]);
    assert.ok(response, `${method} ${path} documents status ${status}`);
    return response;
  }

  check(path: string, method: string, live: AnyResponse): void {
    const response = this.documented(path, method, live.status);
    const schema = response.content?.['application/json']?.schema;
    assert.ok(schema, `${method} ${path} ${live.status} has a JSON schema`);
    this.validate(schema, live.body, `${method} ${path} ${live.status}`);
    for (const name of Object.keys(response.headers ?? {})) {
      const value = header(live, name);
      assert.ok(value !== undefined, `${method} ${path} ${live.status} carries documented header ${name}`);
      const headerSchema = this.resolve(response.headers[name]).schema;
      const typed = headerSchema?.type === 'integer' ? Number(value) : value;
      this.validate(headerSchema, typed, `header ${name}: ${value}`);
    }
  }

  validate(schema: unknown, value: unknown, what: string): void {
    const validate = this.ajv.compile(absoluteRefs(schema) as object);
    assert.ok(validate(value), `${what}: ${JSON.stringify(validate.errors)}\n${JSON.stringify(value).slice(0, 500)}`);
  }

  component(name: string, value: unknown, what: string): void {
    this.validate({ $ref: `#/components/schemas/${name}` }, value, what);
  }
}

describe('GET /openapi.json', () => {
  let service: RunningService;
  let doc: any;
  let live: LiveValidator;

  before(async () => {
    service = await startTestService({ RATE_LIMIT_MAX: '1000' });
    const response = await rawRequest(`${service.url}/openapi.json`);
    assert.equal(response.status, 200);
    doc = response.body;
    live = new LiveValidator(doc);
  });
  after(() => service.close());

  it('declares openapi 3.1.x and API version 1.0.0', () => {
    assert.match(doc.openapi, /^3\.1\.\d+$/);
    assert.equal(doc.info.version, '1.0.0');
  });

  it('its server is PUBLIC_BASE_URL and its external docs DOCS_URL', () => {
    assert.deepEqual(
      doc.servers.map((server: { url: string }) => server.url),
      ['http://pw.example'],
    );
    assert.equal(doc.externalDocs.url, 'http://pw.example/docs');
  });

  it('says that no authentication exists, and has a license and a contact', () => {
    assert.deepEqual(doc.security, []);
    assert.equal(doc.info.license.name, 'MIT');
    assert.ok(doc.info.contact.url);
    assert.match(doc.info.description, /## Authentication\n\nNone/);
  });

  it('every operation has an id, a tag that is declared, a summary and a description', () => {
    const tags = new Set(doc.tags.map((tag: { name: string }) => tag.name));
    const ids = new Set<string>();
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const [method, operation] of Object.entries<any>(item)) {
        const what = `${method} ${path}`;
        assert.ok(operation.operationId && !ids.has(operation.operationId), what);
        ids.add(operation.operationId);
        assert.ok(operation.tags.length > 0 && operation.tags.every((tag: string) => tags.has(tag)), what);
        assert.ok(operation.summary && operation.description, what);
      }
    }
    assert.equal(ids.size, 8);
  });

  it('has every path with its method', () => {
    assert.ok(doc.paths['/'].get);
    assert.ok(doc.paths['/openapi.json'].get);
    assert.ok(doc.paths['/v1/generate'].post);
    assert.ok(doc.paths['/v1/check'].post);
    assert.ok(doc.paths['/mcp']?.post, 'POST /mcp');
    const generate = doc.paths['/v1/generate'].post;
    const parameters = dereference(doc, generate.parameters) as any[];
    assert.ok(parameters.some((p) => p.name === 'lang' && p.in === 'query'));
    assert.deepEqual(generate.requestBody, { $ref: '#/components/requestBodies/GenerateRequest' });
    assert.ok(generateRequestSchema(doc));
    for (const status of ['200', '400', '413', '415', '429']) assert.ok(generate.responses[status], status);
    assert.ok(doc.paths['/v1/check'].post.responses['501']);
  });

  it('publishes the level thresholds, the no_repeats guarantee, the null quota and the rate-limit headers', () => {
    const text = JSON.stringify(doc);
    for (const threshold of ['T < 60', 'T < 86400', 'T < 31557600', 'T < 3155760000', '365.25']) {
      assert.ok(text.includes(threshold), threshold);
    }
    assert.match(text, /never lets a repeat slip through/);
    assert.match(text, /log2\(N\) \+ \(L-1\)\*log2\(N-1\)/);
    assert.match(text, /quota[^"]*null|null because daily requests are not counted/i);
    for (const name of [
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
      'RateLimit-Policy',
      'Retry-After',
    ]) {
      assert.ok(doc.components.headers[name], name);
    }
    assert.ok(doc.paths['/v1/generate'].post.responses['200'].headers['RateLimit-Remaining']);
  });

  it('lists every error code in the Error schema, and every code has an example body', () => {
    assert.deepEqual(doc.components.schemas.Error.properties.error, { $ref: '#/components/schemas/ErrorCode' });
    assert.deepEqual([...doc.components.schemas.ErrorCode.enum].sort(), Object.keys(ERROR_STATUS).sort());
    const examples = new Set(JSON.stringify(doc).match(/"error":"[a-z_]+"/g));
    for (const code of Object.keys(ERROR_STATUS)) {
      if (code === 'not_found' || code === 'method_not_allowed') continue; // only in the /docs catalogue
      assert.ok(examples.has(`"error":"${code}"`), code);
    }
  });

  it('types lang as a string, level as 0-4 and the quota as integer or null, without type arrays', () => {
    const request = generateRequestSchema(doc) as any;
    assert.equal(request.properties.lang.type, 'string');
    assert.deepEqual(doc.components.schemas.Analysis.properties.level.enum, [0, 1, 2, 3, 4]);
    assert.doesNotMatch(JSON.stringify(doc), /"type":\[/);
  });

  it('every example in the document is valid against its schema', () => {
    let count = 0;
    const visit = (node: any, where: string): void => {
      if (typeof node !== 'object' || node === null) return;
      if (node.schema !== undefined && node.examples !== undefined && !Array.isArray(node.examples)) {
        for (const [name, example] of Object.entries<any>(node.examples)) {
          live.validate(node.schema, example.value, `${where} example ${name}`);
          count++;
        }
      }
      for (const [key, inner] of Object.entries(node)) visit(inner, `${where}/${key}`);
    };
    visit(doc.paths, '#/paths');
    visit(doc.components, '#/components');
    assert.ok(count >= 20, `${count} examples`);
  });

  it('has no sign-up or pricing link anywhere', () => {
    const links = JSON.stringify(doc).match(/https?:\/\/[^"\s)]+/g) ?? [];
    for (const link of links) assert.doesNotMatch(link, /sign|pric|regist|plan/i, link);
  });

  it('the request schema in the document decides exactly what the server accepts (no drift)', async () => {
    const bodies: unknown[] = [
      {},
      { length: 4 },
      { length: 64, count: 20 },
      { length: 3 },
      { length: 65 },
      { length: '20' },
      { length: 20.5 },
      { count: 0 },
      { count: 21 },
      { count: null },
      { lower: 'yes' },
      { no_repeats: 1 },
      { exclude_ambiguous: true, no_repeats: true },
      { lower: false, upper: false, digits: false, symbols: false },
      { lower: false, upper: false, digits: false, symbols: true },
      { lang: 5 },
      { lang: null, count: 2 },
      { lang: [], count: 0 },
      { lang: 'xx' },
      { extra: 1 },
      [],
      'text',
      7,
      null,
    ];
    const validate = live.ajv.compile(absoluteRefs(generateRequestSchema(doc)) as object);
    // lang is typed as a string for clients, but the server never refuses a body for its lang:
    // such a body is accepted exactly when it would be without lang.
    const accepts = (body: unknown): boolean => {
      if (validate(body)) return true;
      if (typeof body !== 'object' || body === null || !('lang' in body)) return false;
      const { lang: _ignored, ...rest } = body as Record<string, unknown>;
      return validate(rest);
    };
    for (const body of bodies) {
      const response = await postJson(`${service.url}/v1/generate`, JSON.stringify(body));
      assert.equal(response.status === 200, accepts(body), `${JSON.stringify(body)} -> ${response.status}`);
    }
    assert.equal(validate({ lang: 5 }), false, 'the document says lang is a string');
    assert.equal((await postJson(`${service.url}/v1/generate`, { lang: 5, length: 3 })).body.error, 'invalid_length');
  });

  describe('live responses match the document', () => {
    it('the live check has teeth: a wrong body or a missing header fails it', async () => {
      const ok = await postJson(`${service.url}/v1/generate`);
      const wrongBody = { ...ok, body: { ...ok.body, analysis: { ...ok.body.analysis, level: 5 } } };
      assert.throws(() => live.check('/v1/generate', 'POST', wrongBody));
      const headers = new Headers(ok.headers);
      headers.delete('ratelimit-remaining');
      assert.throws(() => live.check('/v1/generate', 'POST', { ...ok, headers }));
      assert.throws(() => live.check('/v1/generate', 'POST', { ...ok, status: 418 }));
    });

    it('GET / and GET /openapi.json', async () => {
      live.check('/', 'GET', await rawRequest(`${service.url}/`));
      live.check('/', 'GET', await rawRequest(`${service.url}/?lang=es`));
      live.check('/openapi.json', 'GET', await rawRequest(`${service.url}/openapi.json`));
    });

    it('POST /v1/generate 200 in several shapes', async () => {
      for (const body of [
        undefined,
        { count: 20, length: 64, no_repeats: true },
        { length: 4, lang: 'es' },
        { lang: 'ko' },
      ]) {
        live.check('/v1/generate', 'POST', await postJson(`${service.url}/v1/generate`, body));
      }
    });

    it('POST /v1/generate 400 for every 400 code, 413 and 415', async () => {
      const url = `${service.url}/v1/generate`;
      const cases: [body: unknown, headers: Record<string, string>, code: string][] = [
        [{ length: 2 }, {}, 'invalid_length'],
        [{ count: 99 }, {}, 'invalid_count'],
        [{ lower: false, upper: false, digits: false, symbols: false }, {}, 'empty_alphabet'],
        [{ what: 1 }, {}, 'unknown_parameter'],
        [{ digits: 'no' }, {}, 'invalid_parameter'],
        ['{', {}, 'invalid_json'],
        ['[]', {}, 'invalid_body'],
        ['a=1', { 'content-type': 'application/x-www-form-urlencoded' }, 'unsupported_media_type'],
        ['x'.repeat(9000), {}, 'payload_too_large'],
      ];
      for (const [body, headers, code] of cases) {
        const response = await postJson(url, body, headers);
        assert.equal(response.body.error, code);
        live.check('/v1/generate', 'POST', response);
      }
    });

    it('POST /v1/check 501 and 413', async () => {
      live.check('/v1/check', 'POST', await postJson(`${service.url}/v1/check`, { password: 'x' }));
      live.check('/v1/check', 'POST', await postJson(`${service.url}/v1/check?lang=es`, 'x'.repeat(9000)));
    });

    it('GET /healthz and /readyz', async () => {
      live.check('/healthz', 'GET', await rawRequest(`${service.url}/healthz`));
      live.check('/readyz', 'GET', await rawRequest(`${service.url}/readyz`));
    });

    it('404, 405 and 400 bad_request are Error bodies', async () => {
      live.component('Error', (await rawRequest(`${service.url}/nope`)).body, '404');
      live.component('Error', (await rawRequest(`${service.url}/v1/generate`)).body, '405');
      live.component('Error', (await rawRequest(`${service.url}/%%`)).body, '400 bad_request');
    });

    it('POST /mcp tools/call 200', async () => {
      const response = await postJson(
        `${service.url}/mcp`,
        { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'generate_password', arguments: { count: 3 } } },
        { accept: 'application/json, text/event-stream' },
      );
      live.check('/mcp', 'POST', response);
      const structured = response.body.result?.structuredContent;
      if (structured !== undefined) live.component('GenerateResponse', structured, 'MCP structuredContent');
    });
  });
});

describe('live 429 and 500 match the document', () => {
  it('429 rate_limited with Retry-After and RateLimit headers', async () => {
    const service = await startTestService({ RATE_LIMIT_MAX: '1' });
    try {
      const doc = (await rawRequest(`${service.url}/openapi.json`)).body;
      const live = new LiveValidator(doc);
      live.check('/v1/generate', 'POST', await postJson(`${service.url}/v1/generate`));
      const refused = await postJson(`${service.url}/v1/generate?lang=es`);
      assert.equal(refused.status, 429);
      live.check('/v1/generate', 'POST', refused);
    } finally {
      await service.close();
    }
  });

  it('500 internal_error', async () => {
    const limiter: RateLimitStore = {
      name: 'memory',
      hit: () => Promise.reject(new Error('boom')),
      status: () => ({ ready: true, store: 'memory' }),
      close: () => Promise.resolve(),
    };
    const service = await startTestService({}, { limiter });
    try {
      const doc = (await rawRequest(`${service.url}/openapi.json`)).body;
      const response = await postJson(`${service.url}/v1/generate`);
      assert.equal(response.status, 500);
      new LiveValidator(doc).check('/v1/generate', 'POST', response);
    } finally {
      await service.close();
    }
  });
});
