import { useCallback, useEffect, useState } from "react";
import { checkCoupon, Coupon, CartItem, fetchCart, removeFromCart } from "../api";

export function useCart(couponCode = "") {
  const [items, setItems] = useState<CartItem[]>([]);
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetchCart().then(setItems, (e: Error) => setError(e.message));
  }, []);

  useEffect(() => {
    if (!couponCode) {
      setCoupon(null);
      return;
    }
    let cancelled = false;
    checkCoupon(couponCode).then(
      (c) => !cancelled && setCoupon(c),
      () => !cancelled && setCoupon(null),
    );
    return () => {
      cancelled = true;
    };
  }, [couponCode]);

  const removeItem = useCallback((sku: string) => {
    removeFromCart(sku).then(setItems, (e: Error) => setError(e.message));
  }, []);

  return { items, coupon, error, removeItem };
}
