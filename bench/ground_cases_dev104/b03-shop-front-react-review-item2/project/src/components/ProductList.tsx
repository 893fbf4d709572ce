import { useState } from "react";
import { isSoldOut } from "../api";
import { useDebounce } from "../hooks/useDebounce";
import { useProducts } from "../hooks/useProducts";
import { clampPage, formatPrice, pageLabel, stockLabel } from "../lib/format";

export function ProductList() {
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const debouncedQuery = useDebounce(query, 300);
  const { items, totalPages, loading, error } = useProducts(debouncedQuery, page);

  return (
    <section className="products">
      <input
        type="search"
        placeholder="商品を検索"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setPage(1);
        }}
      />
      {error && <p className="error">読み込みに失敗しました</p>}
      {loading && <p className="loading">読み込み中…</p>}
      {!loading && !error && items.length === 0 && (
        <p className="empty">該当する商品はありません</p>
      )}
      <ul>
        {items.map((p) => (
          <li key={p.id} className={isSoldOut(p) ? "sold-out" : undefined}>
            <span className="name">{p.name}</span>
            <span className="price">{formatPrice(p.priceExclTax, p.taxRate)}</span>
            <span className="stock">{stockLabel(p.stock)}</span>
          </li>
        ))}
      </ul>
      <nav>
        <button onClick={() => setPage(clampPage(page - 1, totalPages))}>前へ</button>
        <span>{pageLabel(page, totalPages)}</span>
        <button onClick={() => setPage(clampPage(page + 1, totalPages))}>次へ</button>
      </nav>
    </section>
  );
}
