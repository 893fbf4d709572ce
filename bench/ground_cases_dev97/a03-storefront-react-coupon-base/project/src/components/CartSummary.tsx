import { useMemo } from "react";
import { computeTotals, formatCents, itemCount } from "../cart/totals";
import { CartState } from "../cart/types";

interface Props {
  cart: CartState;
  onCheckout: () => void;
}

export function CartSummary({ cart, onCheckout }: Props) {
  const totals = useMemo(() => computeTotals(cart.items, cart.coupon), [cart.items, cart.coupon]);
  const count = itemCount(cart.items);

  return (
    <aside className="cart-summary">
      <h2>
        Order summary ({count} {count === 1 ? "item" : "items"})
      </h2>
      <dl>
        <dt>Subtotal</dt>
        <dd>{formatCents(totals.subtotal)}</dd>
        <dt>Shipping</dt>
        <dd>{totals.shipping === 0 ? "Free" : formatCents(totals.shipping)}</dd>
        {totals.discount > 0 && (
          <>
            <dt>Coupon {cart.coupon?.code}</dt>
            <dd>-{formatCents(totals.discount)}</dd>
          </>
        )}
        <dt>Tax</dt>
        <dd>{formatCents(totals.tax)}</dd>
        <dt className="total">Total</dt>
        <dd className="total">{formatCents(totals.total)}</dd>
      </dl>
      <button disabled={count === 0} onClick={onCheckout}>
        Checkout
      </button>
    </aside>
  );
}
