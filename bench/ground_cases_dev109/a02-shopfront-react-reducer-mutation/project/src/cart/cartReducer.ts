export type CartLine = {
  sku: string;
  name: string;
  unitPriceCents: number;
  qty: number;
};

export type CartState = {
  items: CartLine[];
  couponCode: string | null;
};

export type CartAction =
  | { type: "add"; line: Omit<CartLine, "qty"> }
  | { type: "setQty"; sku: string; qty: number }
  | { type: "remove"; sku: string }
  | { type: "applyCoupon"; code: string | null }
  | { type: "clear" };

export const initialCart: CartState = { items: [], couponCode: null };

export const MAX_QTY = 99;

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "add": {
      const existing = state.items.find((l) => l.sku === action.line.sku);
      if (existing) {
        return {
          ...state,
          items: state.items.map((l) => (l.sku === action.line.sku ? { ...l, qty: l.qty + 1 } : l)),
        };
      }
      return { ...state, items: [...state.items, { ...action.line, qty: 1 }] };
    }
    case "setQty": {
      if (action.qty <= 0) {
        return { ...state, items: state.items.filter((l) => l.sku !== action.sku) };
      }
      const line = state.items.find((l) => l.sku === action.sku);
      if (!line) {
        return state;
      }
      line.qty = Math.min(action.qty, MAX_QTY);
      return { ...state };
    }
    case "remove":
      return { ...state, items: state.items.filter((l) => l.sku !== action.sku) };
    case "applyCoupon":
      return { ...state, couponCode: action.code };
    case "clear":
      return initialCart;
  }
}
