import { useNavigate } from "react-router-dom";
import type { Product } from "../types";
import { formatPrice } from "../lib/format";
import { HeartIcon } from "./icons";
import styles from "./ProductCard.module.css";

type Props = {
  product: Product;
  favorite: boolean;
  onToggleFavorite: (id: string) => void;
};

export function ProductCard({ product, favorite, onToggleFavorite }: Props) {
  const navigate = useNavigate();
  const onSale = product.salePrice != null && product.salePrice < product.price;

  return (
    <article className={styles.card}>
      <img className={styles.thumb} src={product.imageUrl} alt={product.name} loading="lazy" />
      <div className={styles.body}>
        <h3 className={styles.name}>{product.name}</h3>
        <p className={styles.prices}>
          {onSale && <s className={styles.was}>{formatPrice(product.price)}</s>}
          <span className={onSale ? styles.priceSale : styles.price}>
            {formatPrice(onSale ? product.salePrice! : product.price)}
          </span>
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={favorite ? styles.favOn : styles.fav}
            aria-label={favorite ? `${product.name}をお気に入りから外す` : `${product.name}をお気に入りに追加`}
            aria-pressed={favorite}
            onClick={() => onToggleFavorite(product.id)}
          >
            <HeartIcon filled={favorite} />
          </button>
          <span className={styles.more} onClick={() => navigate(`/products/${product.slug}`)}>
            詳細を見る
          </span>
        </div>
      </div>
    </article>
  );
}
