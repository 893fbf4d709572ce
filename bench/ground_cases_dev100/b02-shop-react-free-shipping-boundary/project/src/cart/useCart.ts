import { useCallback, useMemo, useReducer } from "react";
import { cartReducer, type CartItem, type Product } from "./cartReducer";
import { computeTotals } from "./selectors";

export type { CartItem, Product, Totals } from "./cartReducer";
export { computeTotals, FREE_SHIPPING_THRESHOLD, SHIPPING_FEE } from "./selectors";

export function useCart(initial: CartItem[] = []) {
  const [state, dispatch] = useReducer(cartReducer, {
    items: initial,
    coupon: null,
    discountPercent: 0,
  });

  const addItem = useCallback(
    (product: Product, quantity = 1) => dispatch({ type: "add", product, quantity }),
    [],
  );
  const removeItem = useCallback((productId: string) => dispatch({ type: "remove", productId }), []);
  const setQuantity = useCallback(
    (productId: string, quantity: number) => dispatch({ type: "setQuantity", productId, quantity }),
    [],
  );
  const applyCoupon = useCallback(
    (code: string, percent: number) => dispatch({ type: "applyCoupon", code, percent }),
    [],
  );
  const clearCoupon = useCallback(() => dispatch({ type: "clearCoupon" }), []);

  const totals = useMemo(
    () => computeTotals(state.items, state.discountPercent),
    [state.items, state.discountPercent],
  );

  return {
    items: state.items,
    coupon: state.coupon,
    discountPercent: state.discountPercent,
    totals,
    addItem,
    removeItem,
    setQuantity,
    applyCoupon,
    clearCoupon,
  };
}
