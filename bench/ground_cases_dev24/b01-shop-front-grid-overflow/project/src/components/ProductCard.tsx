import type { Product } from "../types";
import { formatPrice } from "../utils/formatPrice";
import styles from "./ProductCard.module.css";

type Props = {
  product: Product;
  onClick?: () => void;
};

export function ProductCard({ product, onClick }: Props) {
  const soldOut = product.stock <= 0;
  return (
    <article
      className={soldOut ? `${styles.card} ${styles.soldOut}` : styles.card}
      onClick={onClick}
      role="button"
      tabIndex={0}
      onKeyDown={(e) => {
        if (e.key === "Enter") onClick?.();
      }}
    >
      <img className={styles.thumb} src={product.imageUrl} alt={product.name} loading="lazy" />
      <div className={styles.body}>
        <h3 className={styles.name}>{product.name}</h3>
        <p className={styles.price}>{formatPrice(product.price)}</p>
        {soldOut && <span className={styles.badge}>売り切れ</span>}
      </div>
    </article>
  );
}
