import { useCallback, useMemo, useState } from "react";
import type { CartLine, Product } from "../types";

export function useCart() {
  const [lines, setLines] = useState<CartLine[]>([]);

  const addItem = useCallback((product: Product) => {
    setLines((prev) => {
      const existing = prev.find((l) => l.id === product.sku);
      if (existing) {
        return prev.map((l) => (l.id === existing.id ? { ...l, qty: l.qty + 1 } : l));
      }
      return [...prev, { ...product, qty: 1 }];
    });
  }, []);

  const removeItem = useCallback((id: string) => {
    setLines((prev) => prev.filter((l) => l.id !== id));
  }, []);

  const total = useMemo(() => lines.reduce((sum, l) => sum + l.price * l.qty, 0), [lines]);

  return { lines, addItem, removeItem, total };
}
