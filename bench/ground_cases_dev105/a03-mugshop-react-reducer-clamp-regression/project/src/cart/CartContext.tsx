import { createContext, useContext, useEffect, useReducer, type ReactNode } from "react";
import { cartReducer, emptyCart, itemCount, subtotalCents, type CartAction, type CartState } from "./cartReducer";

const STORAGE_KEY = "mugshop.cart.v1";

interface CartValue {
  state: CartState;
  dispatch: (action: CartAction) => void;
  count: number;
  subtotal: number;
}

const CartContext = createContext<CartValue | null>(null);

function load(): CartState {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as CartState) : emptyCart;
  } catch {
    return emptyCart;
  }
}

export function CartProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(cartReducer, undefined, load);

  useEffect(() => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  }, [state]);

  const value = { state, dispatch, count: itemCount(state), subtotal: subtotalCents(state) };
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart must be used inside <CartProvider>");
  return value;
}
