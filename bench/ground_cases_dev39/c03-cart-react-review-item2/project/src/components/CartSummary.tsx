import { useEffect, useState } from "react";
import { fetchCoupon, type Coupon } from "../api/coupons";
import { formatPrice } from "../utils/money";
import type { CartItem } from "../types";

interface Props {
  items: CartItem[];
  couponCode?: string;
  onCheckout: (totalCents: number) => void;
}

export function CartSummary({ items, couponCode, onCheckout }: Props) {
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!couponCode) {
      setCoupon(null);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    fetchCoupon(couponCode, controller.signal)
      .then(setCoupon)
      .catch((err) => {
        if (err.name !== "CanceledError") setCoupon(null);
      })
      .finally(() => setLoading(false));
    return () => controller.abort();
  }, [couponCode]);

  const subtotal = items.reduce((sum, it) => sum + it.priceCents, 0);
  const discount = coupon ? Math.round((subtotal * coupon.percentOff) / 100) : 0;
  const total = Math.max(subtotal - discount, 0);

  return (
    <div className="cart-summary">
      <ul className="cart-summary__items">
        {items.map((it) => (
          <li key={it.sku} className="cart-summary__item">
            <span>{it.name}</span>
            <span>x{it.quantity}</span>
            <span>{formatPrice(it.priceCents * it.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-summary__totals">
        <dt>小计</dt>
        <dd>{formatPrice(subtotal)}</dd>
        {discount > 0 && (
          <>
            <dt>优惠（{coupon?.code}）</dt>
            <dd>-{formatPrice(discount)}</dd>
          </>
        )}
        <dt>合计</dt>
        <dd className="cart-summary__total">{formatPrice(total)}</dd>
      </dl>
      <button className="btn btn-primary" onClick={() => onCheckout(total)}>
        去结算
      </button>
    </div>
  );
}
