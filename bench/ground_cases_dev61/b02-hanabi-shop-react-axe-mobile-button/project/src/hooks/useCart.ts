import { useCallback, useState } from "react";

export function useCart() {
  const [items, setItems] = useState<string[]>([]);
  const [isOpen, setOpen] = useState(false);
  const add = useCallback((id: string) => setItems((xs) => [...xs, id]), []);
  const open = useCallback(() => setOpen(true), []);
  return { count: items.length, items, isOpen, add, open };
}
