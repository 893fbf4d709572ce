import type { CartItem } from "../cart/cartReducer";
import { computeTotals } from "../cart/selectors";
import { formatYen } from "../lib/format";
import { DiscountBadge } from "./DiscountBadge";

type Props = {
  items: CartItem[];
  discountPercent: number;
  onCheckout: () => void;
};

export function CartSummary({ items, discountPercent, onCheckout }: Props) {
  const { subtotal, discount, shipping, total } = computeTotals(items, discountPercent);

  return (
    <section aria-label="注文内容" className="cart-summary">
      <dl>
        <dt>小計</dt>
        <dd>{formatYen(subtotal)}</dd>
        {discount > 0 && (
          <>
            <dt>
              割引 <DiscountBadge percent={discountPercent} size="sm" />
            </dt>
            <dd>-{formatYen(discount)}</dd>
          </>
        )}
        <dt>送料</dt>
        <dd>{shipping === 0 ? "送料無料" : formatYen(shipping)}</dd>
        <dt>合計</dt>
        <dd data-testid="total">{formatYen(total)}</dd>
      </dl>
      <button type="button" onClick={onCheckout} disabled={items.length === 0}>
        レジに進む
      </button>
    </section>
  );
}
