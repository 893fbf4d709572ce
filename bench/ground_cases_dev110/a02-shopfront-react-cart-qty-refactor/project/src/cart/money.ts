export const FREE_SHIPPING_CENTS = 5000;
export const SHIPPING_CENTS = 595;

const formatter = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export function formatPrice(cents: number): string {
  return formatter.format(cents / 100);
}

export function subtotalCents(items: { priceCents: number; qty: number }[]): number {
  return items.reduce((sum, i) => sum + i.priceCents * i.qty, 0);
}

export function shippingCents(subtotal: number): number {
  if (subtotal === 0) return 0;
  return subtotal >= FREE_SHIPPING_CENTS ? 0 : SHIPPING_CENTS;
}

export function couponDiscountCents(subtotal: number, coupon: string | null): number {
  if (!coupon) return 0;
  if (coupon === "WELCOME10") return Math.round(subtotal * 0.1);
  if (coupon === "FIVEOFF") return Math.min(500, subtotal);
  return 0;
}

export function totalCents(items: { priceCents: number; qty: number }[], coupon: string | null): number {
  const sub = subtotalCents(items);
  const discount = couponDiscountCents(sub, coupon);
  return sub - discount + shippingCents(sub - discount);
}

export function amountToFreeShipping(subtotal: number): number {
  return Math.max(0, FREE_SHIPPING_CENTS - subtotal);
}
