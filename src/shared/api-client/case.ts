/**
 * Deep key-case conversion between the browser (camelCase) and the API (snake_case),
 * calls-and-errors.md 7.1. Only keys change, never values: a `field: 'first_name'` in
 * an error stays as the server wrote it.
 */

/**
 * Only plain objects and arrays are walked. Anything with another prototype (Date,
 * Blob, File, FormData, URLSearchParams, class instances) is data, not a key map,
 * and passes through untouched.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Query keys such as `filter[purchasePlanSlugs]` carry a bracket syntax the server
 * parses; converting each bracketed part on its own keeps the brackets intact.
 */
function eachPart(key: string, convert: (part: string) => string): string {
  return key.replace(/[^[\]]+/g, convert);
}

function camelPartToSnake(part: string): string {
  // All-caps or already-snake keys (no lower-to-upper transition) are left alone, so
  // `FOO_BAR` and `first_name` do not change.
  if (!/[a-z\d][A-Z]/.test(part)) return part;
  return (
    part
      // `firstName` -> `first_Name`, `line2Address` -> `line2_Address`
      .replace(/([a-z\d])([A-Z])/g, '$1_$2')
      // acronym followed by a word: `XMLHttp` -> `XML_Http`
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
      .toLowerCase()
  );
}

function snakePartToCamel(part: string): string {
  // Leading underscores (`_destroy`, `__typename`) are meaningful markers, not word
  // separators, so only underscores after a letter or digit are folded.
  return part.replace(/_+([a-zA-Z\d])/g, (match, next: string, offset: number) =>
    offset === 0 ? match : next.toUpperCase(),
  );
}

export function snakeKey(key: string): string {
  return eachPart(key, camelPartToSnake);
}

export function camelKey(key: string): string {
  return eachPart(key, snakePartToCamel);
}

function convertKeys(value: unknown, convertKey: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convertKey));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[convertKey(key)] = convertKeys(inner, convertKey);
  }
  return out;
}

/** Request bodies and query params: camelCase keys -> snake_case, deeply. */
export function toSnakeCase<T = unknown>(value: unknown): T {
  return convertKeys(value, snakeKey) as T;
}

type CamelKey<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? Head extends ''
    ? S
    : `${Head}${Capitalize<CamelKey<Tail>>}`
  : S;

/** The type toCamelCase gives a server type (a service's snake_case view), deeply. */
export type CamelCased<T> = T extends readonly (infer Item)[]
  ? CamelCased<Item>[]
  : T extends Date
    ? T
    : T extends object
      ? { [K in keyof T as K extends string ? CamelKey<K> : K]: CamelCased<T[K]> }
      : T;

/** Responses: snake_case keys -> camelCase, deeply. */
export function toCamelCase<T = unknown>(value: unknown): T {
  return convertKeys(value, camelKey) as T;
}
