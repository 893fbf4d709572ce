import { ApiError, TimeoutError } from "./errors";
import { withRetry } from "./retry";
import type { Invoice, InvoiceInput, Page } from "./types";

const DEFAULT_BASE_URL = "https://api.ledgerly.io/v1";

/** Join base and path with exactly one slash between them. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

export interface ClientOptions {
  apiKey: string;
  /** Override for staging or a proxy. */
  baseUrl?: string;
  /** Request timeout in seconds. Default 30. */
  timeout?: number;
  /** Retries for 429/5xx and network errors. Default 2. */
  maxRetries?: number;
  /** Custom fetch, e.g. for tests or older runtimes. */
  fetch?: typeof fetch;
}

export class Ledgerly {
  private readonly apiKey: string;
  private readonly baseUrl: string;
  private readonly timeout: number;
  private readonly maxRetries: number;
  private readonly fetchImpl: typeof fetch;

  constructor(opts: ClientOptions) {
    if (!opts.apiKey) throw new Error("Ledgerly: apiKey is required");
    this.apiKey = opts.apiKey;
    this.baseUrl = opts.baseUrl ?? DEFAULT_BASE_URL;
    this.timeout = opts.timeout ?? 30;
    this.maxRetries = opts.maxRetries ?? 2;
    this.fetchImpl = opts.fetch ?? globalThis.fetch.bind(globalThis);
  }

  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const url = joinUrl(this.baseUrl, path);
    return withRetry(
      async () => {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), this.timeout);
        try {
          const res = await this.fetchImpl(url, {
            method,
            headers: {
              Authorization: `Bearer ${this.apiKey}`,
              "Content-Type": "application/json",
              "User-Agent": "ledgerly-node/1.9.0",
            },
            body: body === undefined ? undefined : JSON.stringify(body),
            signal: controller.signal,
          });
          if (!res.ok) throw await ApiError.fromResponse(res);
          return (await res.json()) as T;
        } catch (err) {
          if ((err as Error).name === "AbortError") throw new TimeoutError(url, this.timeout);
          throw err;
        } finally {
          clearTimeout(timer);
        }
      },
      { retries: this.maxRetries, method },
    );
  }

  listInvoices(params: { cursor?: string; limit?: number } = {}): Promise<Page<Invoice>> {
    const q = new URLSearchParams();
    if (params.cursor) q.set("cursor", params.cursor);
    if (params.limit) q.set("limit", String(params.limit));
    return this.request("GET", `invoices?${q}`);
  }

  getInvoice(id: string): Promise<Invoice> {
    return this.request("GET", `invoices/${encodeURIComponent(id)}`);
  }

  createInvoice(input: InvoiceInput): Promise<Invoice> {
    return this.request("POST", "invoices", input);
  }
}
