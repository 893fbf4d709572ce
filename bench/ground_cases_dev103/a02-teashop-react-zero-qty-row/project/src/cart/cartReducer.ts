export type CartItem = { id: string; name: string; unitPrice: number; qty: number };
export type CartState = { items: CartItem[]; coupon: string | null };

export type CartAction =
  | { type: "add"; item: Omit<CartItem, "qty"> }
  | { type: "setQty"; id: string; qty: number }
  | { type: "remove"; id: string }
  | { type: "applyCoupon"; code: string }
  | { type: "clear" };

export const initialCart: CartState = { items: [], coupon: null };

function updateLine(items: CartItem[], id: string, qty: number): CartItem[] {
  return items.map((i) => (i.id === id ? { ...i, qty } : i));
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "add": {
      const existing = state.items.find((i) => i.id === action.item.id);
      if (existing) {
        return { ...state, items: updateLine(state.items, existing.id, existing.qty + 1) };
      }
      return { ...state, items: [...state.items, { ...action.item, qty: 1 }] };
    }
    case "setQty":
      return { ...state, items: updateLine(state.items, action.id, action.qty) };
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

export function subtotal(state: CartState): number {
  return state.items.reduce((sum, i) => sum + i.unitPrice * i.qty, 0);
}
