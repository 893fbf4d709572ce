import { encodeComponent, isPlainObject } from "./utils";

export interface StringifyOptions {
  /** Sort keys alphabetically at every level. */
  sort?: boolean;
  /** Leave out keys whose value is null or undefined (default true). */
  skipNulls?: boolean;
  /** Prefix a non-empty result with "?". */
  addQueryPrefix?: boolean;
  /** Character between pairs (default "&"). */
  delimiter?: string;
  /**
   * How arrays are written: "brackets" (a[]=1&a[]=2, the default), "repeat" (a=1&a=2)
   * or "comma" (a=1,2; only for arrays of primitives, others fall back to brackets).
   */
  arrayFormat?: "brackets" | "repeat" | "comma";
}

type Primitive = string | number | boolean | bigint | null | undefined;

interface SerializeOptions {
  skipNulls: boolean;
  sort: boolean;
  arrayFormat: NonNullable<StringifyOptions["arrayFormat"]>;
}
export type QueryValue = Primitive | Date | QueryValue[] | { [key: string]: QueryValue };

export function stringify(input: Record<string, QueryValue>, options: StringifyOptions = {}): string {
  const { sort = false, skipNulls = true, addQueryPrefix = false, delimiter = "&", arrayFormat = "brackets" } = options;
  const pairs: string[] = [];
  const keys = Object.keys(input);
  if (sort) keys.sort();
  const opts: SerializeOptions = { skipNulls, sort, arrayFormat };
  for (const key of keys) {
    serialize(key, input[key], pairs, opts);
  }
  const out = pairs.join(delimiter);
  return addQueryPrefix && out ? `?${out}` : out;
}

function serialize(prefix: string, value: QueryValue, pairs: string[], opts: SerializeOptions): void {
  const { skipNulls, sort, arrayFormat } = opts;
  if (value === null || value === undefined) {
    if (!skipNulls) pairs.push(encodeComponent(prefix));
    return;
  }
  if (value instanceof Date) {
    pairs.push(`${encodeComponent(prefix)}=${encodeComponent(value.toISOString())}`);
    return;
  }
  if (Array.isArray(value)) {
    if (arrayFormat === "comma" && value.every((v) => v === null || typeof v !== "object")) {
      const items = value.filter((v) => v !== null && v !== undefined).map((v) => encodeComponent(String(v)));
      if (items.length || !skipNulls) pairs.push(`${encodeComponent(prefix)}=${items.join(",")}`);
      return;
    }
    const itemKey = arrayFormat === "repeat" ? prefix : `${prefix}[]`;
    for (const item of value) serialize(itemKey, item, pairs, opts);
    return;
  }
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (sort) keys.sort();
    for (const k of keys) serialize(`${prefix}[${k}]`, value[k] as QueryValue, pairs, opts);
    return;
  }
  pairs.push(`${encodeComponent(prefix)}=${encodeComponent(String(value))}`);
}
