import { decodeComponent, isForbiddenKey } from './utils';

export interface ParseOptions {
  /** How many levels of [key] are nested; deeper segments stay in the key (default 5). */
  depth?: number;
  /** An index above this turns an array into an object (default 20). */
  arrayLimit?: number;
  /** Split 'a=x,y' into ['x', 'y'] (default false). */
  comma?: boolean;
  /** Drop a leading '?' (default false). */
  ignoreQueryPrefix?: boolean;
}

type Node = Record<string, unknown>;

const DEFAULTS: Required<ParseOptions> = { depth: 5, arrayLimit: 20, comma: false, ignoreQueryPrefix: false };

/** 'a[b][c]' -> ['a', 'b', 'c']; segments past depth are kept together as one key. */
function segments(key: string, depth: number): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const parts = [key.slice(0, open)];
  const rx = /\[([^\]]*)\]/g;
  rx.lastIndex = open;
  let m: RegExpExecArray | null;
  let last = open;
  while ((m = rx.exec(key)) !== null && parts.length <= depth) {
    parts.push(m[1] ?? '');
    last = rx.lastIndex;
  }
  if (last < key.length) parts.push(key.slice(last));
  return parts;
}

function assign(target: Node, path: string[], value: string, opts: Required<ParseOptions>): void {
  let node: Node = target;
  for (let i = 0; i < path.length; i++) {
    const seg = path[i]!;
    if (isForbiddenKey(seg)) return;
    const isLast = i === path.length - 1;
    const nextSeg = path[i + 1];
    if (Array.isArray(node) && seg === '') {
      if (isLast) (node as unknown[]).push(value);
      else (node as unknown[]).push((node = {} as Node));
      continue;
    }
    if (isLast) {
      const prev = node[seg];
      node[seg] = prev === undefined ? value : ([] as unknown[]).concat(prev, value);
      return;
    }
    const wantsArray = nextSeg === '' || (/^\d+$/.test(nextSeg ?? '') && Number(nextSeg) <= opts.arrayLimit);
    if (node[seg] === undefined) node[seg] = wantsArray ? [] : {};
    node = node[seg] as Node;
  }
}

/** Parse a query string into nested objects and arrays. Values are always strings. */
export function parse(query: string, options: ParseOptions = {}): Node {
  const opts = { ...DEFAULTS, ...options };
  const text = opts.ignoreQueryPrefix ? query.replace(/^\?/, '') : query;
  const result: Node = Object.create(null);
  for (const part of text.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = decodeComponent(eq === -1 ? part : part.slice(0, eq));
    const raw = eq === -1 ? '' : decodeComponent(part.slice(eq + 1));
    const path = segments(key, opts.depth);
    if (opts.comma && raw.includes(',')) {
      for (const item of raw.split(',')) assign(result, [...path, ''], item, opts);
      continue;
    }
    assign(result, path, raw, opts);
  }
  return Object.fromEntries(Object.entries(result));
}
