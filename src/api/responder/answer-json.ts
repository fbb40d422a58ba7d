/**
 * The one owner of the service's fast path for answers: a body built from
 * pre-serialised parts is registered here with its JSON text, and
 * {@link answerJson} serialises any answer, splicing that text in wherever the
 * registered object appears (a REST answer is the body itself; an MCP tool
 * result holds it as `structuredContent`). Everything else handles plain
 * objects. Serialising the generate answer field by field was the largest cost
 * of a request after the framework itself (npm run bench).
 */

// Objects whose JSON is known already. Weak, so a body is forgotten with its answer.
const KNOWN_JSON = new WeakMap<object, string>();

/** Registers `json` as the serialisation of `value` (which must equal `JSON.stringify(value)`), and returns `value`. */
export function withKnownJson<T extends object>(value: T, json: string): T {
  KNOWN_JSON.set(value, json);
  return value;
}

/**
 * `JSON.stringify(value)` for a plain JSON value (objects, arrays, strings,
 * finite numbers, booleans, null; undefined members left out as JSON does),
 * with the known JSON of registered objects spliced in rather than serialised
 * again. A test checks it against `JSON.stringify` for arbitrary values.
 */
export function answerJson(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  const known = KNOWN_JSON.get(value);
  if (known !== undefined) return known;
  if (Array.isArray(value)) return `[${value.map(arrayItemJson).join(',')}]`;
  let json = '';
  for (const [key, member] of Object.entries(value)) {
    if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
    json += `${json === '' ? '' : ','}${JSON.stringify(key)}:${answerJson(member)}`;
  }
  return `{${json}}`;
}

// Arrays serialise a missing value as null, as JSON.stringify does.
function arrayItemJson(item: unknown): string {
  return item === undefined || typeof item === 'function' || typeof item === 'symbol' ? 'null' : answerJson(item);
}
