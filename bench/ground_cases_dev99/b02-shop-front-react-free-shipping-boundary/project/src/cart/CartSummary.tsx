import { formatYen } from "../lib/format";
import type { CartItem, Coupon } from "./types";
import { useCartTotals } from "./useCartTotals";

type Props = {
  items: CartItem[];
  coupon?: Coupon | null;
  onCheckout: () => void;
};

export function CartSummary({ items, coupon, onCheckout }: Props) {
  const { subtotal, discount, shipping, total, remainingForFreeShipping } = useCartTotals(items, coupon);

  return (
    <section className="cart-summary" aria-label="注文内容">
      {remainingForFreeShipping > 0 && (
        <p className="free-shipping-hint">あと{formatYen(remainingForFreeShipping)}で送料無料</p>
      )}
      <dl>
        <dt>小計</dt>
        <dd>{formatYen(subtotal)}</dd>
        {discount > 0 && (
          <>
            <dt>クーポン ({coupon?.code})</dt>
            <dd>-{formatYen(discount)}</dd>
          </>
        )}
        <dt>送料</dt>
        <dd>{shipping === 0 ? "無料" : formatYen(shipping)}</dd>
        <dt className="total">合計</dt>
        <dd className="total">{formatYen(total)}</dd>
      </dl>
      <button type="button" onClick={onCheckout} disabled={items.length === 0}>
        レジに進む
      </button>
    </section>
  );
}
