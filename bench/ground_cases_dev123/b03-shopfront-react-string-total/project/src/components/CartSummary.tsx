import { useCart } from "../hooks/useCart";
import { CartItemRow } from "./CartItemRow";

const FREE_SHIPPING_FROM = 5000;
const SHIPPING_FEE = 500;

function yen(n: number): string {
  return "¥" + n.toLocaleString("ja-JP");
}

export function CartSummary({ couponCode }: { couponCode?: string }) {
  const { items, coupon, error, removeItem } = useCart(couponCode);
  if (error) {
    return <p className="cart-error">カートを読み込めませんでした（{error}）</p>;
  }

  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0).toFixed(0);
  const shipping = Number(subtotal) >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE;
  const discount = coupon ? coupon.amountOff : 0;
  const total = Number(subtotal + shipping) - discount;

  return (
    <section className="cart-summary">
      <ul>
        {items.map((item, index) => (
          <CartItemRow key={index} item={item} onRemove={removeItem} />
        ))}
      </ul>
      {shipping > 0 && (
        <p className="cart-summary__free-hint">
          あと{yen(FREE_SHIPPING_FROM - Number(subtotal))}で送料無料
        </p>
      )}
      <dl>
        <dt>小計</dt>
        <dd>{yen(Number(subtotal))}</dd>
        <dt>送料</dt>
        <dd>{shipping === 0 ? "無料" : yen(shipping)}</dd>
        {discount > 0 && (
          <>
            <dt>クーポン</dt>
            <dd>-{yen(discount)}</dd>
          </>
        )}
        <dt>合計</dt>
        <dd className="cart-summary__total">{yen(total)}</dd>
      </dl>
    </section>
  );
}
