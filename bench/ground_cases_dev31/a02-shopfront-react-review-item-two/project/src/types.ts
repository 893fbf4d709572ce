export type Currency = "EUR" | "USD" | "GBP";

export interface CartItem {
  sku: string;
  name: string;
  unitPrice: number; // in EUR, the catalogue currency
  qty: number;
}

export interface Coupon {
  code: string;
  percent: number;
  skus: string[];
}
