import {
  DEFAULT_STRINGIFY_OPTIONS,
  type QueryObject,
  type QueryValue,
  type StringifyOptions,
} from "./types.js";

type Options = Required<StringifyOptions>;

function encodePart(part: string, encode: boolean): string {
  return encode ? encodeURIComponent(part) : part;
}

function keysOf(obj: QueryObject, sort: Options["sort"]): string[] {
  const keys = Object.keys(obj);
  if (sort === true) return keys.sort();
  if (typeof sort === "function") return keys.sort(sort);
  return keys;
}

function serialize(prefix: string, value: QueryValue, opts: Options, out: string[]): void {
  if (value === null || value === undefined) {
    if (!opts.skipNulls) out.push(encodePart(prefix, opts.encode));
    return;
  }
  if (Array.isArray(value)) {
    if (opts.arrayFormat === "comma") {
      const items = value.filter((item) => item !== null && item !== undefined).map(String);
      out.push(`${encodePart(prefix, opts.encode)}=${encodePart(items.join(","), opts.encode)}`);
      return;
    }
    const itemKey = opts.arrayFormat === "repeat" ? prefix : `${prefix}[]`;
    value.forEach((item) => serialize(itemKey, item, opts, out));
    return;
  }
  if (typeof value === "object") {
    for (const key of keysOf(value, opts.sort)) {
      serialize(`${prefix}[${key}]`, value[key], opts, out);
    }
    return;
  }
  out.push(`${encodePart(prefix, opts.encode)}=${encodePart(String(value), opts.encode)}`);
}

/**
 * Turns an object into a query string (without the leading "?").
 *
 * @example
 * stringify({ q: "tea", tags: ["green", "hot"] }) // "q=tea&tags%5B%5D=green&tags%5B%5D=hot"
 */
export function stringify(obj: QueryObject, options: StringifyOptions = {}): string {
  const opts: Options = { ...DEFAULT_STRINGIFY_OPTIONS, ...options };
  const out: string[] = [];
  for (const key of keysOf(obj, opts.sort)) {
    serialize(key, obj[key], opts, out);
  }
  return out.join("&");
}
