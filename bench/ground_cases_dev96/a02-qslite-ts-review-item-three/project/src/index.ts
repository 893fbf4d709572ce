/**
 * qs-lite: query strings with nested keys, without dependencies.
 *
 * ```ts
 * import { parse, stringify } from "qs-lite";
 *
 * stringify({ page: 2, tags: ["a", "b"] });
 * // "page=2&tags[]=a&tags[]=b" (brackets are percent-encoded in the real output)
 *
 * parse("filter[status]=open&page=2");
 * // { filter: { status: "open" }, page: "2" }
 * ```
 *
 * Values always parse as strings; numbers and booleans are left to the caller,
 * who knows what the keys mean.
 */

export { parse, splitKey } from "./parse";
export type { ParseOptions, ParsedObject, ParsedValue } from "./parse";
export { stringify } from "./stringify";
export type { QueryValue, StringifyOptions } from "./stringify";
export { decodeComponent, encodeComponent } from "./utils";

/** The package version, kept in step with package.json by the release script. */
export const VERSION = "2.6.1";

/** True when `value` looks like a query string this package can read. */
export function isQueryString(value: unknown): value is string {
  return typeof value === "string" && !/[\s#]/.test(value.replace(/^\?/, ""));
}
