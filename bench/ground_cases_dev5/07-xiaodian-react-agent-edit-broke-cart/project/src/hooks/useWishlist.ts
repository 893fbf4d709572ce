import { useCallback, useState } from "react";
import type { Product } from "../types";

export function useWishlist() {
  const [items, setItems] = useState<Product[]>([]);

  const toggle = useCallback((product: Product) => {
    setItems((prev) =>
      prev.some((p) => p.id === product.id) ? prev.filter((p) => p.id !== product.id) : [...prev, product],
    );
  }, []);

  return { items, toggle };
}
