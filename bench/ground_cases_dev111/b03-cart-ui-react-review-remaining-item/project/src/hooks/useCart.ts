import { useReducer } from "react";

export type CartItem = { sku: string; name: string; price: number; qty: number };
type State = { items: CartItem[] };
type Action =
  | { type: "add"; item: Omit<CartItem, "qty"> }
  | { type: "setQty"; sku: string; qty: number }
  | { type: "remove"; sku: string }
  | { type: "clear" };

export function cartReducer(state: State, action: Action): State {
  switch (action.type) {
    case "add": {
      const exists = state.items.some((i) => i.sku === action.item.sku);
      if (exists) {
        return { items: state.items.map((i) => (i.sku === action.item.sku ? { ...i, qty: i.qty + 1 } : i)) };
      }
      return { items: [...state.items, { ...action.item, qty: 1 }] };
    }
    case "setQty": {
      const item = state.items.find((i) => i.sku === action.sku);
      if (item) item.qty = Math.max(1, action.qty);
      return state;
    }
    case "remove":
      return { items: state.items.filter((i) => i.sku !== action.sku) };
    case "clear":
      return { items: [] };
  }
}

export function useCart(initial: CartItem[] = []) {
  const [state, dispatch] = useReducer(cartReducer, { items: initial });
  return {
    items: state.items,
    add: (item: Omit<CartItem, "qty">) => dispatch({ type: "add", item }),
    setQty: (sku: string, qty: number) => dispatch({ type: "setQty", sku, qty }),
    remove: (sku: string) => dispatch({ type: "remove", sku }),
    clear: () => dispatch({ type: "clear" }),
  };
}
