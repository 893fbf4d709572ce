import { useEffect, useState } from "react";
import { searchProducts, type Product } from "../api/client";

export const DEBOUNCE_MS = 300;
const MIN_QUERY_LENGTH = 2;

export interface ProductSearchState {
  results: Product[];
  loading: boolean;
  error: string | null;
  searched: boolean;
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(id);
  }, [value, delay]);
  return debounced;
}

export function useProductSearch(query: string): ProductSearchState {
  const debouncedQuery = useDebounced(query.trim(), DEBOUNCE_MS);
  const [results, setResults] = useState<Product[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [searched, setSearched] = useState(false);

  useEffect(() => {
    if (debouncedQuery.length < MIN_QUERY_LENGTH) {
      setResults([]);
      setSearched(false);
      return;
    }
    setLoading(true);
    setError(null);
    searchProducts(debouncedQuery)
      .then((page) => {
        setResults(page.items);
        setSearched(true);
      })
      .catch((e: unknown) => {
        setError(e instanceof Error ? e.message : String(e));
      })
      .finally(() => setLoading(false));
  }, [debouncedQuery]);

  return { results, loading, error, searched };
}
