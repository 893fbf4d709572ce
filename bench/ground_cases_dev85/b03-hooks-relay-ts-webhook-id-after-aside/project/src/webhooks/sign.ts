import { createHmac } from "node:crypto";

export const SIGNATURE_HEADER = "X-Hanamaru-Signature";
export const TIMESTAMP_HEADER = "X-Hanamaru-Timestamp";

/** HMAC-SHA256 (hex) of `${timestamp}.${body}` with the endpoint's secret. */
export function sign(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/**
 * Headers for one delivery. Receivers recompute the signature and reject timestamps
 * more than 5 minutes away from their clock (docs/webhooks.md).
 */
export function signatureHeaders(secret: string, body: string, now: () => number = Date.now): Record<string, string> {
  const timestamp = Math.floor(now() / 1000);
  return {
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: `v1=${sign(secret, timestamp, body)}`,
  };
}
