import { useCallback, useEffect, useState } from "react";
import type { CartItem, CartState, Coupon } from "../types";

const STORAGE_KEY = "shop.cart.v2";

function restore(): CartItem[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as CartItem[]) : [];
  } catch {
    return [];
  }
}

export function useCart() {
  const [state, setState] = useState<CartState>({ items: restore(), coupon: null, loading: false });

  useEffect(() => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(state.items));
  }, [state.items]);

  const setQty = useCallback((sku: string, qty: number) => {
    setState((s) => ({
      ...s,
      items: s.items.map((it) => (it.sku === sku ? { ...it, qty: Math.max(0, qty) } : it)),
    }));
  }, []);

  const applyCoupon = useCallback(async (code: string) => {
    setState((s) => ({ ...s, loading: true }));
    const res = await fetch(`/api/coupons/${encodeURIComponent(code)}`);
    const coupon: Coupon | null = res.ok ? await res.json() : null;
    setState((s) => ({ ...s, coupon, loading: false }));
    return coupon !== null;
  }, []);

  return { ...state, setQty, applyCoupon };
}
