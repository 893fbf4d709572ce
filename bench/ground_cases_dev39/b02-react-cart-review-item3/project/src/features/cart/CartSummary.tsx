import { useEffect, useState } from "react";
import { useCart } from "./useCart";
import { fetchCouponDiscount } from "./api";
import { formatYen } from "../../lib/format";

type Props = { couponCode: string | null; onCheckout: () => void };

export function CartSummary({ couponCode, onCheckout }: Props) {
  const { items, removeItem } = useCart();
  const [discount, setDiscount] = useState(0);

  useEffect(() => {
    if (!couponCode) {
      setDiscount(0);
      return;
    }
    let cancelled = false;
    fetchCouponDiscount(couponCode).then((amount) => {
      if (!cancelled) setDiscount(amount);
    });
    return () => {
      cancelled = true;
    };
  }, [couponCode]);

  const subtotal = items.reduce((sum, item) => sum + item.price, 0);
  const shipping = subtotal >= 5000 ? 0 : 550;
  const total = Math.max(subtotal - discount, 0) + shipping;

  return (
    <section className="cart-summary">
      <ul>
        {items.map((item) => (
          <li key={item.sku}>
            {item.name} × {item.quantity}
            <span>{formatYen(item.price * item.quantity)}</span>
            <button onClick={() => removeItem(item.sku)}>削除</button>
          </li>
        ))}
      </ul>
      <dl>
        <dt>小計</dt>
        <dd>{formatYen(subtotal)}</dd>
        <dt>送料</dt>
        <dd>{shipping === 0 ? "無料" : formatYen(shipping)}</dd>
        {discount > 0 && (
          <>
            <dt>クーポン</dt>
            <dd>-{formatYen(discount)}</dd>
          </>
        )}
        <dt>合計</dt>
        <dd>{formatYen(total)}</dd>
      </dl>
      <button disabled={items.length === 0} onClick={onCheckout}>
        レジに進む
      </button>
    </section>
  );
}
