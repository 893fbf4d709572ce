import { createContext, useContext, useMemo, useReducer, type ReactNode } from "react";
import { cartReducer, initialCart, type CartAction, type CartState } from "./cartReducer";

type CartContextValue = {
  state: CartState;
  dispatch: (action: CartAction) => void;
  itemCount: number;
  subtotalCents: number;
};

const CartContext = createContext<CartContextValue | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(cartReducer, initialCart);

  const itemCount = useMemo(() => state.items.reduce((n, l) => n + l.qty, 0), [state.items]);
  const subtotalCents = useMemo(
    () => state.items.reduce((sum, l) => sum + l.qty * l.unitPriceCents, 0),
    [state.items],
  );

  const value = useMemo(
    () => ({ state, dispatch, itemCount, subtotalCents }),
    [state, itemCount, subtotalCents],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const ctx = useContext(CartContext);
  if (!ctx) {
    throw new Error("useCart must be used inside <CartProvider>");
  }
  return ctx;
}
