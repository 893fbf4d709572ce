import type { CartItem } from "./useCart";

export type CartState = { items: CartItem[] };

export type CartAction =
  | { type: "ADD"; item: Omit<CartItem, "qty"> }
  | { type: "SET_QTY"; id: string; qty: number }
  | { type: "REMOVE"; id: string }
  | { type: "CLEAR" };

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "ADD": {
      const hit = state.items.find((i) => i.id === action.item.id);
      if (hit) {
        return { items: state.items.map((i) => (i.id === action.item.id ? { ...i, qty: i.qty + 1 } : i)) };
      }
      return { items: [...state.items, { ...action.item, qty: 1 }] };
    }
    case "SET_QTY":
      return { items: state.items.map((i) => (i.id === action.id ? { ...i, qty: Math.max(0, action.qty) } : i)) };
    case "REMOVE":
      return { items: state.items.filter((i) => i.id !== action.id) };
    case "CLEAR":
      return { items: [] };
  }
}

export const FREE_SHIPPING_THRESHOLD = 5000; // 税込
export const TAX_RATE = 0.1;

export function selectCount(state: CartState): number {
  return state.items.reduce((n, i) => n + i.qty, 0);
}

export function selectSubtotal(state: CartState): number {
  return state.items.reduce((n, i) => n + i.price * i.qty, 0);
}

export function isFreeShipping(state: CartState): boolean {
  return Math.floor(selectSubtotal(state) * (1 + TAX_RATE)) >= FREE_SHIPPING_THRESHOLD;
}
