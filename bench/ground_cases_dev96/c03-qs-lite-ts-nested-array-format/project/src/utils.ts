/** Helpers shared by parse and stringify. */

const UNRESERVED = /[!'()*]/g;

/**
 * Percent-encode like encodeURIComponent, and also the characters RFC 3986 reserves
 * that encodeURIComponent leaves alone (! ' ( ) *).
 */
export function encodeComponent(text: string): string {
  return encodeURIComponent(text).replace(UNRESERVED, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Decode a component; '+' is a space, malformed sequences are kept as they are. */
export function decodeComponent(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Keys that must never be assigned while parsing (prototype pollution). */
export const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function isForbiddenKey(key: string): boolean {
  return FORBIDDEN_KEYS.has(key);
}
