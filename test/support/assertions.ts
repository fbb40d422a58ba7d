import assert from 'node:assert/strict';

/** What an Error response must look like. */
export interface ExpectedError {
  readonly status: number;
  readonly code: string;
  /** The offending parameter; `null` asserts that the body has no `field` property at all. */
  readonly field?: string | null;
  /** Messages language expected in the message and `_meta.lang.messages`. */
  readonly messages?: 'en' | 'es';
  /** Expected message, when the test knows it exactly. */
  readonly message?: string;
  /** DOCS_URL of the service under test. */
  readonly docsUrl?: string;
}

/** A response as the support helpers return it. */
export interface AnyResponse {
  readonly status: number;
  readonly headers: Headers | Readonly<Record<string, string | string[] | undefined>>;
  readonly body: any;
  readonly text: string;
}

/** A header value whatever the response type. */
export function header(response: AnyResponse, name: string): string | undefined {
  const { headers } = response;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Asserts the Error body of docs/api.md: error, message, optional field, docs (DOCS_URL#code), _meta. */
export function assertError(response: AnyResponse, expected: ExpectedError): void {
  const what = `${expected.code}: ${response.text.slice(0, 300)}`;
  assert.equal(response.status, expected.status, what);
  assert.match(header(response, 'content-type') ?? '', /^application\/json/, what);
  assert.equal(header(response, 'x-content-type-options'), 'nosniff', what);
  const body = response.body;
  assert.equal(typeof body, 'object', what);
  assert.equal(body.error, expected.code, what);
  assert.equal(typeof body.message, 'string', what);
  assert.ok(body.message.length > 20, what);
  assert.doesNotMatch(body.message, /\{[a-z_]+\}/, 'no unfilled placeholder');
  if (expected.message !== undefined) assert.equal(body.message, expected.message);
  if (expected.field === null) assert.ok(!('field' in body), `${what}: must have no field property`);
  else if (expected.field !== undefined) assert.equal(body.field, expected.field, what);
  const docsUrl = expected.docsUrl ?? 'http://pw.example/docs';
  assert.equal(body.docs, `${docsUrl}#${expected.code}`, what);
  assert.equal(body._meta?.plan, 'anonymous', what);
  assert.equal(body._meta.lang.messages, expected.messages ?? 'en', what);
  assert.equal(body._meta.docs, docsUrl, what);
}
