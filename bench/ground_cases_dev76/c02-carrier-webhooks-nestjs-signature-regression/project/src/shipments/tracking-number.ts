import { Carrier } from '../webhooks/signature';

// 各家运单号格式（按快递公司开放平台文档）
const PATTERNS: Record<Carrier, RegExp> = {
  sf: /^SF\d{13}$/,
  zto: /^7\d{13}$/,
  yto: /^YT\d{13}$/,
  jd: /^JD(?:\d{13}|[A-Z]{1,2}\d{11,12})$/,
};

export function normalizeTrackingNumber(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

export function isValidTrackingNumber(carrier: Carrier, raw: string): boolean {
  return PATTERNS[carrier].test(normalizeTrackingNumber(raw));
}

export function guessCarrier(raw: string): Carrier | null {
  const value = normalizeTrackingNumber(raw);
  for (const carrier of Object.keys(PATTERNS) as Carrier[]) {
    if (PATTERNS[carrier].test(value)) {
      return carrier;
    }
  }
  return null;
}
