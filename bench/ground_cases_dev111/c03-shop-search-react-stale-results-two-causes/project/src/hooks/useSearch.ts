import { useEffect, useState } from "react";
import { searchProducts, type Product, type SearchParams } from "../api";
import { getCached, putCached } from "../lib/searchCache";
import { useDebounce } from "./useDebounce";

export function useSearch(params: SearchParams) {
  const debounced = useDebounce(params, 300);
  const [items, setItems] = useState<Product[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!debounced.q.trim()) {
      setItems([]);
      return;
    }
    const cached = getCached(debounced);
    if (cached) {
      setItems(cached);
      return;
    }
    setLoading(true);
    searchProducts(debounced)
      .then((found) => {
        putCached(debounced, found);
        setItems(found);
        setError(null);
      })
      .catch((e: Error) => setError(e.message))
      .finally(() => setLoading(false));
  }, [debounced]);

  return { items, error, loading, debounced };
}
