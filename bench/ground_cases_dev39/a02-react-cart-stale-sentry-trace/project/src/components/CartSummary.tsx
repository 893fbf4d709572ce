import type { Cart } from "../api/cart";
import { formatPrice } from "../lib/money";
import { useCart } from "../hooks/useCart";
import { CartLine } from "./CartLine";
import { PromoCodeInput } from "./PromoCodeInput";
import styles from "./CartSummary.module.css";

type Props = {
  onCheckout: () => void;
};

export function CartSummary({ onCheckout }: Props) {
  const { cart, loading, error, removeItem, setQuantity, replaceCart } = useCart();

  if (loading) {
    return <div className={styles.skeleton} aria-busy="true" />;
  }
  if (error) {
    return <p className={styles.error}>Could not load your cart. {error.message}</p>;
  }

  const count = cart.itemCount;
  const hasDiscount = cart.discountCents > 0;
  const discountLabel = cart.promoCode ? `Discount (${cart.promoCode})` : "Discount";

  function handlePromoApplied(updated: Cart) {
    replaceCart(updated);
  }

  return (
    <aside className={styles.summary}>
      <h2>Your cart ({count})</h2>
      <ul className={styles.lines}>
        {cart.items.map((item) => (
          <CartLine
            key={item.sku}
            item={item}
            onRemove={() => removeItem(item.sku)}
            onQuantity={(q) => setQuantity(item.sku, q)}
          />
        ))}
      </ul>
      <PromoCodeInput current={cart.promoCode} onApplied={handlePromoApplied} />
      <dl className={styles.totals}>
        <dt>Subtotal</dt>
        <dd>{formatPrice(cart.subtotalCents, cart.currency)}</dd>
        {hasDiscount && (
          <>
            <dt>{discountLabel}</dt>
            <dd>-{formatPrice(cart.discountCents, cart.currency)}</dd>
          </>
        )}
        <dt>Shipping</dt>
        <dd>{cart.shippingCents === 0 ? "Free" : formatPrice(cart.shippingCents, cart.currency)}</dd>
        <dt className={styles.total}>Total</dt>
        <dd className={styles.total}>{formatPrice(cart.totalCents, cart.currency)}</dd>
      </dl>
      <button className={styles.checkout} onClick={onCheckout} disabled={count === 0}>
        Checkout
      </button>
    </aside>
  );
}
