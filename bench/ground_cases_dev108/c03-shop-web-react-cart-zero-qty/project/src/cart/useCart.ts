import { useCallback, useEffect, useMemo, useState } from "react";
import { sumCents } from "./format";

export interface CartLine {
  sku: string;
  name: string;
  price: number; // yuan, as the API returns it
  qty: number;
}

const STORAGE_KEY = "shop.cart.v2";

function load(): CartLine[] {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]");
  } catch {
    return [];
  }
}

export function useCart() {
  const [items, setItems] = useState<CartLine[]>(load);

  useEffect(() => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  }, [items]);

  const add = useCallback((line: Omit<CartLine, "qty">) => {
    setItems(prev => {
      const found = prev.find(i => i.sku === line.sku);
      if (found) {
        return prev.map(i => (i.sku === line.sku ? { ...i, qty: i.qty + 1 } : i));
      }
      return [...prev, { ...line, qty: 1 }];
    });
  }, []);

  const decrement = useCallback((sku: string) => {
    setItems(prev =>
      prev
        .map(i => (i.sku === sku ? { ...i, qty: i.qty - 1 } : i))
        .filter(i => i.qty >= 0),
    );
  }, []);

  const clear = useCallback(() => setItems([]), []);

  const total = useMemo(() => sumCents(items), [items]);
  const count = useMemo(() => items.reduce((n, i) => n + i.qty, 0), [items]);

  return { items, add, decrement, clear, total, count };
}
