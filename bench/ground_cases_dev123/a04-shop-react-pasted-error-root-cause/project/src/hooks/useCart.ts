import { useCallback, useEffect, useState } from "react";
import { type Cart, fetchCart, removeLine, updateQty } from "../api/cart";

export function useCart() {
  const [cart, setCart] = useState<Cart | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    fetchCart()
      .then((c) => {
        if (!cancelled) setCart(c);
      })
      .catch((e: Error) => {
        if (!cancelled) setError(e.message);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const changeQty = useCallback(async (id: string, qty: number) => {
    try {
      setCart(await updateQty(id, qty));
    } catch (e) {
      setError((e as Error).message);
    }
  }, []);

  const removeItem = useCallback(async (id: string) => {
    try {
      setCart(await removeLine(id));
    } catch (e) {
      setError((e as Error).message);
    }
  }, []);

  return { cart, error, changeQty, removeItem };
}
