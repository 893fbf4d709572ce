import { useEffect, useState } from "react";
import { searchProducts, type Product } from "../api/search";
import { ResultsList } from "./ResultsList";
import { useDebounce } from "../hooks/useDebounce";

export function SearchBox() {
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<Product[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const debouncedQuery = useDebounce(query, 300);

  useEffect(() => {
    if (debouncedQuery.trim().length < 2) {
      setResults([]);
      return;
    }
    setLoading(true);
    searchProducts(debouncedQuery)
      .then((items) => {
        setResults(items);
        setError(null);
      })
      .catch((err: Error) => setError(err.message))
      .finally(() => setLoading(false));
  }, [debouncedQuery]);

  return (
    <div className="search">
      <input
        type="search"
        placeholder="Search products"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {error && <p className="search__error">{error}</p>}
      <ResultsList items={results} query={query} loading={loading} />
    </div>
  );
}
