export type EventType =
  | "payment.succeeded"
  | "payment.failed"
  | "refund.created"
  | "refund.succeeded";

export interface WebhookEvent<T = Record<string, unknown>> {
  id: string;          // evt_...
  type: EventType;
  created: number;     // unix seconds
  api_version: string; // e.g. "2024-09-01"
  data: T;
}

export interface Endpoint {
  id: string;
  url: string;
  secret: string;
  events: EventType[];
}

export function subscribes(endpoint: Endpoint, type: EventType): boolean {
  return endpoint.events.includes(type);
}

export function makeEvent<T extends Record<string, unknown>>(id: string, type: EventType, data: T): WebhookEvent<T> {
  return { id, type, created: Math.floor(Date.now() / 1000), api_version: "2024-09-01", data };
}
