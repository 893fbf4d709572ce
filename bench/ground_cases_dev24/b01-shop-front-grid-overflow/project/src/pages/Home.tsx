import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { fetchProducts } from "../api";
import { ProductGrid } from "../components/ProductGrid";
import type { Product } from "../types";

export default function Home() {
  const [products, setProducts] = useState<Product[]>([]);
  const [loading, setLoading] = useState(true);
  const [sort, setSort] = useState<"new" | "price-asc" | "price-desc">("new");
  const navigate = useNavigate();

  useEffect(() => {
    let cancelled = false;
    fetchProducts({ limit: 60 })
      .then((items) => {
        if (!cancelled) setProducts(items);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <main>
      <div className="toolbar">
        <label>
          並び替え
          <select value={sort} onChange={(e) => setSort(e.target.value as typeof sort)}>
            <option value="new">新着順</option>
            <option value="price-asc">価格の安い順</option>
            <option value="price-desc">価格の高い順</option>
          </select>
        </label>
      </div>
      <ProductGrid products={products} loading={loading} sort={sort} onSelect={(p) => navigate(`/products/${p.id}`)} />
    </main>
  );
}
