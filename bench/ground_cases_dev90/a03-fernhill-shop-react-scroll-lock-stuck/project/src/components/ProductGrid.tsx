import type { Product } from "../data/products";
import { useCart } from "../cart/CartContext";
import styles from "./ProductGrid.module.css";

export function ProductGrid({ products }: { products: Product[] }) {
  const { add } = useCart();

  return (
    <ul className={styles.grid}>
      {products.map((p) => (
        <li key={p.sku} className={styles.card}>
          <img src={p.image} alt="" loading="lazy" />
          <h3>{p.name}</h3>
          <p>€{p.price.toFixed(2)}</p>
          <button type="button" onClick={() => add(p)}>Add to cart</button>
        </li>
      ))}
    </ul>
  );
}
