import { describe, expect, it } from 'vitest';
import { parse } from '../src';

describe('parse', () => {
  it('reads flat pairs', () => {
    expect(parse('a=1&b=x+y')).toEqual({ a: '1', b: 'x y' });
  });

  it('reads nested objects and arrays', () => {
    expect(parse('f[s]=open&f[tags][]=a&f[tags][]=b')).toEqual({ f: { s: 'open', tags: ['a', 'b'] } });
  });

  it('reads indexed arrays', () => {
    expect(parse('a[0]=x&a[1]=y')).toEqual({ a: ['x', 'y'] });
  });

  it('stops nesting at depth', () => {
    expect(parse('a[b][c][d]=1', { depth: 1 })).toEqual({ a: { b: { '[c][d]': '1' } } });
  });

  it('ignores prototype keys', () => {
    const parsed = parse('__proto__[x]=1&a=2');
    expect(parsed).toEqual({ a: '2' });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('reads nested arrays the same way in every array format', () => {
    const expected = { filter: { tags: ['a', 'b'] } };
    expect(parse('filter[tags][]=a&filter[tags][]=b')).toEqual(expected);
    expect(parse('filter[tags][0]=a&filter[tags][1]=b')).toEqual(expected);
    expect(parse('filter[tags]=a&filter[tags]=b')).toEqual(expected);
  });

  it('splits commas on request', () => {
    expect(parse('a=x,y', { comma: true })).toEqual({ a: ['x', 'y'] });
  });
});
