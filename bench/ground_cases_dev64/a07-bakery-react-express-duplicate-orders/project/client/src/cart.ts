import { useSyncExternalStore } from "react";
import type { OrderItem } from "./api";

let items: OrderItem[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export function addItem(sku: string, qty = 1) {
  const found = items.find((i) => i.sku === sku);
  items = found ? items.map((i) => (i.sku === sku ? { ...i, qty: i.qty + qty } : i)) : [...items, { sku, qty }];
  emit();
}

export function useCart() {
  const snapshot = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => items,
  );
  return {
    items: snapshot,
    clear() {
      items = [];
      emit();
    },
  };
}
