import styles from './CartItem.module.css';
import { formatPrice } from '../lib/format';

export interface CartItemProps {
  title: string;
  image: string;
  price: number;
  qty: number;
  onQtyChange: (qty: number) => void;
  onRemove: () => void;
}

export function CartItem({ title, image, price, qty, onQtyChange, onRemove }: CartItemProps) {
  return (
    <li className={styles.item}>
      <img className={styles.thumb} src={image} alt="" />
      <div className={styles.info}>
        <span className={styles.title}>{title}</span>
        <input
          className={styles.qty}
          type="number"
          min={1}
          value={qty}
          onChange={(e) => onQtyChange(Number(e.target.value))}
        />
      </div>
      <span className={styles.price}>{formatPrice(price * qty)}</span>
      <button className={styles.remove} onClick={onRemove} aria-label="删除">×</button>
    </li>
  );
}
