import { useCallback, useEffect, useState } from "react";

export type CartItem = {
  sku: string;
  name: string;
  price: number;
  qty: number;
};

const KEY = "shop.cart.v1";

function load(): CartItem[] {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? "[]") as CartItem[];
  } catch {
    return [];
  }
}

export function useCart() {
  const [items, setItems] = useState<CartItem[]>(load);

  useEffect(() => {
    localStorage.setItem(KEY, JSON.stringify(items));
  }, [items]);

  const addItem = useCallback((item: Omit<CartItem, "qty">) => {
    setItems((prev) => {
      const found = prev.find((i) => i.sku === item.sku);
      if (found) {
        return prev.map((i) => (i.sku === item.sku ? { ...i, qty: i.qty + 1 } : i));
      }
      return [...prev, { ...item, qty: 1 }];
    });
  }, []);

  const removeItem = useCallback(
    (sku: string) => {
      const index = items.findIndex((i) => i.sku === sku);
      if (index >= 0) {
        items.splice(index, 1);
        setItems(items);
      }
    },
    [items],
  );

  const clear = useCallback(() => setItems([]), []);

  return { items, addItem, removeItem, clear };
}
