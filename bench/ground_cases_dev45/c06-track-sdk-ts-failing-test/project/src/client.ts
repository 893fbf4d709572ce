import { withRetry, type RetryOptions } from "./retry";

export interface TrackClientOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  retry?: RetryOptions;
}

export interface Shipment {
  id: string;
  carrier: string;
  trackingNo: string;
  status: "created" | "in_transit" | "delivered" | "exception";
  updatedAt: string;
}

export interface Page<T> {
  items: T[];
  next_cursor?: string | null;
}

export class TrackApiError extends Error {
  constructor(readonly status: number, readonly body: string, readonly retryAfter: string | null = null) {
    super(`track api ${status}: ${body.slice(0, 200)}`);
  }
}

export class TrackClient {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly opts: TrackClientOptions) {
    this.baseUrl = (opts.baseUrl ?? "https://api.kuaidi.example/v2").replace(/\/$/, "");
    this.fetchImpl = opts.fetch ?? fetch;
  }

  async request<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
    const url = new URL(this.baseUrl + path);
    for (const [k, v] of Object.entries(query)) {
      if (v !== undefined) url.searchParams.set(k, String(v));
    }
    return withRetry(async () => {
      const res = await this.fetchImpl(url, {
        headers: { Authorization: `Bearer ${this.opts.apiKey}` },
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new TrackApiError(res.status, await res.text(), res.headers.get("Retry-After"));
      return (await res.json()) as T;
    }, this.opts.retry);
  }

  listShipments(cursor?: string, limit = 50): Promise<Page<Shipment>> {
    return this.request<Page<Shipment>>("/shipments", { cursor, limit });
  }

  getShipment(id: string): Promise<Shipment> {
    return this.request<Shipment>(`/shipments/${encodeURIComponent(id)}`);
  }
}
