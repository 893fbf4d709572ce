import { useState } from "react";
import { useCart } from "../hooks/useCart";
import type { CartItem } from "../types";
import styles from "./CartSummary.module.css";

interface Props {
  initialItems: CartItem[];
  onCheckout: (total: number) => void;
}

function formatPrice(value: number): string {
  return `€${value.toFixed(2)}`;
}

export function CartSummary({ initialItems, onCheckout }: Props) {
  const { items, totals, coupon, couponError, setQuantity, removeItem, applyCoupon, clearCoupon } =
    useCart(initialItems);
  const [code, setCode] = useState("");

  if (items.length === 0) {
    return <p className={styles.empty}>Your cart is empty.</p>;
  }

  return (
    <section className={styles.cart} aria-labelledby="cart-heading">
      <h2 id="cart-heading">Your cart</h2>
      <ul className={styles.lines}>
        {items.map((item) => (
          <li key={item.lineId} className={styles.line}>
            <span className={styles.name}>
              {item.name}
              {item.variant ? ` (${item.variant})` : ""}
            </span>
            <input
              type="number"
              min={0}
              aria-label={`Quantity of ${item.name}`}
              defaultValue={item.quantity}
              onBlur={(e) => setQuantity(item.lineId, Number(e.target.value))}
            />
            <span className={styles.price}>{formatPrice(item.price * item.quantity)}</span>
            <button type="button" onClick={() => removeItem(item.lineId)} aria-label={`Remove ${item.name}`}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <form
        className={styles.coupon}
        onSubmit={(e) => {
          e.preventDefault();
          void applyCoupon(code);
        }}
      >
        <input value={code} onChange={(e) => setCode(e.target.value)} placeholder="Coupon code" />
        {coupon ? (
          <button type="button" onClick={clearCoupon}>
            Remove {coupon.code}
          </button>
        ) : (
          <button type="submit">Apply</button>
        )}
        {couponError && <p className={styles.error}>{couponError}</p>}
      </form>
      <dl className={styles.totals}>
        <dt>Subtotal</dt>
        <dd>{formatPrice(totals.subtotal)}</dd>
        {totals.discount > 0 && (
          <>
            <dt>Discount{coupon ? ` (${coupon.code})` : ""}</dt>
            <dd>−{formatPrice(totals.discount)}</dd>
          </>
        )}
        <dt>Shipping</dt>
        <dd>{totals.shipping === 0 ? "free" : formatPrice(totals.shipping)}</dd>
        <dt>Total</dt>
        <dd className={styles.total}>{formatPrice(totals.total)}</dd>
      </dl>
      <button type="button" className={styles.checkout} onClick={() => onCheckout(totals.total)}>
        Checkout
      </button>
    </section>
  );
}
