export type CartItem = {
  sku: string;
  name: string;
  unitPrice: number; // yen, tax included
  qty: number;
};

export type Coupon = {
  code: string;
  kind: "fixed" | "percent";
  value: number;
  minSpend: number; // yen; the coupon applies from this subtotal
  expiresAt: string; // ISO date
};

export type CartState = {
  items: CartItem[];
  coupon: Coupon | null;
  loading: boolean;
};

export type Totals = {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
};

export const FREE_SHIPPING_FROM = 5000;
export const SHIPPING_FEE = 550;
