import { computeTotals, useCart } from "./cartStore";
import { formatYen } from "../lib/money";

export function CartSummary() {
  const items = useCart((s) => s.items);
  const coupon = useCart((s) => s.coupon);
  const totals = computeTotals(items, coupon);

  return (
    <section className="cart-summary">
      <dl>
        <dt>小計（{totals.count}点）</dt>
        <dd>{formatYen(totals.subtotal)}</dd>
        {totals.discount > 0 && (
          <>
            <dt>クーポン割引</dt>
            <dd>-{formatYen(totals.discount)}</dd>
          </>
        )}
        <dt>送料</dt>
        <dd>{totals.shipping === 0 && totals.count > 0 ? "送料無料" : formatYen(totals.shipping)}</dd>
        <dt className="total">合計</dt>
        <dd className="total">{formatYen(totals.total)}</dd>
      </dl>
    </section>
  );
}
