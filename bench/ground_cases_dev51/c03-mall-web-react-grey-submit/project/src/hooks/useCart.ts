import { useCallback, useEffect, useMemo, useState } from "react";
import { sumCents } from "../utils/price";

export interface CartItem {
  sku: string;
  title: string;
  priceCents: number;
  qty: number;
  image: string;
}

const KEY = "mall.cart.v2";

function load(): CartItem[] {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? "[]");
  } catch {
    return [];
  }
}

export function useCart() {
  const [items, setItems] = useState<CartItem[]>(load);

  useEffect(() => {
    localStorage.setItem(KEY, JSON.stringify(items));
  }, [items]);

  const setQty = useCallback((sku: string, qty: number) => {
    setItems((prev) =>
      prev.map((it) => (it.sku === sku ? { ...it, qty: Math.max(1, qty) } : it)),
    );
  }, []);

  const remove = useCallback((sku: string) => {
    setItems((prev) => prev.filter((it) => it.sku !== sku));
  }, []);

  const clear = useCallback(() => setItems([]), []);

  const totalCents = useMemo(() => sumCents(items.map((it) => it.priceCents * it.qty)), [items]);

  return { items, setQty, remove, clear, totalCents };
}
