import { useMemo } from "react";
import { calcTotals, yen } from "../lib/cart";
import type { CartItem, Coupon } from "../types";

type Props = {
  items: CartItem[];
  coupon: Coupon | null;
  loading?: boolean;
  onCheckout: () => void;
};

export function CartSummary({ items, coupon, loading = false, onCheckout }: Props) {
  const totals = useMemo(() => calcTotals(items, coupon), [items, coupon]);

  return (
    <section className="cart-summary">
      <dl>
        <dt>小計</dt>
        <dd>{yen(totals.subtotal)}</dd>
        {totals.discount > 0 && (
          <>
            <dt>クーポン</dt>
            <dd>-{yen(totals.discount)}</dd>
          </>
        )}
        <dt>送料</dt>
        <dd>{totals.shipping === 0 ? "無料" : yen(totals.shipping)}</dd>
        <dt>合計</dt>
        <dd className="total">{yen(totals.total)}</dd>
      </dl>
      <button type="button" onClick={onCheckout} disabled={loading || items.length === 0}>
        レジに進む
      </button>
    </section>
  );
}
