import { describe, expect, it } from 'vitest';
import { stringify } from '../src';

describe('stringify', () => {
  it('writes flat values', () => {
    expect(stringify({ a: 1, b: 'x y' })).toBe('a=1&b=x%20y');
  });

  it('writes top-level arrays in every format', () => {
    expect(stringify({ a: ['x', 'y'] }, { encode: false })).toBe('a[0]=x&a[1]=y');
    expect(stringify({ a: ['x', 'y'] }, { arrayFormat: 'brackets', encode: false })).toBe('a[]=x&a[]=y');
    expect(stringify({ a: ['x', 'y'] }, { arrayFormat: 'repeat' })).toBe('a=x&a=y');
    expect(stringify({ a: ['x', 'y'] }, { arrayFormat: 'comma' })).toBe('a=x%2Cy');
  });

  it('writes nested objects', () => {
    expect(stringify({ f: { s: 'open', n: { d: 1 } } }, { encode: false })).toBe('f[s]=open&f[n][d]=1');
  });

  it('handles null and undefined', () => {
    expect(stringify({ a: null, b: undefined, c: 1 })).toBe('a&c=1');
    expect(stringify({ a: null, c: 1 }, { skipNulls: true })).toBe('c=1');
  });

  it('writes dates as ISO strings', () => {
    expect(stringify({ d: new Date(Date.UTC(2024, 0, 2)) }, { encode: false })).toBe('d=2024-01-02T00:00:00.000Z');
  });

  it('adds the query prefix only when there is something', () => {
    expect(stringify({ a: 1 }, { addQueryPrefix: true })).toBe('?a=1');
    expect(stringify({}, { addQueryPrefix: true })).toBe('');
  });

  it('sorts keys at every level when asked', () => {
    const obj = { b: 1, a: { z: 1, y: 2 } };
    expect(stringify(obj, { encode: false })).toBe('b=1&a[z]=1&a[y]=2');
    expect(stringify(obj, { encode: false, sort: (x, y) => x.localeCompare(y) })).toBe('a[y]=2&a[z]=1&b=1');
  });

  it("encodes RFC 3986 reserved characters", () => {
    expect(stringify({ q: "it's (ok)*" })).toBe('q=it%27s%20%28ok%29%2A');
  });
});
