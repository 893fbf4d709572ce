import type { CartItem, Coupon } from "../types";
import { calcTotals } from "../hooks/useCart";
import { formatPrice } from "../utils/format";

interface Props {
  items: CartItem[];
  coupon: Coupon | null;
  compact?: boolean;
}

export function CartSummary({ items, coupon, compact = false }: Props) {
  const { subtotal, discount, shipping, total } = calcTotals(items, coupon);

  if (compact) {
    return (
      <p className="cart-summary cart-summary--compact">
        合計 <span data-testid="total">{formatPrice(total)}</span>
      </p>
    );
  }

  return (
    <dl className="cart-summary">
      <dt>小計</dt>
      <dd data-testid="subtotal">{formatPrice(subtotal)}</dd>
      {discount > 0 && (
        <>
          <dt>クーポン割引</dt>
          <dd data-testid="discount">-{formatPrice(discount)}</dd>
        </>
      )}
      <dt>送料</dt>
      <dd data-testid="shipping">{shipping === 0 ? "無料" : formatPrice(shipping)}</dd>
      <dt>合計</dt>
      <dd data-testid="total">{formatPrice(total)}</dd>
    </dl>
  );
}
