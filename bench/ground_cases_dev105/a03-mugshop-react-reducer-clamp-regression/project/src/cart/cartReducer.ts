export interface CartItem {
  id: string;
  name: string;
  priceCents: number;
  qty: number;
  stock: number;
}

export interface CartState {
  items: CartItem[];
}

export type CartAction =
  | { type: "add"; item: Omit<CartItem, "qty"> }
  | { type: "remove"; id: string }
  | { type: "setQty"; id: string; qty: number }
  | { type: "clear" };

export const emptyCart: CartState = { items: [] };

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "add": {
      const existing = state.items.find((i) => i.id === action.item.id);
      if (existing) {
        return cartReducer(state, { type: "setQty", id: existing.id, qty: existing.qty + 1 });
      }
      return { ...state, items: [...state.items, { ...action.item, qty: 1 }] };
    }
    case "remove":
      return { ...state, items: state.items.filter((i) => i.id !== action.id) };
    case "setQty":
      return {
        ...state,
        items: state.items.map((i) => (i.id === action.id ? { ...i, qty: action.qty } : i)),
      };
    case "clear":
      return emptyCart;
  }
}

export function itemCount(state: CartState): number {
  return state.items.reduce((n, i) => n + i.qty, 0);
}

export function subtotalCents(state: CartState): number {
  return state.items.reduce((sum, i) => sum + i.priceCents * i.qty, 0);
}
