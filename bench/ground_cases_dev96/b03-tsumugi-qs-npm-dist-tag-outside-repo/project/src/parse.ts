import { DEFAULT_PARSE_OPTIONS, type ParseOptions, type QueryObject, type QueryValue } from "./types.js";

function decode(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    return part;
  }
}

function coerceValue(raw: string): QueryValue {
  if (raw === "true") return true;
  if (raw === "false") return false;
  if (raw !== "" && !Number.isNaN(Number(raw))) return Number(raw);
  return raw;
}

/** Splits `a[b][c]` into ["a", "b", "c"], keeping anything past `depth` as one literal segment. */
export function splitKey(key: string, depth: number): string[] {
  const first = key.indexOf("[");
  if (first <= 0) return [key];
  const segments = [key.slice(0, first)];
  const re = /\[([^\]]*)\]/g;
  re.lastIndex = first;
  let match: RegExpExecArray | null;
  let end = first;
  while ((match = re.exec(key)) !== null && segments.length <= depth) {
    segments.push(match[1] ?? "");
    end = re.lastIndex;
  }
  if (end < key.length) segments.push(key.slice(end));
  return segments;
}

function assign(target: QueryObject, path: string[], value: QueryValue): void {
  let node: QueryObject = target;
  path.forEach((segment, i) => {
    const last = i === path.length - 1;
    const current = node[segment];
    if (last) {
      if (segment === "") return;
      node[segment] = current === undefined ? value : ([] as QueryValue[]).concat(current, value);
      return;
    }
    if (path[i + 1] === "") {
      node[segment] = ([] as QueryValue[]).concat(current ?? [], value);
      return;
    }
    if (current === null || typeof current !== "object" || Array.isArray(current)) node[segment] = {};
    node = node[segment] as QueryObject;
  });
}

/** Parses a query string (with or without the leading "?") into an object. */
export function parse(query: string, options: ParseOptions = {}): QueryObject {
  const opts = { ...DEFAULT_PARSE_OPTIONS, ...options };
  const result: QueryObject = {};
  const text = query.startsWith("?") ? query.slice(1) : query;
  if (text === "") return result;
  for (const pair of text.split("&").slice(0, opts.parameterLimit)) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    const key = decode(eq === -1 ? pair : pair.slice(0, eq));
    const raw = eq === -1 ? "" : decode(pair.slice(eq + 1));
    assign(result, splitKey(key, opts.depth), opts.coerce ? coerceValue(raw) : raw);
  }
  return result;
}
