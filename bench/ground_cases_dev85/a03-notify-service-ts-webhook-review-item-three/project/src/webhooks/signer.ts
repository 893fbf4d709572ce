import { createHmac, timingSafeEqual } from "node:crypto";

/** HMAC-SHA256 of `${timestamp}.${body}`, base64, as documented for consumers. */
export function sign(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64");
}

export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `v1,${sign(secret, `${timestamp}.${body}`)}`;
}

export function verify(secret: string, header: string, timestamp: number, body: string): boolean {
  const expected = Buffer.from(signatureHeader(secret, timestamp, body));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
