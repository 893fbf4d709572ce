import { useCart } from "../hooks/useCart";
import { formatYen } from "../utils/price";

interface Props {
  cartId: string;
  couponCode?: string;
  onCheckout: () => void;
}

export function CartSummary({ cartId, couponCode, onCheckout }: Props) {
  const { items, coupon, subtotal, discount, total, loading } = useCart(cartId, couponCode);

  if (loading) {
    return <p className="cart-summary cart-summary--loading">読み込み中…</p>;
  }

  return (
    <section className="cart-summary">
      <ul className="cart-summary__items">
        {items.map((item) => (
          <li key={item.sku} className="cart-summary__item">
            <span>{item.name}</span>
            <span>×{item.quantity}</span>
            <span>{formatYen(item.unitPrice * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-summary__totals">
        <dt>小計</dt>
        <dd>{formatYen(subtotal)}</dd>
        {coupon && (
          <>
            <dt>クーポン（{coupon.code}）</dt>
            <dd>-{formatYen(discount)}</dd>
          </>
        )}
        <dt>合計</dt>
        <dd className="cart-summary__total">{formatYen(total)}</dd>
      </dl>
      <button type="button" onClick={onCheckout} disabled={items.length === 0}>
        レジに進む
      </button>
    </section>
  );
}
