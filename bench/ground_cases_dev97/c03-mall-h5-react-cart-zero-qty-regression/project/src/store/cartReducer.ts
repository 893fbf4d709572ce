export interface CartItem {
  sku: string;
  title: string;
  priceCents: number;
  qty: number;
  stock: number;
}

export interface CartState {
  items: CartItem[];
  couponCode: string | null;
}

export type CartAction =
  | { type: "add"; item: Omit<CartItem, "qty">; qty?: number }
  | { type: "updateQty"; sku: string; qty: number }
  | { type: "remove"; sku: string }
  | { type: "applyCoupon"; code: string | null }
  | { type: "clear" };

export const initialCart: CartState = { items: [], couponCode: null };

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "add": {
      const qty = action.qty ?? 1;
      const existing = state.items.find((i) => i.sku === action.item.sku);
      if (existing) {
        return {
          ...state,
          items: state.items.map((i) =>
            i.sku === action.item.sku ? { ...i, qty: Math.min(i.qty + qty, i.stock) } : i,
          ),
        };
      }
      return { ...state, items: [...state.items, { ...action.item, qty: Math.min(qty, action.item.stock) }] };
    }
    case "updateQty":
      return {
        ...state,
        items: state.items.map((i) => (i.sku === action.sku ? { ...i, qty: Math.min(action.qty, i.stock) } : i)),
      };
    case "remove":
      return { ...state, items: state.items.filter((i) => i.sku !== action.sku) };
    case "applyCoupon":
      return { ...state, couponCode: action.code };
    case "clear":
      return { ...state, items: [] };
    default:
      return state;
  }
}

export function subtotalCents(state: CartState): number {
  return state.items.reduce((sum, i) => sum + i.priceCents * i.qty, 0);
}
