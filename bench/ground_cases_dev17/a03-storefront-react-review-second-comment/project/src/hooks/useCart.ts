import { useMemo } from "react";
import { create } from "zustand";

import { multiply, savings, sumPrices, type Price } from "../lib/money";

export interface CartItem {
  sku: string;
  title: string;
  quantity: number;
  listPrice: Price;
  salePrice: Price;
}

interface CartState {
  items: CartItem[];
  add: (item: CartItem) => void;
  remove: (sku: string) => void;
  setQuantity: (sku: string, quantity: number) => void;
}

export const useCartStore = create<CartState>()((set) => ({
  items: [],
  add: (item) =>
    set((s) => {
      const existing = s.items.find((i) => i.sku === item.sku);
      if (existing) {
        return { items: s.items.map((i) => (i.sku === item.sku ? { ...i, quantity: i.quantity + item.quantity } : i)) };
      }
      return { items: [...s.items, item] };
    }),
  remove: (sku) => set((s) => ({ items: s.items.filter((i) => i.sku !== sku) })),
  setQuantity: (sku, quantity) =>
    set((s) => ({ items: s.items.map((i) => (i.sku === sku ? { ...i, quantity } : i)) })),
}));

export function useCart() {
  const items = useCartStore((s) => s.items);
  return useMemo(() => {
    const currency = items[0]?.salePrice.currency ?? "EUR";
    const totalQuantity = items.reduce((n, i) => n + i.quantity, 0);
    const total = sumPrices(items.map((i) => multiply(i.salePrice, i.quantity)), currency);
    const saved = sumPrices(
      items.map((i) => multiply(savings(i.listPrice, i.salePrice), i.quantity)),
      currency,
    );
    return { items, totalQuantity, total, saved, isEmpty: items.length === 0 };
  }, [items]);
}
