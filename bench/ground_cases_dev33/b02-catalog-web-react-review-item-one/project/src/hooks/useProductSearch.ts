import { useEffect, useState } from "react";
import { fetchProducts, type Product } from "../api/products";

export type SearchState = {
  results: Product[];
  loading: boolean;
  error: Error | null;
};

const MIN_QUERY_LENGTH = 2;

/**
 * Debounced product search for the search box on SearchPage.
 * Results are replaced as the user types; an empty or too-short query clears them.
 */
export function useProductSearch(query: string, delayMs = 250): SearchState {
  const [results, setResults] = useState<Product[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);

  useEffect(() => {
    const q = query.trim();
    if (q.length < MIN_QUERY_LENGTH) {
      setResults([]);
      setError(null);
      return;
    }

    const timer = setTimeout(() => {
      setLoading(true);
      setError(null);
      fetchProducts(q)
        .then((items) => setResults(items))
        .catch((e: unknown) => setError(e instanceof Error ? e : new Error(String(e))))
        .finally(() => setLoading(false));
    }, delayMs);

    return () => clearTimeout(timer);
  }, [query, delayMs]);

  return { results, loading, error };
}
