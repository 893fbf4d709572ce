import { useCallback, useEffect, useMemo, useState } from "react";
import { CartItem, Coupon, checkCoupon, deleteItem, fetchCart, postItem } from "../api/cart";
import { applyPercent, sumCents } from "../utils/money";

export function useCart() {
  const [items, setItems] = useState<CartItem[]>([]);
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetchCart()
      .then(setItems)
      .catch((e: Error) => setError(e.message));
  }, []);

  const addItem = useCallback(
    async (sku: string) => {
      const item = await postItem(sku);
      setItems((prev) => [...prev, item]);
    },
    [],
  );

  const removeItem = useCallback(async (id: string) => {
    await deleteItem(id);
    setItems((prev) => prev.filter((i) => i.id !== id));
  }, []);

  const clearCart = useCallback(async () => {
    const ids = items.map((i) => i.id);
    await Promise.all(ids.map((id) => deleteItem(id)));
    setItems([]);
  }, [items]);

  const applyCoupon = useCallback(async (code: string) => {
    try {
      setCoupon(await checkCoupon(code));
      setError(null);
    } catch {
      setError("优惠码无效");
    }
  }, []);

  const totalCents = useMemo(() => {
    const subtotal = sumCents(items);
    return coupon ? applyPercent(subtotal, coupon.percentOff) : subtotal;
  }, [items]);

  return { items, coupon, error, totalCents, addItem, removeItem, clearCart, applyCoupon };
}
