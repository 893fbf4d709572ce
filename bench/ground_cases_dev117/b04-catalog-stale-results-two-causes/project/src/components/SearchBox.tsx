import { useEffect, useState } from "react";
import { Product, formatPrice, searchProducts } from "../api/products";
import { useDebounce } from "../hooks/useDebounce";

type Props = { category: string; onPick: (p: Product) => void };

export function SearchBox({ category, onPick }: Props) {
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<Product[]>([]);
  const [error, setError] = useState<string | null>(null);
  const debounced = useDebounce(query, 250);

  useEffect(() => {
    if (!debounced.trim()) {
      setResults([]);
      return;
    }
    searchProducts(debounced.trim(), category)
      .then((items) => {
        setResults(items);
        setError(null);
      })
      .catch((e: Error) => setError(e.message));
  }, [debounced, category]);

  return (
    <div className="search-box">
      <input value={query} onChange={(e) => setQuery(e.target.value)} placeholder="商品名で検索" />
      {query && (
        <button type="button" className="clear" aria-label="クリア" onClick={() => setQuery("")}>
          ×
        </button>
      )}
      {error && <p className="error">{error}</p>}
      <ul>
        {results.map((p) => (
          <li key={p.id} onClick={() => onPick(p)}>
            {p.name} <span className="price">{formatPrice(p.price)}</span>
            {p.stock === 0 && <span className="soldout">在庫なし</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
