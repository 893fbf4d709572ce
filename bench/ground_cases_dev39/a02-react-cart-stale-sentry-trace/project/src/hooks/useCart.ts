import { useCallback, useEffect, useState } from "react";
import { Cart, getCart, removeFromCart, updateQuantity } from "../api/cart";

type State = {
  cart: Cart;
  loading: boolean;
  error: Error | null;
};

const EMPTY: Cart = {
  id: "",
  items: [],
  itemCount: 0,
  currency: "EUR",
  subtotalCents: 0,
  discountCents: 0,
  shippingCents: 0,
  totalCents: 0,
  promoCode: null,
};

export function useCart() {
  const [state, setState] = useState<State>({ cart: EMPTY, loading: true, error: null });

  const load = useCallback(async () => {
    try {
      const cart = await getCart();
      setState({ cart, loading: false, error: null });
    } catch (error) {
      setState((s) => ({ ...s, loading: false, error: error as Error }));
    }
  }, []);

  useEffect(() => {
    load();
  }, [load]);

  const apply = (cart: Cart) => setState({ cart, loading: false, error: null });

  return {
    ...state,
    replaceCart: apply,
    removeItem: async (sku: string) => apply(await removeFromCart(sku)),
    setQuantity: async (sku: string, q: number) => apply(await updateQuantity(sku, q)),
    reload: load,
  };
}
