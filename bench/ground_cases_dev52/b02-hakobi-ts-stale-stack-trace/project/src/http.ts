import { ApiError, NetworkError, RateLimitError } from "./errors";
import { withRetry, type RetryOptions } from "./retry";

export interface ClientOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  headers?: Record<string, string>;
  retry?: Partial<RetryOptions>;
  fetch?: typeof fetch;
  /** Sent as User-Agent. Defaults to `hakobi-js/<version>`. */
  userAgent?: string;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const DEFAULT_BASE_URL = "https://api.hakobi.dev/v1";
export const SDK_VERSION = "2.3.1";
const DEFAULT_USER_AGENT = `hakobi-js/${SDK_VERSION}`;

/** Lower-cases header names and trims values, so later lookups are stable. */
export function normalizeHeaders(headers: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers)) {
    out[key.toLowerCase()] = value.trim();
  }
  return out;
}

function buildUrl(base: string, path: string, query: RequestOptions["query"] = {}): string {
  const url = new URL(base.replace(/\/+$/, "") + path);
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined) url.searchParams.set(k, String(v));
  }
  return url.toString();
}

export class HttpClient {
  private readonly opts: Required<Omit<ClientOptions, "headers" | "retry">> & Pick<ClientOptions, "headers" | "retry">;

  constructor(options: ClientOptions) {
    if (!options.apiKey) throw new TypeError("apiKey is required");
    this.opts = {
      baseUrl: DEFAULT_BASE_URL,
      timeoutMs: 30_000,
      fetch: globalThis.fetch,
      userAgent: DEFAULT_USER_AGENT,
      ...options,
    };
  }

  async request<T>(method: string, path: string, req: RequestOptions = {}): Promise<T> {
    const headers = {
      ...normalizeHeaders(this.opts.headers),
      ...normalizeHeaders(req.headers),
      authorization: `Bearer ${this.opts.apiKey}`,
      accept: "application/json",
      "user-agent": this.opts.userAgent,
    };
    if (req.body !== undefined) headers["content-type"] = "application/json";
    const url = buildUrl(this.opts.baseUrl, path, req.query);
    return withRetry(async () => {
      let res: Response;
      try {
        res = await this.opts.fetch(url, {
          method,
          headers,
          body: req.body === undefined ? undefined : JSON.stringify(req.body),
          signal: req.signal ?? AbortSignal.timeout(this.opts.timeoutMs),
        });
      } catch (cause) {
        throw new NetworkError(`${method} ${path} failed: ${String(cause)}`, cause);
      }
      if (res.status === 429) throw new RateLimitError("rate limited", res);
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { message?: string; code?: string };
        throw new ApiError(body.message ?? `HTTP ${res.status}`, res.status, body.code, res);
      }
      return (res.status === 204 ? undefined : await res.json()) as T;
    }, this.opts.retry);
  }
}
