/**
 * qs-lite: parse and stringify query strings with nested objects and arrays.
 *
 * The public API is what this file exports. Everything under src/ that is not
 * re-exported here is internal and may change in a patch release.
 */
import { parse } from './parse';
import { stringify } from './stringify';
import type { StringifyOptions } from './stringify';

export { parse, stringify };
export type { ParseOptions } from './parse';
export type { ArrayFormat, StringifyOptions } from './stringify';
export { decodeComponent, encodeComponent } from './utils';

/** Kept in sync with package.json by the release script. */
export const VERSION = '2.3.1';

/** The parsed shape of a query string. */
export type ParsedQuery = {
  [key: string]: string | string[] | ParsedQuery | ParsedQuery[] | undefined;
};

/**
 * Merge extra parameters into an existing query string; later keys win.
 *
 *     withParams('?page=1&q=x', { page: 2 })  // 'page=2&q=x'
 */
export function withParams(query: string, extra: Record<string, unknown>, options?: StringifyOptions): string {
  const current = parse(query, { ignoreQueryPrefix: true }) as Record<string, unknown>;
  return stringify({ ...current, ...extra }, options);
}
