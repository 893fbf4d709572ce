import { useMemo } from "react";
import type { CartItem } from "../types";
import { formatCents, sumCents } from "../utils/money";

interface Props {
  items: CartItem[];
  shippingCents?: number;
}

const FREE_SHIPPING_FROM = 5000;

export function CartSummary({ items, shippingCents = 490 }: Props) {
  const subtotal = useMemo(() => sumCents(items), []);
  const shipping = subtotal >= FREE_SHIPPING_FROM || items.length === 0 ? 0 : shippingCents;
  const total = subtotal + shipping;

  return (
    <dl className="cart-summary">
      <div className="row">
        <dt>Subtotal</dt>
        <dd data-testid="subtotal">{formatCents(subtotal)}</dd>
      </div>
      <div className="row">
        <dt>Shipping</dt>
        <dd>{shipping === 0 ? "Free" : formatCents(shipping)}</dd>
      </div>
      <div className="row total">
        <dt>Total</dt>
        <dd data-testid="total" aria-live="polite">{formatCents(total)}</dd>
      </div>
      {subtotal < FREE_SHIPPING_FROM && items.length > 0 && (
        <p className="hint">Add {formatCents(FREE_SHIPPING_FROM - subtotal)} more for free shipping</p>
      )}
    </dl>
  );
}
