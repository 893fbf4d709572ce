import { roundYen, sum, type Yen } from "./lib/money";
import { dueDate, isoDate } from "./lib/dates";

export interface LineItem {
  description: string;
  unitPrice: Yen;
  quantity: number;
  /** reduced-rate items (food, newspapers) are taxed at 8% */
  reducedRate?: boolean;
}

export interface Discount {
  kind: "amount" | "percent";
  value: number;
}

export interface Totals {
  subtotal: Yen;
  discount: Yen;
  tax: Yen;
  total: Yen;
}

export interface InvoiceSummary extends Totals {
  issuedOn: string;
  dueOn: string;
}

export const STANDARD_RATE = 0.1;
export const REDUCED_RATE = 0.08;

export function lineAmount(item: LineItem): Yen {
  return item.unitPrice * item.quantity;
}

export function discountAmount(subtotal: Yen, discount?: Discount): Yen {
  if (!discount) return 0;
  if (discount.kind === "amount") return Math.min(discount.value, subtotal);
  return roundYen((subtotal * discount.value) / 100);
}

/**
 * Consumption tax on `items` after `off` yen of discount, split across the
 * standard and reduced rates in proportion to their amounts.
 */
export function consumptionTax(items: LineItem[], off: Yen): Yen {
  const standard = sum(items.filter((i) => !i.reducedRate).map(lineAmount));
  const reduced = sum(items.filter((i) => i.reducedRate).map(lineAmount));
  const base = standard + reduced;
  if (base === 0) return 0;
  const standardOff = roundYen((off * standard) / base);
  const reducedOff = off - standardOff;
  return roundYen((standard - standardOff) * STANDARD_RATE) + roundYen((reduced - reducedOff) * REDUCED_RATE);
}

/** Subtotal, discount, tax and total. The discount is applied before tax. */
export function computeTotals(items: LineItem[], discount?: Discount): Totals {
  const subtotal = sum(items.map(lineAmount));
  const off = discountAmount(subtotal, discount);
  const tax = consumptionTax(items, 0);
  return { subtotal, discount: off, tax, total: subtotal - off + tax };
}

export function summarize(items: LineItem[], issued: Date, discount?: Discount): InvoiceSummary {
  return {
    ...computeTotals(items, discount),
    issuedOn: isoDate(issued),
    dueOn: isoDate(dueDate(issued)),
  };
}
