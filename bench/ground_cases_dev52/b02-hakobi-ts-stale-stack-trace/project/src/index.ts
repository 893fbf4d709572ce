export { HttpClient, normalizeHeaders } from "./http";
export type { ClientOptions, RequestOptions } from "./http";
export { ApiError, NetworkError, RateLimitError } from "./errors";
export { withRetry, parseRetryAfter } from "./retry";
export type { RetryOptions } from "./retry";

import { HttpClient, type ClientOptions } from "./http";

export interface Shipment {
  id: string;
  status: "created" | "picked_up" | "in_transit" | "delivered" | "cancelled";
  trackingNumber: string;
  createdAt: string;
}

export class Hakobi {
  readonly http: HttpClient;

  constructor(options: ClientOptions) {
    this.http = new HttpClient(options);
  }

  shipments = {
    get: (id: string) => this.http.request<Shipment>("GET", `/shipments/${encodeURIComponent(id)}`),
    list: (query: { status?: Shipment["status"]; limit?: number } = {}) =>
      this.http.request<Shipment[]>("GET", "/shipments", { query }),
    create: (body: { from: string; to: string; weightGrams: number }) =>
      this.http.request<Shipment>("POST", "/shipments", { body }),
    cancel: (id: string) =>
      this.http.request<Shipment>("POST", `/shipments/${encodeURIComponent(id)}/cancel`),
  };
}

export default Hakobi;
