/**
 * tsumugi-qs: a tiny, typed query string library.
 *
 * ```ts
 * import { parse, stringify } from "tsumugi-qs";
 *
 * parse("a[b]=1&tags[]=x&tags[]=y"); // { a: { b: "1" }, tags: ["x", "y"] }
 * stringify({ page: 2, q: "green tea" }); // "page=2&q=green%20tea"
 * ```
 *
 * @packageDocumentation
 */
import { parse } from "./parse.js";
import { stringify } from "./stringify.js";

export { parse, splitKey } from "./parse.js";
export { stringify } from "./stringify.js";
export {
  DEFAULT_PARSE_OPTIONS,
  DEFAULT_STRINGIFY_OPTIONS,
  type ParseOptions,
  type Primitive,
  type QueryObject,
  type QueryValue,
  type StringifyOptions,
} from "./types.js";

/** The object form, for `import qs from "tsumugi-qs"`. */
const qs = { parse, stringify } as const;

export default qs;
