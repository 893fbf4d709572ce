import type { Coupon } from "../types";

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat(undefined, { style: "currency", currency });
    formatters.set(currency, f);
  }
  return f;
}

/** Amounts are integer cents everywhere in the app. */
export function formatMoney(cents: number, currency: string): string {
  return formatterFor(currency).format(cents / 100);
}

/** The discount a coupon gives on a subtotal, never more than the subtotal. */
export function couponDiscount(subtotal: number, coupon: Coupon): number {
  if (coupon.kind === "percent") {
    return Math.round((subtotal * coupon.percent) / 100);
  }
  return Math.min(subtotal, coupon.amount);
}

export function sumCents(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
