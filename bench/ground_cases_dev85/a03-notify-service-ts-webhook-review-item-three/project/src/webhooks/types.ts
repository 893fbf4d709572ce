export interface Endpoint {
  id: string;
  url: string;
  secret: string;
}

export interface WebhookEvent {
  id: string;
  type: "order.created" | "order.paid" | "order.refunded" | "customer.updated";
  createdAt: string;
  data: Record<string, unknown>;
}

export interface DeliveryResult {
  ok: boolean;
  attempts: number;
  lastStatus: number;
}

export interface DeliveryOptions {
  maxAttempts: number;
  backoffMs: number;
  timeoutMs: number;
  fetch: typeof fetch;
}

export const DEFAULTS: DeliveryOptions = {
  maxAttempts: 6,
  backoffMs: 2_000,
  timeoutMs: 10_000,
  fetch: globalThis.fetch,
};
