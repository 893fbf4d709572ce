import { useEffect, useReducer } from "react";
import { cartReducer } from "./cartReducer";
import { CartLine, CartState, emptyCart } from "./types";

const STORAGE_KEY = "shopfront.cart.v2";

function load(): CartState {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return emptyCart;
    const parsed = JSON.parse(raw) as CartState;
    return Array.isArray(parsed.lines) ? parsed : emptyCart;
  } catch {
    return emptyCart;
  }
}

export function useCart() {
  const [state, dispatch] = useReducer(cartReducer, undefined, load);

  useEffect(() => {
    if (state.updatedAt === 0) return;
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  }, [state]);

  return {
    state,
    add: (line: Omit<CartLine, "qty">, qty = 1) => dispatch({ type: "add", line, qty }),
    increment: (sku: string) => dispatch({ type: "increment", sku }),
    decrement: (sku: string) => dispatch({ type: "decrement", sku }),
    remove: (sku: string) => dispatch({ type: "remove", sku }),
    applyCoupon: (code: string) => dispatch({ type: "applyCoupon", code }),
    clearCart: () => dispatch({ type: "clear" }),
  };
}
