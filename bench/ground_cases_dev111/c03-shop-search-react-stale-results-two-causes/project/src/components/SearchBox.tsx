import { useState } from "react";
import { formatPrice } from "../api";
import { isTyping } from "../hooks/useDebounce";
import { useSearch } from "../hooks/useSearch";

const CATEGORIES = ["all", "phone", "accessory", "tablet"];

export function SearchBox() {
  const [q, setQ] = useState("");
  const [category, setCategory] = useState("all");
  const { items, error, loading, debounced } = useSearch({ q, category });
  const busy = loading || isTyping({ q, category }, debounced);

  return (
    <div className="search">
      <input value={q} onChange={(e) => setQ(e.target.value)} placeholder="搜索商品" />
      <select value={category} onChange={(e) => setCategory(e.target.value)}>
        {CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
      {busy && <p className="loading">搜索中…</p>}
      {error != null && <p className="error">{error}</p>}
      <ul>
        {items.map((p) => (
          <li key={p.id}>
            {p.name} <span>{formatPrice(p.priceCents)}</span>
          </li>
        ))}
      </ul>
      {items.length === 0 && q && <p className="empty">没有结果</p>}
    </div>
  );
}
