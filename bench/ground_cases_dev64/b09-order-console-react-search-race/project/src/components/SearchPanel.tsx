import { useEffect, useState } from "react";
import { searchProducts, type Product } from "../api/client";

interface Props {
  onPick: (product: Product) => void;
}

export function SearchPanel({ onPick }: Props) {
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<Product[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (query.trim().length < 2) {
      setResults([]);
      return;
    }
    setError(null);
    searchProducts(query)
      .then((data) => setResults(data.items))
      .catch((e: Error) => setError(e.message));
  }, [query]);

  return (
    <section className="search">
      <input
        aria-label="商品検索"
        value={query}
        placeholder="商品名で検索"
        onChange={(e) => setQuery(e.target.value)}
      />
      {error && <p role="alert">{error}</p>}
      <ul>
        {results.map((p) => (
          <li key={p.id}>
            <button type="button" onClick={() => onPick(p)}>
              {p.name}（¥{p.priceYen.toLocaleString()}）
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
