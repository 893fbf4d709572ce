import { encodeComponent, isPlainObject } from './utils';

export type ArrayFormat = 'indices' | 'brackets' | 'repeat' | 'comma';

export interface StringifyOptions {
  /** a[0]=x (indices), a[]=x (brackets), a=x&a=y (repeat) or a=x,y (comma). */
  arrayFormat?: ArrayFormat;
  /** Percent-encode keys and values (default true). */
  encode?: boolean;
  /** Leave out null values instead of writing a bare key (default false). */
  skipNulls?: boolean;
  /** Put '?' in front of a non-empty result (default false). */
  addQueryPrefix?: boolean;
  /** Sort keys (at every level) with this comparator; false keeps insertion order (default). */
  sort?: ((a: string, b: string) => number) | false;
}

const DEFAULTS: Required<StringifyOptions> = {
  arrayFormat: 'indices',
  encode: true,
  skipNulls: false,
  addQueryPrefix: false,
  sort: false,
};

function keysOf(obj: Record<string, unknown>, opts: Required<StringifyOptions>): string[] {
  const keys = Object.keys(obj);
  return opts.sort ? keys.sort(opts.sort) : keys;
}

function arrayKey(prefix: string, index: number, format: ArrayFormat): string {
  switch (format) {
    case 'brackets':
      return `${prefix}[]`;
    case 'repeat':
    case 'comma':
      return prefix;
    default:
      return `${prefix}[${index}]`;
  }
}

function pair(key: string, value: unknown, opts: Required<StringifyOptions>): string {
  const k = opts.encode ? encodeComponent(key) : key;
  const v = opts.encode ? encodeComponent(String(value)) : String(value);
  return `${k}=${v}`;
}

function walk(prefix: string, value: unknown, opts: Required<StringifyOptions>, out: string[]): void {
  if (value === undefined) return;
  if (value === null) {
    if (!opts.skipNulls) out.push(opts.encode ? encodeComponent(prefix) : prefix);
    return;
  }
  if (value instanceof Date) {
    out.push(pair(prefix, value.toISOString(), opts));
    return;
  }
  if (Array.isArray(value)) {
    if (opts.arrayFormat === 'comma') {
      if (value.length > 0) out.push(pair(prefix, value.join(','), opts));
      return;
    }
    value.forEach((item, i) => walk(arrayKey(prefix, i, DEFAULTS.arrayFormat), item, opts, out));
    return;
  }
  if (isPlainObject(value)) {
    for (const k of keysOf(value, opts)) walk(`${prefix}[${k}]`, value[k], opts, out);
    return;
  }
  out.push(pair(prefix, value, opts));
}

/** Turn an object into a query string (without '?' unless addQueryPrefix is set). */
export function stringify(obj: Record<string, unknown>, options: StringifyOptions = {}): string {
  const opts = { ...DEFAULTS, ...options };
  const out: string[] = [];
  for (const key of keysOf(obj, opts)) {
    const value = obj[key];
    if (Array.isArray(value) && opts.arrayFormat !== 'comma') {
      value.forEach((item, i) => walk(arrayKey(key, i, opts.arrayFormat), item, opts, out));
      continue;
    }
    walk(key, value, opts, out);
  }
  const qs = out.join('&');
  return opts.addQueryPrefix && qs ? `?${qs}` : qs;
}
