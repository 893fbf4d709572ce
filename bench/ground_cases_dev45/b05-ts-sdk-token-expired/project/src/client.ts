import { TokenManager } from "./auth.js";
import { KumoApiError, isTokenExpired } from "./errors.js";

export interface KumoClientOptions {
  clientId: string;
  clientSecret: string;
  baseUrl?: string;
  fetch?: typeof fetch;
}

export class KumoClient {
  private readonly baseUrl: string;
  private readonly auth: TokenManager;
  private readonly fetchImpl: typeof fetch;

  constructor(opts: KumoClientOptions) {
    this.baseUrl = opts.baseUrl ?? "https://api.kumo-pay.jp/v2";
    this.fetchImpl = opts.fetch ?? fetch;
    this.auth = new TokenManager(this.baseUrl, opts.clientId, opts.clientSecret, this.fetchImpl);
  }

  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await this.auth.getToken()}`,
      "content-type": "application/json",
    };
    const init: RequestInit = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };

    let res = await this.fetchImpl(`${this.baseUrl}${path}`, init);
    if (!res.ok) {
      const err = await KumoApiError.fromResponse(res);
      if (!isTokenExpired(err)) throw err;
      await this.auth.refresh();
      res = await this.fetchImpl(`${this.baseUrl}${path}`, init);
      if (!res.ok) throw await KumoApiError.fromResponse(res);
    }
    return (await res.json()) as T;
  }

  getPayment(id: string) {
    return this.request<{ id: string; amount: number; status: string }>("GET", `/payments/${id}`);
  }

  createPayment(amount: number, currency = "JPY") {
    return this.request<{ id: string }>("POST", "/payments", { amount, currency });
  }
}
