export interface Line {
  sku: string;
  unitCents: number;
  qty: number;
}

export type Coupon =
  | { kind: "percent"; percent: number; minSubtotalCents?: number }
  | { kind: "fixed"; amountCents: number; minSubtotalCents?: number };

export type ShippingOption = "standard" | "express" | "pickup";

export interface TotalsOptions {
  taxRate?: number;
  coupon?: Coupon;
  shipping?: ShippingOption;
}

export interface Totals {
  subtotal: number;
  discount: number;
  tax: number;
  shipping: number;
  total: number;
}
