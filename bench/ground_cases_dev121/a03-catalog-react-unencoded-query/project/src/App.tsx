import { useEffect, useState } from "react";
import { Product, searchProducts } from "./api/client";
import { SearchBox } from "./components/SearchBox";
import { useDebounce } from "./hooks/useDebounce";

export default function App() {
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<Product[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const debounced = useDebounce(query, 250);

  useEffect(() => {
    if (!debounced.trim()) {
      setResults([]);
      return;
    }
    const ctrl = new AbortController();
    setLoading(true);
    setError(null);
    searchProducts(debounced, ctrl.signal)
      .then(setResults)
      .catch((e: Error) => {
        if (e.name !== "AbortError") setError(e.message);
      })
      .finally(() => setLoading(false));
    return () => ctrl.abort();
  }, [debounced]);

  return (
    <main className="app">
      <h1>Catalog</h1>
      <SearchBox value={query} onChange={setQuery} loading={loading} />
      {error && <p className="error">{error}</p>}
      <ul className="results">
        {results.map((p) => (
          <li key={p.id}>
            {p.name} <span className="price">{(p.price / 100).toFixed(2)} €</span>
          </li>
        ))}
      </ul>
      {!loading && debounced && results.length === 0 && <p className="empty">No products found.</p>}
    </main>
  );
}
