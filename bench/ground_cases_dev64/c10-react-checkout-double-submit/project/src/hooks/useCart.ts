import { useCallback, useSyncExternalStore } from "react";

import type { CartLine } from "../api/orders";

const KEY = "h5-mall:cart";
let listeners: Array<() => void> = [];

function read(): CartLine[] {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? "[]");
  } catch {
    return [];
  }
}

let snapshot = read();

function write(lines: CartLine[]) {
  localStorage.setItem(KEY, JSON.stringify(lines));
  snapshot = lines;
  listeners.forEach((l) => l());
}

export function useCart() {
  const lines = useSyncExternalStore(
    (l) => {
      listeners.push(l);
      return () => (listeners = listeners.filter((x) => x !== l));
    },
    () => snapshot,
  );
  const clear = useCallback(() => write([]), []);
  const total = lines.reduce((sum, l) => sum + l.qty * 5900, 0);
  return { lines, total, clear };
}
