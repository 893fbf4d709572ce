"use client";

import { useSyncExternalStore } from "react";

export type CartLine = { sku: string; title: string; qty: number; price: number };

let lines: CartLine[] = [];
const listeners = new Set<() => void>();

export function addLine(line: CartLine) {
  lines = [...lines, line];
  listeners.forEach((l) => l());
}

export function useCart(): CartLine[] {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => lines,
    () => lines,
  );
}

export function totalQty(items: CartLine[]): number {
  return items.reduce((n, l) => n + l.qty, 0);
}
