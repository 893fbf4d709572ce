import { couponDiscount } from "./discount";
import { shippingFor } from "./shipping";
import { taxFor } from "./tax";
import type { Line, Totals, TotalsOptions } from "./types";

export function subtotalOf(lines: Line[]): number {
  return lines.reduce((sum, l) => sum + l.unitCents * l.qty, 0);
}

export function computeTotals(lines: Line[], opts: TotalsOptions = {}): Totals {
  const subtotal = subtotalOf(lines);
  const discount = opts.coupon ? couponDiscount(subtotal, opts.coupon) : 0;
  const taxable = subtotal - discount;
  const tax = taxFor(subtotal, opts.taxRate ?? 0);
  const shipping = shippingFor(taxable, opts.shipping);
  return { subtotal, discount, tax, shipping, total: taxable + tax + shipping };
}
