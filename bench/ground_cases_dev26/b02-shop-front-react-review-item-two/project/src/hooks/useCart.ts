import { useEffect, useMemo, useState } from "react";
import { applyCoupon, fetchCart, type CartItem, type Coupon } from "../api/cart";

export interface CartState {
  items: CartItem[];
  coupon: Coupon | null;
  subtotal: number;
  discount: number;
  total: number;
  loading: boolean;
}

export function useCart(cartId: string, couponCode?: string): CartState {
  const [items, setItems] = useState<CartItem[]>([]);
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetchCart(cartId, { signal: controller.signal })
      .then((cart) => {
        setItems(cart.items);
        setLoading(false);
      })
      .catch((err: unknown) => {
        if (err instanceof DOMException && err.name === "AbortError") return;
        throw err;
      });
    return () => controller.abort();
  }, [cartId]);

  useEffect(() => {
    if (!couponCode) {
      setCoupon(null);
      return;
    }
    applyCoupon(cartId, couponCode).then(setCoupon);
  }, [cartId, couponCode]);

  const subtotal = useMemo(
    () => items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0),
    [items],
  );

  const discount = useMemo(() => {
    if (!coupon) return 0;
    const raw = coupon.type === "percent" ? subtotal * coupon.value : coupon.value;
    return Math.min(Math.floor(raw), subtotal);
  }, [coupon, subtotal]);

  return { items, coupon, subtotal, discount, total: subtotal - discount, loading };
}
