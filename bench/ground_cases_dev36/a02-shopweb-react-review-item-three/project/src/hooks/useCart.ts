import { useCallback, useEffect, useState } from "react";
import * as api from "../api/cart";
import type { CartLine } from "../api/cart";
import { useSession } from "./useSession";

export function useCart() {
  const { cartId } = useSession();
  const [lines, setLines] = useState<CartLine[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Error | null>(null);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    api
      .fetchCart(cartId)
      .then((cart) => {
        if (!cancelled) setLines(cart.lines);
      })
      .catch((e: Error) => !cancelled && setError(e))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [cartId]);

  const updateQty = useCallback(
    async (sku: string, qty: number) => {
      const cart = await api.setQty(cartId, sku, qty);
      setLines(cart.lines);
    },
    [cartId],
  );

  const removeLine = useCallback(
    async (sku: string) => {
      const cart = await api.removeLine(cartId, sku);
      setLines(cart.lines);
    },
    [cartId],
  );

  return { lines, loading, error, updateQty, removeLine };
}
