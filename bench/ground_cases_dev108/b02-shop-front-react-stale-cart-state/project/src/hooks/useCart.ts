import { useCallback, useMemo, useState } from "react";

export type CartItem = {
  sku: string;
  name: string;
  unitPrice: number; // yen, tax included
  qty: number;
};

const MAX_QTY = 20;

export function useCart(initial: CartItem[] = []) {
  const [items, setItems] = useState<CartItem[]>(initial);

  const changeQty = useCallback(
    (sku: string, delta: number) => {
      const next = items
        .map((it) => (it.sku === sku ? { ...it, qty: Math.min(it.qty + delta, MAX_QTY) } : it))
        .filter((it) => it.qty > 0);
      setItems(next);
    },
    [items],
  );

  const increment = useCallback((sku: string) => changeQty(sku, 1), [changeQty]);
  const decrement = useCallback((sku: string) => changeQty(sku, -1), [changeQty]);

  const remove = useCallback((sku: string) => {
    setItems((prev) => prev.filter((it) => it.sku !== sku));
  }, []);

  const total = useMemo(() => items.reduce((sum, it) => sum + it.unitPrice * it.qty, 0), [items]);

  return { items, increment, decrement, remove, total };
}
