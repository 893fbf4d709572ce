/** Helpers shared by parse() and stringify(). */

const UNRESERVED = /[!'()*]/g;

/**
 * encodeURIComponent, plus the four characters RFC 3986 reserves that it leaves alone.
 * Spaces become %20 (never "+").
 */
export function encodeComponent(value: string): string {
  return encodeURIComponent(value).replace(UNRESERVED, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase());
}

/**
 * decodeURIComponent that never throws: a malformed escape ("%E0%A4%A") is returned as-is,
 * so one bad pair does not make the whole query unreadable.
 */
export function decodeComponent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Split "a=1" into ["a", "1"]; a pair without "=" has the empty string as value. */
export function splitPair(pair: string): [string, string] {
  const at = pair.indexOf("=");
  if (at === -1) return [pair, ""];
  return [pair.slice(0, at), pair.slice(at + 1)];
}
