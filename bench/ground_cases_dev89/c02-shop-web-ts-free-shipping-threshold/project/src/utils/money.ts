// Money helpers. Amounts are integer cents (fen) everywhere in the app.

const formatter = new Intl.NumberFormat('zh-CN', {
  style: 'currency',
  currency: 'CNY',
  minimumFractionDigits: 2,
});

export function formatPrice(cents: number): string {
  return formatter.format(cents / 100);
}

export function parsePrice(input: string): number | null {
  const cleaned = input.replace(/[¥,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(parseFloat(cleaned) * 100);
}

export function percentOff(originalCents: number, saleCents: number): number {
  if (originalCents <= 0 || saleCents >= originalCents) return 0;
  return Math.round(((originalCents - saleCents) / originalCents) * 100);
}

export function savedCents(items: { unitCents: number; originalCents?: number; qty: number }[]): number {
  return items.reduce((acc, i) => acc + Math.max(0, (i.originalCents ?? i.unitCents) - i.unitCents) * i.qty, 0);
}

export function sumCents(values: number[]): number {
  return values.reduce((acc, v) => acc + v, 0);
}

export function clampCents(cents: number): number {
  return Math.max(0, Math.round(cents));
}

// Shipping

export const FREE_SHIPPING_CENTS = 9900;
export const FLAT_SHIPPING_CENTS = 1200;

export function qualifiesForFreeShipping(subtotalCents: number): boolean {
  return subtotalCents > FREE_SHIPPING_CENTS;
}

export function shippingFee(subtotalCents: number): number {
  if (subtotalCents === 0 || qualifiesForFreeShipping(subtotalCents)) return 0;
  return FLAT_SHIPPING_CENTS;
}

export function remainingForFreeShipping(subtotalCents: number): number {
  return Math.max(0, FREE_SHIPPING_CENTS - subtotalCents);
}
