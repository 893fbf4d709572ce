import type { CartItem, Promo } from "./types";

export function subtotalCents(items: CartItem[]): number {
  return items.reduce((sum, i) => sum + i.unitPriceCents * i.quantity, 0);
}

export type PromoCheck =
  | { ok: true; discountCents: number }
  | { ok: false; reason: "expired" | "minimum" };

export function checkPromo(promo: Promo, items: CartItem[], now = new Date()): PromoCheck {
  if (new Date(promo.expiresAt) <= now) {
    return { ok: false, reason: "expired" };
  }
  const subtotal = subtotalCents(items);
  if (subtotal < promo.minOrderCents) {
    return { ok: false, reason: "minimum" };
  }
  return { ok: true, discountCents: Math.round((subtotal * promo.percentOff) / 100) };
}

export function totalCents(items: CartItem[], promo: Promo | null, now = new Date()): number {
  const subtotal = subtotalCents(items);
  if (!promo) return subtotal;
  const check = checkPromo(promo, items, now);
  return check.ok ? subtotal - check.discountCents : subtotal;
}

export function promoMessage(check: PromoCheck, promo: Promo): string {
  if (check.ok) return `${promo.code}: -${promo.percentOff}%`;
  if (check.reason === "expired") return `${promo.code} has expired`;
  const min = (promo.minOrderCents / 100).toFixed(2);
  return `${promo.code} needs an order of at least €${min}`;
}
