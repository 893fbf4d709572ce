/** Events we send to customers. Field names are snake_case on the wire (see docs/webhooks.md). */
export type WebhookEvent =
  | { type: "invoice.created"; data: { invoice_id: string; customer_id: string; amount: number; currency: "JPY" } }
  | { type: "invoice.paid"; data: { invoice_id: string; amount: number; currency: "JPY"; paid_at: string } }
  | { type: "invoice.voided"; data: { invoice_id: string; reason: string | null } }
  | { type: "customer.updated"; data: { customer_id: string; email: string } };

export type WebhookEventType = WebhookEvent["type"];

const TYPES: ReadonlySet<string> = new Set<WebhookEventType>([
  "invoice.created",
  "invoice.paid",
  "invoice.voided",
  "customer.updated",
]);

export function isWebhookEvent(value: unknown): value is WebhookEvent {
  if (typeof value !== "object" || value === null) return false;
  const v = value as { type?: unknown; data?: unknown };
  return typeof v.type === "string" && TYPES.has(v.type) && typeof v.data === "object" && v.data !== null;
}
