import { useState } from "react";
import { useProductSearch } from "../hooks/useProductSearch";
import { ResultList } from "./ResultList";

export function SearchBox() {
  const [query, setQuery] = useState("");
  const { results, loading, error, searched } = useProductSearch(query);

  return (
    <section className="search">
      <label className="search__label" htmlFor="product-search">
        商品検索
      </label>
      <input
        id="product-search"
        type="search"
        className="search__input"
        placeholder="商品名・SKU"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        autoComplete="off"
      />
      {loading && <span className="search__spinner" aria-label="検索中" />}
      {error && (
        <p role="alert" className="search__error">
          検索に失敗しました: {error}
        </p>
      )}
      <ResultList items={results} searched={searched} />
    </section>
  );
}
