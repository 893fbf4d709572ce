import { useMemo } from "react";
import type { Product } from "../types";
import { ProductCard } from "./ProductCard";
import styles from "./ProductGrid.module.css";

type Props = {
  products: Product[];
  loading?: boolean;
  onSelect?: (product: Product) => void;
  sort?: "new" | "price-asc" | "price-desc";
};

export function ProductGrid({ products, loading = false, onSelect, sort = "new" }: Props) {
  const sorted = useMemo(() => {
    const copy = [...products];
    if (sort === "price-asc") copy.sort((a, b) => a.price - b.price);
    if (sort === "price-desc") copy.sort((a, b) => b.price - a.price);
    if (sort === "new") copy.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return copy;
  }, [products, sort]);

  if (loading) {
    return <div className={styles.placeholder}>読み込み中…</div>;
  }
  if (sorted.length === 0) {
    return <div className={styles.empty}>該当する商品がありません</div>;
  }

  return (
    <section className={styles.wrapper} aria-label="商品一覧">
      <ul className={styles.grid}>
        {sorted.map((p) => (
          <li key={p.id} className={styles.cell}>
            <ProductCard product={p} onClick={() => onSelect?.(p)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
