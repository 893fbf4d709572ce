import { useMemo } from "react";
import type { CartItem, Coupon } from "../types";
import { couponDiscount, formatMoney } from "../lib/money";
import { CouponForm } from "./CouponForm";
import "../styles/cart.css";

type Props = {
  items: CartItem[];
  coupon: Coupon | null;
  currency: string;
  onApplyCoupon: (code: string) => Promise<void>;
  onClear: () => void;
  onCheckout: () => void;
};

export function CartSummary({ items, coupon, currency, onApplyCoupon, onClear, onCheckout }: Props) {
  const subtotal = useMemo(
    () => items.reduce((sum, item) => sum + item.unitPrice * item.qty, 0),
    [items],
  );
  const total = useMemo(() => {
    const discount = coupon ? couponDiscount(subtotal, coupon) : 0;
    return Math.max(0, subtotal - discount);
  }, [subtotal]);

  if (items.length === 0) {
    return <p className="cart-empty">Your cart is empty.</p>;
  }

  return (
    <section className="cart-summary" aria-label="Order summary">
      <dl className="cart-summary__rows">
        <div className="cart-summary__row">
          <dt>Subtotal</dt>
          <dd>{formatMoney(subtotal, currency)}</dd>
        </div>
        {coupon && (
          <div className="cart-summary__row cart-summary__row--discount">
            <dt>Coupon {coupon.code}</dt>
            <dd>-{formatMoney(subtotal - total, currency)}</dd>
          </div>
        )}
        <div className="cart-summary__row cart-summary__row--total">
          <dt>Total</dt>
          <dd>{formatMoney(total, currency)}</dd>
        </div>
      </dl>
      <CouponForm applied={coupon?.code ?? null} onApply={onApplyCoupon} />
      <div className="cart-summary__actions">
        <button type="button" className="btn btn--ghost" onClick={onClear}>
          Empty cart
        </button>
        <button type="button" className="btn btn--primary cart-summary__checkout" onClick={onCheckout}>
          Checkout · {formatMoney(total, currency)}
        </button>
      </div>
    </section>
  );
}
