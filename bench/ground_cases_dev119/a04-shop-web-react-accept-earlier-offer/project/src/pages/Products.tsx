import { useState } from "react";
import { ProductList } from "../components/ProductList";
import { useProducts } from "../hooks/useProducts";

const CATEGORIES = ["all", "kitchen", "lighting", "textiles"];

export default function ProductsPage() {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState("all");
  const { products, error, loading } = useProducts(query, category);

  return (
    <main className="products-page">
      <div className="toolbar">
        <input
          type="search"
          placeholder="Search products"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <select value={category} onChange={(e) => setCategory(e.target.value)}>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      {loading && <p className="loading" aria-live="polite">Searching…</p>}
      {error && <p className="error">{error}</p>}
      <ProductList products={products} />
    </main>
  );
}
