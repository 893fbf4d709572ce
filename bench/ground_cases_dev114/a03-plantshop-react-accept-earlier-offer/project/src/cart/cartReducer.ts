export type CartItem = {
  sku: string;
  name: string;
  priceCents: number;
  qty: number;
};

export type CartState = { items: CartItem[] };

export type CartAction =
  | { type: "add"; item: Omit<CartItem, "qty"> }
  | { type: "remove"; sku: string }
  | { type: "setQty"; sku: string; qty: number }
  | { type: "clear" };

export const initialCart: CartState = { items: [] };

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "add": {
      const existing = state.items.find((i) => i.sku === action.item.sku);
      if (existing) {
        return {
          items: state.items.map((i) => (i.sku === action.item.sku ? { ...i, qty: i.qty + 1 } : i)),
        };
      }
      return { items: [...state.items, { ...action.item, qty: 1 }] };
    }
    case "remove": {
      const idx = state.items.findIndex((i) => i.sku === action.sku);
      if (idx >= 0) state.items.splice(idx, 1);
      return state;
    }
    case "setQty": {
      const qty = Math.max(1, Math.floor(action.qty));
      return { items: state.items.map((i) => (i.sku === action.sku ? { ...i, qty } : i)) };
    }
    case "clear":
      return initialCart;
  }
}

export function itemCount(state: CartState): number {
  return state.items.reduce((n, i) => n + i.qty, 0);
}

export function subtotalCents(state: CartState): number {
  return state.items.reduce((sum, i) => sum + i.priceCents * i.qty, 0);
}
