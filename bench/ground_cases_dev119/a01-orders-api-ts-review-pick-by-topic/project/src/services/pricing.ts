export interface LineItem {
  sku: string;
  unitPrice: number;
  qty: number;
}

export interface Coupon {
  code: string;
  percent: number;
}

export interface Totals {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
}

export const FREE_SHIPPING_FROM = 50;
export const SHIPPING_FLAT = 4.9;

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

export function subtotalOf(items: LineItem[]): number {
  return round2(items.reduce((sum, i) => sum + i.unitPrice * i.qty, 0));
}

export function applyCoupon(subtotal: number, coupon?: Coupon | null): number {
  if (!coupon) return 0;
  return round2((subtotal * coupon.percent) / 100);
}

export function shippingFor(subtotal: number): number {
  return subtotal >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FLAT;
}

export function priceOrder(items: LineItem[], coupon?: Coupon | null): Totals {
  const subtotal = subtotalOf(items);
  const discount = applyCoupon(subtotal, coupon);
  const shipping = shippingFor(subtotal - discount);
  return { subtotal, discount, shipping, total: round2(subtotal - discount + shipping) };
}
