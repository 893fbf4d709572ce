import { describe, expect, it, vi } from 'vitest';
import { LinklyClient, LinklyError, RateLimitError } from '../src';

function fakeFetch(status: number, body: unknown, headers: Record<string, string> = {}) {
  return vi.fn(async () => new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  }));
}

describe('LinklyClient', () => {
  it('sends the api key and parses JSON', async () => {
    const fetch = fakeFetch(200, { id: 'l1', slug: 'abc' });
    const client = new LinklyClient({ apiKey: 'k', fetch });
    await expect(client.links.get('l1')).resolves.toMatchObject({ slug: 'abc' });
    expect(fetch).toHaveBeenCalledWith('https://api.linkly.dev/v1/links/l1', expect.objectContaining({
      headers: expect.objectContaining({ Authorization: 'Bearer k' }),
    }));
  });

  it('leaves undefined query values out', () => {
    const client = new LinklyClient({ apiKey: 'k', baseUrl: 'https://x.test/v1/' });
    expect(client.buildUrl('/links', { tag: 'a', cursor: undefined })).toBe('https://x.test/v1/links?tag=a');
  });

  it('throws LinklyError with the API code', async () => {
    const client = new LinklyClient({ apiKey: 'k', fetch: fakeFetch(400, { error: { code: 'invalid_cursor', message: 'bad cursor' } }) });
    const error = await client.links.list({ cursor: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LinklyError);
    expect((error as LinklyError).code).toBe('invalid_cursor');
  });

  it('reads Retry-After on 429', async () => {
    const client = new LinklyClient({ apiKey: 'k', fetch: fakeFetch(429, { error: { code: 'rate_limited' } }, { 'retry-after': '12' }) });
    const error = await client.links.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfter).toBe(12);
  });

  it('returns undefined for 204', async () => {
    const client = new LinklyClient({ apiKey: 'k', fetch: fakeFetch(204, null) });
    await expect(client.links.delete('l1')).resolves.toBeUndefined();
  });
});
