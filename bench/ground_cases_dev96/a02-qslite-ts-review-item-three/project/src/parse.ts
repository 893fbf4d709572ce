import { decodeComponent, splitPair } from "./utils";

export interface ParseOptions {
  /** How many bracket levels (a[b][c]) become nested objects; the rest of the key stays literal. */
  depth?: number;
  /** Stop reading after this many pairs. */
  parameterLimit?: number;
  /** Character between pairs (default "&"). */
  delimiter?: string;
  /** Drop a leading "?" (default true). */
  ignoreQueryPrefix?: boolean;
}

export type ParsedValue = string | ParsedValue[] | ParsedObject;
export interface ParsedObject {
  [key: string]: ParsedValue;
}

const DEFAULTS: Required<ParseOptions> = {
  depth: 5,
  parameterLimit: Infinity,
  delimiter: "&",
  ignoreQueryPrefix: true,
};

export function parse(query: string, options: ParseOptions = {}): ParsedObject {
  const opts = { ...DEFAULTS, ...options };
  const result: ParsedObject = {};
  let text = query;
  if (opts.ignoreQueryPrefix && text.startsWith("?")) text = text.slice(1);
  if (!text) return result;
  const pairs = text.split(opts.delimiter).slice(0, opts.parameterLimit);
  for (const pair of pairs) {
    if (!pair) continue;
    const [rawKey, rawValue] = splitPair(pair);
    const key = decodeComponent(rawKey);
    const value = decodeComponent(rawValue);
    assignPath(result, splitKey(key, opts.depth), value);
  }
  return result;
}

/** "a[b][c]" -> ["a", "b", "c"]; levels past `depth` stay as one literal segment. */
export function splitKey(key: string, depth: number): string[] {
  const open = key.indexOf("[");
  if (open <= 0) return [key];
  const segments = [key.slice(0, open)];
  const bracket = /\[([^[\]]*)\]/g;
  bracket.lastIndex = open;
  let rest = open;
  let m: RegExpExecArray | null;
  while (segments.length <= depth && (m = bracket.exec(key)) !== null && m.index === rest) {
    segments.push(m[1]);
    rest = bracket.lastIndex;
  }
  if (rest < key.length) segments.push(key.slice(rest));
  return segments;
}

function assignPath(target: ParsedObject, segments: string[], value: string): void {
  // "a[]=1&a[]=2": the last segment is empty and the parent holds an array
  const isPush = segments.length > 1 && segments[segments.length - 1] === "";
  const path = isPush ? segments.slice(0, -1) : segments;
  let node: ParsedObject = target;
  for (let i = 0; i < path.length - 1; i++) {
    const seg = path[i];
    const next = node[seg];
    if (next === undefined || typeof next === "string" || Array.isArray(next)) {
      node[seg] = {};
    }
    node = node[seg] as ParsedObject;
  }
  const last = path[path.length - 1];
  if (isPush) pushValue(node, last, value);
  else setValue(node, last, value);
}

function pushValue(node: ParsedObject, key: string, value: string): void {
  const existing = node[key];
  if (Array.isArray(existing)) existing.push(value);
  else if (typeof existing === "string") node[key] = [existing, value];
  else node[key] = [value];
}

function setValue(node: ParsedObject, key: string, value: string): void {
  const existing = node[key];
  if (existing === undefined) node[key] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else if (typeof existing === "string") node[key] = [existing, value];
  else node[key] = value;
}
