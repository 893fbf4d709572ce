import { useCallback, useEffect, useState } from "react";
import type { CartItem, Coupon } from "../types";
import { api } from "../lib/api";

const STORAGE_KEY = "cartly.cart.v2";

function load(): CartItem[] {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]") as CartItem[];
  } catch {
    return [];
  }
}

export function useCart() {
  const [items, setItems] = useState<CartItem[]>(load);
  const [coupon, setCoupon] = useState<Coupon | null>(null);

  useEffect(() => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  }, [items]);

  const setQty = useCallback((sku: string, qty: number) => {
    setItems((prev) =>
      qty <= 0 ? prev.filter((i) => i.sku !== sku) : prev.map((i) => (i.sku === sku ? { ...i, qty } : i)),
    );
  }, []);

  const applyCoupon = useCallback(async (code: string) => {
    const found = await api.get<Coupon>(`/coupons/${encodeURIComponent(code)}`);
    setCoupon(found);
  }, []);

  const clearCart = useCallback(() => {
    setItems([]);
    setCoupon(null);
  }, []);

  return { items, coupon, setQty, applyCoupon, clearCart };
}
