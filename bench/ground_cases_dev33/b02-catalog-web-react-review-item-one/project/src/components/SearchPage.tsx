import { useState } from "react";
import { useProductSearch } from "../hooks/useProductSearch";
import { useCart } from "../hooks/useCart";
import { ProductList } from "./ProductList";

export function SearchPage() {
  const [query, setQuery] = useState("");
  const { results, loading, error } = useProductSearch(query);
  const cart = useCart();

  return (
    <main className="search-page">
      <input
        type="search"
        placeholder="商品名・型番で検索"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        autoFocus
      />
      {loading && <span className="spinner" aria-label="検索中" />}
      {error && <p className="error">検索に失敗しました（{error.message}）</p>}
      <ProductList products={results} onAddToCart={cart.add} />
    </main>
  );
}
