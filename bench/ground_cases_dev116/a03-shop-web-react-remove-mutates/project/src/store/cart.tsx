import { createContext, useContext, useReducer, type Dispatch, type ReactNode } from "react";

export type CartItem = { productId: string; name: string; priceCents: number; qty: number };
export type CartState = { items: CartItem[] };

export type CartAction =
  | { type: "add"; item: Omit<CartItem, "qty"> }
  | { type: "remove"; productId: string }
  | { type: "setQty"; productId: string; qty: number }
  | { type: "clear" };

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "add": {
      const existing = state.items.find((i) => i.productId === action.item.productId);
      if (existing) {
        return {
          items: state.items.map((i) =>
            i.productId === action.item.productId ? { ...i, qty: i.qty + 1 } : i,
          ),
        };
      }
      return { items: [...state.items, { ...action.item, qty: 1 }] };
    }
    case "remove": {
      const idx = state.items.findIndex((i) => i.productId === action.productId);
      if (idx >= 0) state.items.splice(idx, 1);
      return state;
    }
    case "setQty":
      return {
        items: state.items.map((i) =>
          i.productId === action.productId ? { ...i, qty: Math.max(1, Math.floor(action.qty) || 1) } : i,
        ),
      };
    case "clear":
      return { items: [] };
  }
}

export const itemCount = (s: CartState) => s.items.reduce((n, i) => n + i.qty, 0);
export const totalCents = (s: CartState) => s.items.reduce((n, i) => n + i.qty * i.priceCents, 0);

const CartContext = createContext<{ state: CartState; dispatch: Dispatch<CartAction> } | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(cartReducer, { items: [] });
  return <CartContext.Provider value={{ state, dispatch }}>{children}</CartContext.Provider>;
}

export function useCart() {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error("useCart must be used inside <CartProvider>");
  return ctx;
}
