import { useCallback, useState } from "react";

export type CartLine = { productId: string; qty: number };

export function useCart() {
  const [lines, setLines] = useState<CartLine[]>([]);

  const add = useCallback((productId: string, qty: number) => {
    setLines((prev) => {
      const hit = prev.find((l) => l.productId === productId);
      if (hit) {
        return prev.map((l) => (l.productId === productId ? { ...l, qty: l.qty + qty } : l));
      }
      return [...prev, { productId, qty }];
    });
  }, []);

  const clear = useCallback(() => setLines([]), []);

  return { lines, add, clear };
}
