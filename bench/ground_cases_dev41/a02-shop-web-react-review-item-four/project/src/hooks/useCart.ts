import { useCallback, useEffect, useMemo, useState } from "react";
import type { CartLine, Product } from "../types";

const STORAGE_KEY = "shop.cart.v2";

function loadInitial(): CartLine[] {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as CartLine[]) : [];
  } catch {
    return [];
  }
}

export function useCart() {
  const [lines, setLines] = useState<CartLine[]>(loadInitial);

  useEffect(() => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(lines));
  }, [lines]);

  const addItem = useCallback((product: Product, qty = 1) => {
    setLines((prev) => {
      const existing = prev.find((l) => l.sku === product.sku);
      if (existing) {
        return prev.map((l) => (l.sku === product.sku ? { ...l, qty: l.qty + qty } : l));
      }
      return [...prev, { sku: product.sku, name: product.name, unitPriceCents: product.priceCents, qty }];
    });
  }, []);

  const removeItem = useCallback(
    (sku: string) => {
      setLines(lines.filter((l) => l.sku !== sku));
    },
    [lines],
  );

  const setQty = useCallback((sku: string, qty: number) => {
    setLines((prev) =>
      qty <= 0 ? prev.filter((l) => l.sku !== sku) : prev.map((l) => (l.sku === sku ? { ...l, qty } : l)),
    );
  }, []);

  const clear = useCallback(() => setLines([]), []);

  const subtotalCents = useMemo(() => lines.reduce((sum, l) => sum + l.unitPriceCents * l.qty, 0), [lines]);
  const count = useMemo(() => lines.reduce((n, l) => n + l.qty, 0), [lines]);

  return { lines, addItem, removeItem, setQty, clear, subtotalCents, count };
}
