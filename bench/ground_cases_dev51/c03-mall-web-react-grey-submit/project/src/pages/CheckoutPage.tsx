import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { checkCoupon, createOrder } from "../api/orders";
import { CheckoutFooter } from "../components/CheckoutFooter";
import { CouponInput } from "../components/CouponInput";
import { useCart } from "../hooks/useCart";
import { applyCoupon, formatPrice } from "../utils/price";

export default function CheckoutPage({ addressId }: { addressId: string }) {
  const { items, totalCents, clear } = useCart();
  const [coupon, setCoupon] = useState<{ code: string; kind: "fixed" | "percent"; value: number } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const navigate = useNavigate();

  const payable = applyCoupon(totalCents, coupon);

  async function onApplyCoupon(code: string) {
    const c = await checkCoupon(code, totalCents);
    if (!c) return false;
    setCoupon({ code, ...c });
    return true;
  }

  async function submit() {
    setSubmitting(true);
    try {
      const order = await createOrder({
        items: items.map(({ sku, qty }) => ({ sku, qty })),
        couponCode: coupon?.code,
        addressId,
      });
      clear();
      window.location.href = order.payUrl;
    } catch (e) {
      alert((e as Error).message);
      navigate("/cart");
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <main className="checkout">
      <ul className="checkout__items">
        {items.map((it) => (
          <li key={it.sku}>
            {it.title} × {it.qty} <span>{formatPrice(it.priceCents * it.qty)}</span>
          </li>
        ))}
      </ul>
      <CouponInput disabled={submitting} onApply={onApplyCoupon} />
      <label className="checkout__agree">
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        我已阅读并同意<a href="/terms" target="_blank" rel="noreferrer">《用户协议》</a>
      </label>
      <CheckoutFooter
        total={payable}
        itemCount={items.length}
        submitting={submitting}
        agreed={agreed}
        onSubmit={submit}
      />
    </main>
  );
}
