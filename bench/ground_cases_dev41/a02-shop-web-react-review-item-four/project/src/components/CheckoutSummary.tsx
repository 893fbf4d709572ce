import { formatPrice } from "../lib/money";
import type { CartLine } from "../types";
import { LineItemRow } from "./LineItemRow";

/** Orders at or above this amount ship free. */
const FREE_SHIPPING_MIN = 50; // USD
const SHIPPING_FLAT_CENTS = 495;

type Props = {
  lines: CartLine[];
  subtotalCents: number;
  discountCents: number;
  submitting?: boolean;
  onQtyChange: (sku: string, qty: number) => void;
  onCheckout: () => void;
};

export function CheckoutSummary({ lines, subtotalCents, discountCents, submitting, onQtyChange, onCheckout }: Props) {
  const shippingCents = shippingCentsFor(subtotalCents - discountCents);
  const totalCents = subtotalCents - discountCents + shippingCents;

  if (lines.length === 0) {
    return (
      <aside className="checkout-summary checkout-summary--empty">
        <p>Your cart is empty.</p>
      </aside>
    );
  }

  return (
    <aside className="checkout-summary">
      <h2>Order summary</h2>
      <ul className="checkout-summary__lines">
        {lines.map((line, i) => (
          <LineItemRow key={i} line={line} onQtyChange={onQtyChange} />
        ))}
      </ul>
      <dl className="checkout-summary__totals">
        <dt>Subtotal</dt>
        <dd>{formatPrice(subtotalCents)}</dd>
        {discountCents > 0 ? (
          <>
            <dt>Discount</dt>
            <dd className="discount">-{formatPrice(discountCents)}</dd>
          </>
        ) : null}
        <dt>Shipping</dt>
        <dd>{shippingCents === 0 ? "Free" : formatPrice(shippingCents)}</dd>
        <dt className="total">Total</dt>
        <dd className="total">{formatPrice(totalCents)}</dd>
      </dl>
      <button
        type="button"
        className="btn btn--primary"
        onClick={onCheckout}
        disabled={submitting}
        aria-busy={submitting}
      >
        {submitting ? "Placing order…" : "Place order"}
      </button>
    </aside>
  );
}

/** Flat shipping below the free-shipping threshold, free above it. */
export function shippingCentsFor(amountCents: number): number {
  if (amountCents <= 0) {
    return 0;
  }
  return amountCents >= FREE_SHIPPING_MIN ? 0 : SHIPPING_FLAT_CENTS;
}
