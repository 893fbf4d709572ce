import { useEffect, useState } from "react";
import { Product, searchProducts } from "../api";

export function useProducts(query: string, category: string) {
  const [products, setProducts] = useState<Product[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let stale = false;
    setLoading(true);
    searchProducts(query, category)
      .then((rows) => {
        if (stale) return;
        setProducts(rows);
        setError(null);
      })
      .catch((e: Error) => {
        if (!stale) setError(e.message);
      })
      .finally(() => {
        if (!stale) setLoading(false);
      });
    return () => {
      stale = true;
    };
  }, [query, category]);

  return { products, error, loading };
}
