import { createHmac, timingSafeEqual } from 'crypto';

/**
 * キャリアの webhook 署名 (X-Carrier-Signature) を検証する。
 * 署名は生の request body に対する HMAC-SHA256 (hex)。
 */
export function verifySignature(rawBody: Buffer, header: string | undefined, secret: string): boolean {
  if (!header || !secret) {
    return false;
  }
  const expected = createHmac('sha256', secret).update(rawBody).digest('hex');
  const given = Buffer.from(header, 'hex');
  const want = Buffer.from(expected, 'hex');
  return given.length === want.length && timingSafeEqual(given, want);
}

export function signBody(rawBody: Buffer, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}
