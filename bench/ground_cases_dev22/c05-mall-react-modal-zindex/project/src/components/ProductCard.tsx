import styles from './ProductCard.module.css';
import { formatPrice } from '../lib/format';

export interface ProductCardProps {
  title: string;
  image: string;
  price: number;
  onAdd: () => void;
}

export function ProductCard({ title, image, price, onAdd }: ProductCardProps) {
  return (
    <div className={styles.card}>
      <img className={styles.image} src={image} alt={title} />
      <h3 className={styles.title}>{title}</h3>
      <div className={styles.footer}>
        <span className={styles.price}>{formatPrice(price)}</span>
        <button className={styles.add} onClick={onAdd}>
          加购
        </button>
      </div>
    </div>
  );
}
