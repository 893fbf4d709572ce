import { describe, expect, it, vi } from 'vitest';
import { LinklyClient, collect, type Page } from '../src';
import { paginate } from '../src/paginate';

function pages(...chunks: number[][]): (cursor: string | undefined) => Promise<Page<number>> {
  return async (cursor) => {
    const i = cursor === undefined ? 0 : Number(cursor);
    return { data: chunks[i] ?? [], nextCursor: i + 1 < chunks.length ? String(i + 1) : null };
  };
}

describe('paginate', () => {
  it('walks every page', async () => {
    expect(await collect(paginate(pages([1, 2], [3], [4, 5])))).toEqual([1, 2, 3, 4, 5]);
  });

  it('stops at maxPages', async () => {
    expect(await collect(paginate(pages([1], [2], [3]), { maxPages: 2 }))).toEqual([1, 2]);
  });

  it('handles an empty first page', async () => {
    expect(await collect(paginate(pages([])))).toEqual([]);
  });

  it('listAll sends pageSize as limit', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: [], nextCursor: null })));
    const client = new LinklyClient({ apiKey: 'k', fetch });
    await collect(client.links.listAll({ tag: 'launch' }));
    expect(fetch.mock.calls[0]?.[0]).toBe('https://api.linkly.dev/v1/links?tag=launch&limit=50');
    expect(() => client.links.listAll({ pageSize: 500 })).toThrow(RangeError);
  });

  it('collect stops at the limit', async () => {
    expect(await collect(paginate(pages([1, 2, 3])), 2)).toEqual([1, 2]);
  });
});
