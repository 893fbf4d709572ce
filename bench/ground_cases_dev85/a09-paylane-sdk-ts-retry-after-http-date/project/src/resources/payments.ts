import type { Paylane } from "../client";

export interface Payment {
  id: string;
  amount: number;
  currency: string;
  status: "pending" | "succeeded" | "failed" | "refunded";
  createdAt: string;
}

export interface CreatePaymentParams {
  amount: number;
  currency: string;
  source: string;
  description?: string;
}

export class Payments {
  constructor(private readonly client: Paylane) {}

  create(params: CreatePaymentParams, opts: { idempotencyKey?: string } = {}): Promise<Payment> {
    return this.client.request<Payment>("POST", "/payments", params, opts);
  }

  get(id: string): Promise<Payment> {
    return this.client.request<Payment>("GET", `/payments/${encodeURIComponent(id)}`);
  }

  list(params: { limit?: number; cursor?: string } = {}): Promise<{ data: Payment[]; nextCursor: string | null }> {
    const q = new URLSearchParams();
    if (params.limit) q.set("limit", String(params.limit));
    if (params.cursor) q.set("cursor", params.cursor);
    return this.client.request("GET", `/payments?${q}`);
  }
}
