import { errorFromResponse } from './errors';
import { paginate, type Page } from './paginate';

export interface Link {
  id: string;
  url: string;
  slug: string;
  clicks: number;
  tags: string[];
  createdAt: string;
}

export interface ClientOptions {
  apiKey: string;
  /** Defaults to https://api.linkly.dev/v1 */
  baseUrl?: string;
  /** A fetch implementation; defaults to the global one. */
  fetch?: typeof fetch;
  /** Abort a request after this many milliseconds (default 15000). */
  timeoutMs?: number;
}

export interface ListLinksParams {
  tag?: string;
  cursor?: string;
  limit?: number;
}

type Query = Record<string, string | number | undefined>;

export class LinklyClient {
  private readonly apiKey: string;
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;

  constructor(options: ClientOptions) {
    if (!options.apiKey) throw new TypeError('apiKey is required');
    this.apiKey = options.apiKey;
    this.baseUrl = (options.baseUrl ?? 'https://api.linkly.dev/v1').replace(/\/+$/, '');
    this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  readonly links = {
    list: (params: ListLinksParams = {}): Promise<Page<Link>> =>
      this.request<Page<Link>>('GET', '/links', { query: { ...params } }),
    /** Every link, page by page. pageSize is sent as the API's limit (default 50, max 100). */
    listAll: ({ pageSize = 50, ...params }: Omit<ListLinksParams, 'cursor' | 'limit'> & { pageSize?: number } = {}): AsyncIterable<Link> => {
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
        throw new RangeError('pageSize must be an integer from 1 to 100');
      }
      return paginate((cursor) => this.links.list({ ...params, limit: pageSize, cursor }));
    },
    get: (id: string): Promise<Link> => this.request<Link>('GET', `/links/${encodeURIComponent(id)}`),
    create: (body: { url: string; slug?: string; tags?: string[] }): Promise<Link> =>
      this.request<Link>('POST', '/links', { body }),
    delete: (id: string): Promise<void> => this.request<void>('DELETE', `/links/${encodeURIComponent(id)}`),
  };

  /** The full URL of an API path with its query string; undefined values are left out. */
  buildUrl(path: string, query?: Query): string {
    const qs = Object.entries(query ?? {})
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    return `${this.baseUrl}${path}${qs ? `?${qs}` : ''}`;
  }

  async request<T>(method: string, path: string, init: { query?: Query; body?: unknown } = {}): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      const res = await this.fetchImpl(this.buildUrl(path, init.query), {
        method,
        headers: {
          Authorization: `Bearer ${this.apiKey}`,
          Accept: 'application/json',
          ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        },
        body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
        signal: controller.signal,
      });
      if (!res.ok) throw await errorFromResponse(res);
      if (res.status === 204) return undefined as T;
      return (await res.json()) as T;
    } finally {
      clearTimeout(timer);
    }
  }
}
