import { useCallback, useEffect, useReducer, useRef } from "react";
import { fetchCart, saveCart } from "./api";
import { cartReducer } from "./cartReducer";
import { emptyState, type CartItem } from "./types";

/**
 * The cart of the current visitor. `cartId` changes when a guest logs in
 * and the backend merges the guest cart into the account cart.
 */
export function useCart(cartId: string) {
  const [state, dispatch] = useReducer(cartReducer, emptyState);
  const firstSave = useRef(true);

  const add = useCallback((item: CartItem) => dispatch({ type: "add", item }), []);
  const setQuantity = useCallback(
    (sku: string, variantId: string, quantity: number) =>
      dispatch({ type: "setQuantity", sku, variantId, quantity }),
    [],
  );
  const remove = useCallback(
    (sku: string, variantId: string) => dispatch({ type: "remove", sku, variantId }),
    [],
  );
  const applyPromo = useCallback((code: string) => dispatch({ type: "applyPromo", code }), []);

  useEffect(() => {
    fetchCart(cartId)
      .then((cart) => dispatch({ type: "hydrate", cart }))
      .catch((err) => console.error("cart: load failed", err));
  }, []);

  useEffect(() => {
    if (!state.cart) return;
    if (firstSave.current) {
      firstSave.current = false;
      return;
    }
    const t = setTimeout(() => {
      saveCart(state.cart!).catch((err) => console.error("cart: save failed", err));
    }, 400);
    return () => clearTimeout(t);
  }, [state.cart]);

  return { ...state, add, setQuantity, remove, applyPromo };
}
