import { createHmac } from "node:crypto";

/**
 * Signature sent in X-Webhook-Signature: "v1=" + hex(HMAC-SHA256(secret, `${timestamp}.${body}`)).
 * The timestamp is the value of X-Webhook-Timestamp (unix seconds).
 */
export function sign(secret: string, timestamp: number, body: string): string {
  const mac = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `v1=${mac}`;
}

export const SIGNATURE_HEADER = "x-webhook-signature";
export const TIMESTAMP_HEADER = "x-webhook-timestamp";
export const ID_HEADER = "x-webhook-id";
