import type { Product } from "../data/products";
import { Badge } from "./Badge";
import styles from "./ProductCard.module.css";

type Props = {
  product: Product;
  onAdd: () => void;
};

const yen = new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY" });

export function ProductCard({ product, onAdd }: Props) {
  return (
    <article className={styles.card}>
      <div className={styles.thumb}>
        <img src={product.image} alt={product.name} width={320} height={240} loading="lazy" />
        {product.onSale && <Badge variant="sale">SALE</Badge>}
      </div>
      <h2 className={styles.name}>{product.name}</h2>
      <p className={styles.price}>{yen.format(product.price)}</p>
      <button className={styles.add} onClick={onAdd}>
        カートに入れる
      </button>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <article className={styles.card} aria-busy="true">
      <div className={styles.thumb} />
      <div className={styles.line} />
      <div className={styles.line} />
    </article>
  );
}
