/** Replaces every local `$ref` of an OpenAPI document's schema with its target, recursively (no cycles here). */
export function dereference(doc: any, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => dereference(doc, item));
  if (typeof value !== 'object' || value === null) return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce((at: any, part) => at?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    return dereference(doc, target);
  }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, dereference(doc, inner)]));
}

/** The request schema of POST /v1/generate in a served document. */
export function generateRequestSchema(doc: any): unknown {
  return doc.components.requestBodies.GenerateRequest.content['application/json'].schema;
}
