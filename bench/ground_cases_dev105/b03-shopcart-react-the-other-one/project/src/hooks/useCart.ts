import { useMemo, useState } from "react";
import { applyCoupon, lineTotal, parseCoupon, type Coupon } from "../lib/price";

export interface CartItem {
  id: string;
  name: string;
  unitPrice: number;
  qty: number;
}

export function useCart(initial: CartItem[] = []) {
  const [items, setItems] = useState<CartItem[]>(initial);
  const [coupon, setCoupon] = useState<Coupon | null>(null);

  const increment = (id: string) => {
    setItems((prev) => prev.map((it) => (it.id === id ? { ...it, qty: it.qty + 1 } : it)));
  };

  const addBulk = (id: string, count: number) => {
    for (let i = 0; i < count; i++) increment(id);
  };

  const decrement = (id: string) => {
    setItems((prev) =>
      prev
        .map((it) => (it.id === id ? { ...it, qty: it.qty - 1 } : it))
        .filter((it) => it.qty > 0),
    );
  };

  const useCouponCode = (code: string): boolean => {
    const parsed = parseCoupon(code);
    setCoupon(parsed);
    return parsed !== null;
  };

  const removeCoupon = () => setCoupon(null);

  const subtotal = useMemo(
    () => items.reduce((sum, it) => sum + lineTotal(it.unitPrice, it.qty), 0),
    [items],
  );
  const discount = useMemo(() => (coupon ? applyCoupon(subtotal, coupon) : 0), [subtotal]);
  const total = subtotal - discount;

  return { items, coupon, subtotal, discount, total, increment, addBulk, decrement, useCouponCode, removeCoupon };
}
