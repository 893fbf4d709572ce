export interface CartLine {
  sku: string;
  name: string;
  unitPrice: number; // cents
  qty: number;
}

export interface CartState {
  lines: CartLine[];
  coupon: string | null;
  updatedAt: number;
}

export type CartAction =
  | { type: "add"; line: Omit<CartLine, "qty">; qty?: number }
  | { type: "increment"; sku: string }
  | { type: "decrement"; sku: string }
  | { type: "remove"; sku: string }
  | { type: "applyCoupon"; code: string }
  | { type: "hydrate"; state: CartState }
  | { type: "clear" };

export const emptyCart: CartState = {
  lines: [],
  coupon: null,
  updatedAt: 0,
};

export function lineTotal(line: CartLine): number {
  return line.unitPrice * line.qty;
}

export function cartTotal(state: CartState): number {
  return state.lines.reduce((sum, l) => sum + lineTotal(l), 0);
}
