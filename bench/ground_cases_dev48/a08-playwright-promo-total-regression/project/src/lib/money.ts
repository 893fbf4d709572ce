const eur = new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" });

/** 4590 -> "€45.90" */
export function formatEUR(cents: number): string {
  return eur.format(cents / 100);
}

/** Sum of unit price x quantity, in cents. */
export function lineTotal(unitCents: number, qty: number): number {
  return unitCents * qty;
}

/** Shipping is free from 60 euro. */
export const FREE_SHIPPING_FROM = 6000;
export const STANDARD_SHIPPING = 490;

export function shippingFor(subtotalCents: number): number {
  return subtotalCents >= FREE_SHIPPING_FROM ? 0 : STANDARD_SHIPPING;
}
