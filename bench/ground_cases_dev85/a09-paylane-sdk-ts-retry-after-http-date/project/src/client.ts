import { ApiError, TimeoutError } from "./errors";
import { Payments } from "./resources/payments";
import { DEFAULT_RETRY, computeDelay, retryAfterMs, type RetryPolicy, shouldRetry, sleep } from "./retry";

export interface PaylaneOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  fetch?: typeof fetch;
}

export class Paylane {
  readonly payments: Payments;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly retry: RetryPolicy;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: PaylaneOptions) {
    this.baseUrl = options.baseUrl ?? "https://api.paylane.io/v1";
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.fetchImpl = options.fetch ?? globalThis.fetch;
    this.payments = new Payments(this);
  }

  async request<T>(method: string, path: string, body?: unknown, opts: { idempotencyKey?: string } = {}): Promise<T> {
    // One key per logical request, reused by every retry, so the API can recognise a resend.
    const idempotencyKey = method === "POST" ? (opts.idempotencyKey ?? crypto.randomUUID()) : undefined;
    for (let attempt = 0; ; attempt++) {
      let res: Response | undefined;
      try {
        res = await this.fetchImpl(this.baseUrl + path, {
          method,
          headers: {
            Authorization: `Bearer ${this.options.apiKey}`,
            "Content-Type": "application/json",
            "User-Agent": "paylane-sdk-ts/2.3.0",
            ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      } catch (err) {
        if (attempt >= this.retry.maxRetries) {
          throw (err as Error).name === "TimeoutError" ? new TimeoutError(this.timeoutMs) : err;
        }
        await sleep(computeDelay(this.retry, attempt));
        continue;
      }
      if (res.ok) {
        return (res.status === 204 ? undefined : await res.json()) as T;
      }
      if (attempt >= this.retry.maxRetries || !shouldRetry(res.status)) {
        throw await ApiError.fromResponse(res);
      }
      const requested = retryAfterMs(res.headers.get("retry-after"));
      await sleep(Math.min(requested ?? computeDelay(this.retry, attempt), this.retry.maxDelayMs * 4));
    }
  }
}
