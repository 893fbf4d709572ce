import { useCart } from "../cart/CartContext";
import styles from "./Header.module.css";

export function Header({ onCartClick }: { onCartClick: () => void }) {
  const { items } = useCart();
  const count = items.reduce((n, i) => n + i.qty, 0);

  return (
    <header className={styles.header}>
      <a href="/" className={styles.logo}>Fernhill</a>
      <button type="button" className={styles.cart} onClick={onCartClick} aria-label={`Cart, ${count} items`}>
        Cart <span className={styles.badge}>{count}</span>
      </button>
    </header>
  );
}
