import { FLAT_SHIPPING, FREE_SHIPPING_THRESHOLD, formatMoney } from "../lib/money";

interface Props {
  subtotal: number;
  count: number;
  onCheckout: () => void;
}

export function CartSummary({ subtotal, count, onCheckout }: Props) {
  const shipping = subtotal >= FREE_SHIPPING_THRESHOLD ? 0 : FLAT_SHIPPING;
  const total = subtotal + shipping;
  const missing = FREE_SHIPPING_THRESHOLD - subtotal;

  return (
    <aside className="cart-summary" aria-label="Order summary">
      <h2>Summary</h2>
      <dl>
        <dt>Items ({count})</dt>
        <dd>{formatMoney(subtotal)}</dd>
        <dt>Shipping</dt>
        <dd>{shipping === 0 ? "Free" : formatMoney(shipping)}</dd>
        <dt className="total">Total</dt>
        <dd className="total">{formatMoney(total)}</dd>
      </dl>
      {shipping > 0 && missing > 0 && (
        <p className="hint">
          Add {formatMoney(missing)} more for free shipping.
        </p>
      )}
      <button type="button" disabled={count === 0} onClick={onCheckout}>
        Checkout
      </button>
    </aside>
  );
}
