import { useSyncExternalStore } from "react";

export interface CartItem {
  skuId: string;
  title: string;
  priceFen: number;
  qty: number;
}

let items: CartItem[] = [];
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((l) => l());
}

export const cartStore = {
  add(item: CartItem) {
    const found = items.find((i) => i.skuId === item.skuId);
    items = found
      ? items.map((i) => (i.skuId === item.skuId ? { ...i, qty: i.qty + item.qty } : i))
      : [...items, item];
    emit();
  },
  remove(skuId: string) {
    items = items.filter((i) => i.skuId !== skuId);
    emit();
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  snapshot: () => items,
};

export function useCart() {
  const snapshot = useSyncExternalStore(cartStore.subscribe, cartStore.snapshot);
  return { items: snapshot };
}
