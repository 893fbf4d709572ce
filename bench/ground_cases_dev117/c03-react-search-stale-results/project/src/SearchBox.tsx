import { useEffect, useState } from "react";
import { searchProducts, type Product } from "./api";
import ProductList from "./ProductList";

const DEBOUNCE_MS = 250;

export default function SearchBox() {
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<Product[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setResults([]);
      return;
    }
    const timer = setTimeout(() => {
      setError(null);
      setLoading(true);
      searchProducts(q)
        .then((items) => setResults(items))
        .catch((e: Error) => setError(e.message))
        .finally(() => setLoading(false));
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  return (
    <div className="search">
      <input
        value={query}
        placeholder="搜索商品"
        onChange={(e) => setQuery(e.target.value)}
      />
      {loading && <p className="loading">搜索中...</p>}
      {error && <p className="error">{error}</p>}
      <ProductList items={results} />
    </div>
  );
}
