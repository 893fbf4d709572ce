import { useCart } from "../store/cart";
import { useCartTotals } from "../hooks/useCartTotals";
import { formatYen } from "../lib/money";
import { QuantityInput } from "./QuantityInput";

export function CartSummary() {
  const items = useCart((s) => s.items);
  const coupon = useCart((s) => s.coupon);
  const setQty = useCart((s) => s.setQty);
  const remove = useCart((s) => s.remove);
  const totals = useCartTotals(items, coupon);

  if (items.length === 0) {
    return <p className="cart-empty">カートは空です</p>;
  }

  return (
    <section className="cart">
      <ul>
        {items.map((item) => (
          <li key={item.sku} className="cart-row">
            <span className="cart-name">{item.name}</span>
            <QuantityInput value={item.qty} onChange={(v) => setQty(item.sku, v)} />
            <span className="cart-price">{formatYen(item.unitPrice)}</span>
            <button onClick={() => remove(item.sku)}>削除</button>
          </li>
        ))}
      </ul>
      <dl className="cart-totals">
        <dt>小計（{totals.itemCount}点）</dt>
        <dd>{formatYen(totals.subtotal)}</dd>
        {totals.discount > 0 && (
          <>
            <dt>クーポン {coupon?.code}</dt>
            <dd>-{formatYen(totals.discount)}</dd>
          </>
        )}
        <dt>消費税</dt>
        <dd>{formatYen(totals.tax)}</dd>
        <dt>送料</dt>
        <dd>{formatYen(totals.shipping)}</dd>
        <dt className="cart-total-label">合計</dt>
        <dd className="cart-total">{formatYen(totals.total)}</dd>
      </dl>
    </section>
  );
}
