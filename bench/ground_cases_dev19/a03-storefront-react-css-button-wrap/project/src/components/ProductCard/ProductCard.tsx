import { useState } from "react";
import { formatPrice } from "../../lib/money";
import { useCart } from "../../hooks/useCart";
import type { Product } from "../../types";
import styles from "./ProductCard.module.css";

interface Props {
  product: Product;
  compact?: boolean;
}

export function ProductCard({ product, compact = false }: Props) {
  const { add } = useCart();
  const [adding, setAdding] = useState(false);

  async function handleAdd() {
    setAdding(true);
    try {
      await add(product.id, 1);
    } finally {
      setAdding(false);
    }
  }

  return (
    <article className={compact ? `${styles.card} ${styles.compact}` : styles.card}>
      <img className={styles.image} src={product.imageUrl} alt={product.name} loading="lazy" />
      <h3 className={styles.title}>{product.name}</h3>
      {product.badge && <span className={styles.badge}>{product.badge}</span>}
      <div className={styles.actions}>
        <span className={styles.price}>{formatPrice(product.priceCents, product.currency)}</span>
        <button className={styles.addButton} onClick={handleAdd} disabled={adding || !product.inStock}>
          {product.inStock ? "Add to cart" : "Sold out"}
        </button>
      </div>
    </article>
  );
}
