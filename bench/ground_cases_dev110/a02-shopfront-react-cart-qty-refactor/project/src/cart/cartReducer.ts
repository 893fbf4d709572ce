export type CartItem = {
  id: string;
  name: string;
  priceCents: number;
  qty: number;
};

export type CartState = {
  items: CartItem[];
  coupon: string | null;
};

export type CartAction =
  | { type: "add"; item: Omit<CartItem, "qty"> }
  | { type: "increment"; id: string }
  | { type: "decrement"; id: string }
  | { type: "remove"; id: string }
  | { type: "applyCoupon"; code: string }
  | { type: "clear" };

export const initialCart: CartState = { items: [], coupon: null };

/** Items with ``id`` set to ``qty``; an item that would drop below one is removed. */
function setQty(items: CartItem[], id: string, qty: number): CartItem[] {
  if (qty <= 1) {
    return items.filter((i) => i.id !== id);
  }
  return items.map((i) => (i.id === id ? { ...i, qty } : i));
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "add": {
      const existing = state.items.find((i) => i.id === action.item.id);
      if (existing) {
        return { ...state, items: setQty(state.items, existing.id, existing.qty + 1) };
      }
      return { ...state, items: [...state.items, { ...action.item, qty: 1 }] };
    }
    case "increment":
    case "decrement": {
      const item = state.items.find((i) => i.id === action.id);
      if (!item) return state;
      const step = action.type === "increment" ? 1 : -1;
      return { ...state, items: setQty(state.items, item.id, item.qty + step) };
    }
    case "remove":
      return { ...state, items: state.items.filter((i) => i.id !== action.id) };
    case "applyCoupon":
      return { ...state, coupon: action.code.trim().toUpperCase() || null };
    case "clear":
      return initialCart;
    default:
      return state;
  }
}

export function itemCount(state: CartState): number {
  return state.items.reduce((n, i) => n + i.qty, 0);
}
