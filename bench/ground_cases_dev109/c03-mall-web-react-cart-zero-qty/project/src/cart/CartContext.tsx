import { createContext, useContext, useMemo, useReducer, type ReactNode } from "react";
import { formatPrice } from "../utils/format";
import { cartReducer, cartTotal, initialCart, type CartAction, type CartState } from "./cartReducer";

interface CartContextValue {
  state: CartState;
  dispatch: (action: CartAction) => void;
  total: number;
  count: number;
}

const CartContext = createContext<CartContextValue | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(cartReducer, initialCart);
  const value = useMemo(
    () => ({
      state,
      dispatch,
      total: cartTotal(state),
      count: state.items.reduce((n, it) => n + it.qty, 0),
    }),
    [state],
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

export function CartSummary() {
  const { total, count } = useCart();
  return (
    <div className="cart-summary">
      <span>共 {count} 件</span>
      <strong>{formatPrice(total)}</strong>
    </div>
  );
}
