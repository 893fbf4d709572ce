export interface CartItem {
  sku: string;
  /** 单价，单位：元 */
  price: number;
  qty: number;
}

export type Coupon =
  | { code: string; kind: "threshold"; minSpend: number; off: number }
  | { code: string; kind: "percent"; minSpend: number; percent: number };

export interface ShippingContext {
  region: string;
}

export interface CartTotal {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
}
