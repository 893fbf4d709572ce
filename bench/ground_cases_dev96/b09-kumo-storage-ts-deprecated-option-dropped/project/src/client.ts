import { KumoAPIError, KumoTimeoutError } from "./errors.js";
import { type ClientOptions, type ResolvedOptions, resolveOptions } from "./options.js";
import { backoff, isTimeout, shouldRetry, sleep } from "./retry.js";

export interface Bucket {
  name: string;
  region: string;
  createdAt: string;
}

export interface ObjectInfo {
  key: string;
  size: number;
  etag: string;
  lastModified: string;
}

type Query = Record<string, string | number | undefined>;

export class KumoClient {
  readonly options: ResolvedOptions;

  constructor(options: ClientOptions = {}) {
    this.options = resolveOptions(options);
  }

  async request<T>(method: string, path: string, init: { query?: Query; body?: unknown } = {}): Promise<T> {
    const url = new URL(this.options.baseUrl + path);
    for (const [key, value] of Object.entries(init.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await this.options.fetch(url, {
          method,
          headers: {
            ...this.options.defaultHeaders,
            authorization: `Bearer ${this.options.apiKey}`,
            ...(init.body === undefined ? {} : { "content-type": "application/json" }),
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal: AbortSignal.timeout(this.options.timeoutMs),
        });
      } catch (error) {
        if (!isTimeout(error)) throw error;
        if (attempt < this.options.maxRetries) {
          await sleep(backoff(attempt));
          continue;
        }
        throw new KumoTimeoutError(url.toString(), this.options.timeoutMs);
      }
      if (response.ok) {
        return (response.status === 204 ? undefined : await response.json()) as T;
      }
      if (shouldRetry(response.status) && attempt < this.options.maxRetries) {
        await sleep(backoff(attempt, response.headers.get("retry-after")));
        continue;
      }
      throw await KumoAPIError.from(response);
    }
  }

  listBuckets(): Promise<Bucket[]> {
    return this.request<{ buckets: Bucket[] }>("GET", "/buckets").then((r) => r.buckets);
  }

  listObjects(bucket: string, options: { prefix?: string; limit?: number } = {}): Promise<ObjectInfo[]> {
    return this.request<{ objects: ObjectInfo[] }>("GET", `/buckets/${encodeURIComponent(bucket)}/objects`, {
      query: { prefix: options.prefix, limit: options.limit },
    }).then((r) => r.objects);
  }

  deleteObject(bucket: string, key: string): Promise<void> {
    return this.request<void>("DELETE", `/buckets/${encodeURIComponent(bucket)}/objects/${encodeURIComponent(key)}`);
  }
}
