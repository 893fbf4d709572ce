import { useEffect, useState } from "react";
import { Category, SearchResult, searchProducts } from "./api/products";
import { ResultList } from "./components/ResultList";
import { useDebouncedCallback } from "./hooks/useDebounce";

const CATEGORIES: Category[] = ["all", "food", "kitchen", "outdoor", "books"];

export default function App() {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<Category>("all");
  const [result, setResult] = useState<SearchResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const runSearch = (q: string, page = 1) => {
    setError(null);
    searchProducts({ q, category, page })
      .then(setResult)
      .catch((e: Error) => setError(e.message));
  };

  const searchLater = useDebouncedCallback(runSearch, 300);

  useEffect(() => {
    runSearch(query);
  }, [category]);

  return (
    <main className="shop-search">
      <div className="search-bar">
        <input
          type="search"
          placeholder="商品を検索"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            searchLater(e.target.value);
          }}
        />
        <select value={category} onChange={(e) => setCategory(e.target.value as Category)}>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      {error && <p className="error">{error}</p>}
      {result && <ResultList result={result} onPageChange={(p) => runSearch(query, p)} />}
    </main>
  );
}
