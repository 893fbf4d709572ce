import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

export type CartItem = { sku: string; name: string; price: number; qty: number };

type CartValue = {
  items: CartItem[];
  add: (item: Omit<CartItem, "qty">) => void;
  remove: (sku: string) => void;
  total: number;
};

const CartContext = createContext<CartValue | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<CartItem[]>([]);

  const value = useMemo<CartValue>(() => {
    const add = (item: Omit<CartItem, "qty">) =>
      setItems((prev) => {
        const found = prev.find((i) => i.sku === item.sku);
        if (found) return prev.map((i) => (i.sku === item.sku ? { ...i, qty: i.qty + 1 } : i));
        return [...prev, { ...item, qty: 1 }];
      });
    const remove = (sku: string) => setItems((prev) => prev.filter((i) => i.sku !== sku));
    const total = items.reduce((sum, i) => sum + i.price * i.qty, 0);
    return { items, add, remove, total };
  }, [items]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartValue {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error("useCart must be used inside <CartProvider>");
  return ctx;
}
