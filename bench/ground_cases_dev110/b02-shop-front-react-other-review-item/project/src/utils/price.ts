export const TAX_RATE = 0.1;

export function withTax(amount: number): number {
  return Math.floor(amount * (1 + TAX_RATE));
}

export function sumLines(lines: { price: number; qty: number }[]): number {
  return lines.reduce((sum, l) => sum + l.price * l.qty, 0);
}

export function isFreeShipping(subtotal: number, threshold = 5000): boolean {
  return subtotal >= threshold;
}

export function shippingFee(subtotal: number): number {
  if (isFreeShipping(subtotal)) {
    return 0;
  }
  return 550;
}

export function clampQty(qty: number, max = 99): number {
  if (!Number.isFinite(qty) || qty < 1) {
    return 1;
  }
  return Math.min(Math.floor(qty), max);
}

export function discount(amount: number, rate: number): number {
  // 経理の指定: 割引後の端数は切り捨て
  return Math.floor(amount * (1 - rate));
}
