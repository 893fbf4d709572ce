import { useCallback, useMemo, useState } from "react";

export interface CartLine {
  sku: string;
  variant?: string;
  name: string;
  unitPriceCents: number;
  qty: number;
}

export const MAX_QTY = 99;

export function useCart(initial: CartLine[] = []) {
  const [items, setItems] = useState<CartLine[]>(initial);

  // Functional updates: QuantityStepper calls these from a setInterval, so they must not
  // close over one render's items.
  const increment = useCallback((sku: string) => {
    setItems((prev) => prev.map((l) => (l.sku === sku ? { ...l, qty: Math.min(l.qty + 1, MAX_QTY) } : l)));
  }, []);

  const decrement = useCallback((sku: string) => {
    setItems((prev) =>
      prev.map((l) => (l.sku === sku ? { ...l, qty: l.qty - 1 } : l)).filter((l) => l.qty > 0),
    );
  }, []);

  const removeItem = useCallback((sku: string) => {
    setItems((prev) => prev.filter((l) => l.sku !== sku));
  }, []);

  const addItem = useCallback((line: Omit<CartLine, "qty">) => {
    setItems((prev) => {
      const found = prev.find((l) => l.sku === line.sku && l.variant === line.variant);
      if (found) {
        return prev.map((l) => (l === found ? { ...l, qty: Math.min(l.qty + 1, MAX_QTY) } : l));
      }
      return [...prev, { ...line, qty: 1 }];
    });
  }, []);

  const subtotalCents = useMemo(
    () => items.reduce((sum, l) => sum + l.unitPriceCents * l.qty, 0),
    [items],
  );

  return { items, increment, decrement, removeItem, addItem, subtotalCents };
}
