import { useCallback, useMemo, useReducer } from "react";
import { cartReducer, isFreeShipping, selectCount, selectSubtotal } from "./cartReducer";

export type CartItem = {
  id: string;
  name: string;
  price: number; // 税抜, 円
  qty: number;
};

/**
 * Cart state for one page. The transitions live in cartReducer so they can be
 * tested without React; this hook only wires dispatch and the selectors.
 */
export function useCart(initial: CartItem[] = []) {
  const [state, dispatch] = useReducer(cartReducer, { items: initial });

  const add = useCallback((item: Omit<CartItem, "qty">) => dispatch({ type: "ADD", item }), []);
  const setQty = useCallback((id: string, qty: number) => dispatch({ type: "SET_QTY", id, qty }), []);
  const remove = useCallback((id: string) => dispatch({ type: "REMOVE", id }), []);
  const clear = useCallback(() => dispatch({ type: "CLEAR" }), []);

  const count = useMemo(() => selectCount(state), [state]);
  const subtotal = useMemo(() => selectSubtotal(state), [state]);
  const freeShipping = useMemo(() => isFreeShipping(state), [state]);

  return { items: state.items, add, setQty, remove, clear, count, subtotal, freeShipping };
}

export function lineTotal(item: CartItem): number {
  return item.price * item.qty;
}
