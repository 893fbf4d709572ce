import { useCallback, useEffect, useState } from "react";
import { loadItems, saveItems } from "../storage/itemsStorage";
import type { Item } from "../types";

function newId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export function useItems() {
  const [items, setItems] = useState<Item[]>([]);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadItems().then((loaded) => {
      if (!cancelled) {
        setItems(loaded);
        setReady(true);
      }
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const addItem = useCallback((title: string) => {
    const trimmed = title.trim();
    if (!trimmed) return;
    setItems((prev) => {
      const next = [...prev, { id: newId(), title: trimmed, done: false, createdAt: Date.now() }];
      void saveItems(next);
      return next;
    });
  }, []);

  const toggleItem = useCallback(
    (id: string) => {
      setItems((prev) => prev.map((it) => (it.id === id ? { ...it, done: !it.done } : it)));
      void saveItems(items);
    },
    [items],
  );

  const removeItem = useCallback((id: string) => {
    setItems((prev) => {
      const next = prev.filter((it) => it.id !== id);
      void saveItems(next);
      return next;
    });
  }, []);

  const clearDone = useCallback(() => {
    setItems((prev) => {
      const next = prev.filter((it) => !it.done);
      void saveItems(next);
      return next;
    });
  }, []);

  return { items, ready, addItem, toggleItem, removeItem, clearDone };
}
