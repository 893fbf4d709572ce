export interface CartItem {
  sku: string;
  name: string;
  priceCents: number;
  qty: number;
}

export interface CartState {
  items: CartItem[];
  updatedAt: number;
}

export type CartAction =
  | { type: "ADD_ITEM"; item: Omit<CartItem, "qty">; qty?: number }
  | { type: "REMOVE_ITEM"; sku: string }
  | { type: "SET_QTY"; sku: string; qty: number }
  | { type: "CLEAR" };

export const initialCart: CartState = { items: [], updatedAt: 0 };

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "ADD_ITEM": {
      const qty = action.qty ?? 1;
      const existing = state.items.find((i) => i.sku === action.item.sku);
      const items = existing
        ? state.items.map((i) => (i.sku === action.item.sku ? { ...i, qty: i.qty + qty } : i))
        : [...state.items, { ...action.item, qty }];
      return { items, updatedAt: Date.now() };
    }
    case "REMOVE_ITEM": {
      const idx = state.items.findIndex((i) => i.sku === action.sku);
      if (idx >= 0) state.items.splice(idx, 1);
      return state;
    }
    case "SET_QTY": {
      if (action.qty <= 0) return cartReducer(state, { type: "REMOVE_ITEM", sku: action.sku });
      const items = state.items.map((i) => (i.sku === action.sku ? { ...i, qty: action.qty } : i));
      return { items, updatedAt: Date.now() };
    }
    case "CLEAR":
      return { items: [], updatedAt: Date.now() };
    default:
      return state;
  }
}

export function cartTotalCents(state: CartState): number {
  return state.items.reduce((sum, i) => sum + i.priceCents * i.qty, 0);
}
