import { useEffect, useState } from "react";
import { isAbortError, searchProducts, type Product } from "../api/search";
import { ResultsList } from "./ResultsList";
import { useDebounce } from "../hooks/useDebounce";

export function SearchBox() {
  const [query, setQuery] = useState("");
  const [items, setItems] = useState<Product[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const debouncedQuery = useDebounce(query, 300);

  useEffect(() => {
    const q = debouncedQuery.trim();
    if (q.length < 2) {
      setItems([]);
      return;
    }
    const ctrl = new AbortController();
    setLoading(true);
    setError(null);
    searchProducts(q, ctrl.signal)
      .then((res) => setItems(res.items))
      .catch((err) => {
        if (!isAbortError(err)) setError("Search is unavailable right now.");
      })
      .finally(() => {
        if (!ctrl.signal.aborted) setLoading(false);
      });
    return () => ctrl.abort();
  }, [debouncedQuery]);

  return (
    <div className="search">
      <input
        type="search"
        value={query}
        placeholder="Search products…"
        onChange={(e) => setQuery(e.target.value)}
        aria-label="Search products"
      />
      {query && (
        <button type="button" className="search__clear" aria-label="Clear search" onClick={() => setQuery("")}>
          ×
        </button>
      )}
      {error && <p className="search__error">{error}</p>}
      <ResultsList items={items} loading={loading} query={query} />
    </div>
  );
}
