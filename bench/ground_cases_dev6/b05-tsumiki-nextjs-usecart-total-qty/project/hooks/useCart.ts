"use client";

import { useCallback, useMemo, useState } from "react";
import type { Category, Product } from "@/lib/types";

export interface CartLine {
  product: Product;
  qty: number;
}

export function useCart(initial: CartLine[] = []) {
  const [lines, setLines] = useState<CartLine[]>(initial);

  const add = useCallback((product: Product, qty = 1) => {
    setLines((prev) => {
      const hit = prev.find((l) => l.product.id === product.id);
      if (hit) return prev.map((l) => (l === hit ? { ...l, qty: l.qty + qty } : l));
      return [...prev, { product, qty }];
    });
  }, []);

  const setQty = useCallback((id: string, qty: number) => {
    setLines((prev) => (qty <= 0 ? prev.filter((l) => l.product.id !== id) : prev.map((l) => (l.product.id === id ? { ...l, qty } : l))));
  }, []);

  const remove = useCallback((id: string) => setLines((prev) => prev.filter((l) => l.product.id !== id)), []);

  const itemCount = useMemo(() => lines.reduce((n, l) => n + l.qty, 0), [lines]);
  const total = useMemo(() => lines.reduce((sum, l) => sum + l.product.price, 0), [lines]);
  const subtotalByCategory = useMemo(() => {
    const out: Partial<Record<Category, number>> = {};
    for (const l of lines) out[l.product.category] = (out[l.product.category] ?? 0) + l.product.price * l.qty;
    return out;
  }, [lines]);

  return { lines, add, setQty, remove, itemCount, total, subtotalByCategory };
}
