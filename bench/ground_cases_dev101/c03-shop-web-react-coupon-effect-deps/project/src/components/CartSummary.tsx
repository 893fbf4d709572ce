import { useEffect, useState } from "react";
import { validateCoupon, type CouponResult } from "../api/coupons";
import type { CartLine } from "../hooks/useCart";
import { formatYuan, formatYuanShort } from "../lib/money";

interface Props {
  items: CartLine[];
  subtotalCents: number;
  couponCode: string;
  onCheckout: () => void;
}

const FREE_SHIPPING_CENTS = 9900;
const SHIPPING_FEE_CENTS = 1000;

export function CartSummary({ items, subtotalCents, couponCode, onCheckout }: Props) {
  const [coupon, setCoupon] = useState<CouponResult | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);

  useEffect(() => {
    if (!couponCode) {
      setCoupon(null);
      setCouponError(null);
      return;
    }
    let cancelled = false;
    validateCoupon(couponCode, subtotalCents)
      .then((res) => {
        if (!cancelled) {
          setCoupon(res);
          setCouponError(null);
        }
      })
      .catch((err: Error) => {
        if (!cancelled) {
          setCoupon(null);
          setCouponError(err.message);
        }
      });
    return () => {
      cancelled = true;
    };
  }, [couponCode]);

  const discountCents = coupon?.discountCents ?? 0;
  const afterDiscount = subtotalCents - discountCents;
  const shippingCents = afterDiscount >= FREE_SHIPPING_CENTS ? 0 : SHIPPING_FEE_CENTS;
  const totalCents = afterDiscount + shippingCents;
  const count = items.reduce((n, l) => n + l.qty, 0);

  return (
    <section className="cart-summary">
      <h2>共 {count} 件</h2>
      <dl>
        <dt>商品小计</dt>
        <dd>{formatYuan(subtotalCents)}</dd>
        {coupon && (
          <>
            <dt>{coupon.label}</dt>
            <dd>-{formatYuan(discountCents)}</dd>
          </>
        )}
        <dt>运费</dt>
        <dd>{shippingCents === 0 ? "包邮" : formatYuanShort(shippingCents)}</dd>
        <dt>合计</dt>
        <dd className="total">{formatYuan(totalCents)}</dd>
      </dl>
      {couponError && <p className="coupon-error">{couponError}</p>}
      <button type="button" disabled={count === 0} onClick={onCheckout}>
        去结算
      </button>
    </section>
  );
}
