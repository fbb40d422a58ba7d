/**
 * Shared shapes as OpenAPI components. The schemas in schemas.ts are
 * self-contained (an MCP tool schema cannot point into an OpenAPI document),
 * so the document derives its components from them: every nested occurrence of
 * a shared schema object becomes a `$ref` to its component.
 */

/** A local reference to a component. */
export interface Reference {
  readonly $ref: string;
}

/** `#/components/{section}/{name}` as a reference. */
export function componentRef(section: string, name: string): Reference {
  return { $ref: `#/components/${section}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}` };
}

/**
 * A copy of `schema` in which every nested object that is one of `shared`
 * (compared by identity, so only the very same definition matches) is a
 * reference to its component. The root itself is never replaced.
 */
export function withRefs(schema: object, shared: ReadonlyMap<object, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, replaceShared(value, shared)]));
}

function replaceShared(value: unknown, shared: ReadonlyMap<object, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => replaceShared(item, shared));
  if (typeof value !== 'object' || value === null) return value;
  const name = shared.get(value);
  return name === undefined ? withRefs(value, shared) : componentRef('schemas', name);
}
