import { useEffect, useRef } from "react";
import { useCart } from "../cart/CartContext";
import { useBodyScrollLock } from "../hooks/useBodyScrollLock";
import styles from "./CartDrawer.module.css";

type Props = { open: boolean; onClose: () => void };

export function CartDrawer({ open, onClose }: Props) {
  const { items, remove, total } = useCart();
  useBodyScrollLock(open);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  return (
    <>
      <div className={`${styles.backdrop} ${open ? styles.visible : ""}`} onClick={onClose} />
      <aside className={`${styles.drawer} ${open ? styles.open : ""}`} aria-hidden={!open} aria-label="Shopping cart">
        <div className={styles.head}>
          <h2>Your cart</h2>
          <button ref={closeRef} type="button" onClick={onClose} aria-label="Close cart">×</button>
        </div>
        {items.length === 0 ? (
          <p className={styles.empty}>Your cart is empty.</p>
        ) : (
          <ul className={styles.items}>
            {items.map((item) => (
              <li key={item.sku}>
                <span>{item.name} × {item.qty}</span>
                <span>€{(item.price * item.qty).toFixed(2)}</span>
                <button type="button" onClick={() => remove(item.sku)}>Remove</button>
              </li>
            ))}
          </ul>
        )}
        <footer className={styles.footer}>
          <strong>Total €{total.toFixed(2)}</strong>
          <a href="/checkout" className={styles.checkout}>Checkout</a>
        </footer>
      </aside>
    </>
  );
}
