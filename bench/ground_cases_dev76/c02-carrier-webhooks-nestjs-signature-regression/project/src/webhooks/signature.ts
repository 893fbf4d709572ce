import { createHmac, timingSafeEqual } from 'crypto';

export type Carrier = 'sf' | 'zto' | 'yto' | 'jd';

const SECRET_ENV: Record<Carrier, string> = {
  sf: 'SF_WEBHOOK_SECRET',
  zto: 'ZTO_WEBHOOK_SECRET',
  yto: 'YTO_WEBHOOK_SECRET',
  jd: 'JD_WEBHOOK_SECRET',
};

const SIGNATURE_HEADER: Record<Carrier, string> = {
  sf: 'x-sf-signature',
  zto: 'x-zto-sign',
  yto: 'x-yto-signature',
  jd: 'x-jd-sign',
};

export function secretFor(carrier: Carrier): string {
  const value = process.env[SECRET_ENV[carrier]];
  if (!value) {
    throw new Error(`missing ${SECRET_ENV[carrier]}`);
  }
  return value;
}

export function headerFor(carrier: Carrier): string {
  return SIGNATURE_HEADER[carrier];
}

export function computeSignature(rawBody: Buffer, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

export function verifySignature(carrier: Carrier, rawBody: Buffer, received: string | undefined): boolean {
  if (!received) {
    return false;
  }
  const expected = computeSignature(rawBody, secretFor(carrier));
  const a = Buffer.from(expected);
  const b = Buffer.from(received.trim());
  return a.length === b.length && timingSafeEqual(a, b);
}
