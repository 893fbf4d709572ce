import { useCallback, useState } from "react";
import { searchProducts, type Product } from "./api/client";
import { SearchBox } from "./components/SearchBox";

export default function App() {
  const [items, setItems] = useState<Product[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [dark, setDark] = useState(false);

  const onSearch = useCallback((q: string) => {
    searchProducts(q).then(setItems).catch((e) => setError(String(e)));
  }, []);

  return (
    <main className={dark ? "app dark" : "app"}>
      <button className="theme-toggle" onClick={() => setDark((d) => !d)}>
        {dark ? "ライト" : "ダーク"}
      </button>
      <SearchBox onSearch={onSearch} />
      {error && <p className="error">{error}</p>}
      <ul>
        {items.map((p) => (
          <li key={p.id}>
            {p.name} — ¥{p.priceYen.toLocaleString()}
          </li>
        ))}
      </ul>
    </main>
  );
}
