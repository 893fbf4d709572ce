export type Sku = string;

export interface CartItem {
  sku: Sku;
  name: string;
  unitCents: number;
  qty: number;
}

export type Coupon =
  | { kind: "percent"; code: string; percent: number }
  | { kind: "fixed"; code: string; cents: number };

export interface CartState {
  items: CartItem[];
  coupon?: Coupon;
}

export interface Totals {
  subtotal: number;
  shipping: number;
  discount: number;
  tax: number;
  total: number;
}

export type CartAction =
  | { type: "ADD_ITEM"; item: Omit<CartItem, "qty">; qty: number }
  | { type: "SET_QTY"; sku: Sku; qty: number }
  | { type: "REMOVE_ITEM"; sku: Sku }
  | { type: "APPLY_COUPON"; coupon: Coupon }
  | { type: "REMOVE_COUPON" }
  | { type: "CLEAR_CART" };

export const MAX_QTY = 20;
