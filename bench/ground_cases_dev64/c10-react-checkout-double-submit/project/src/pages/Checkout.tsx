import { useRef, useState } from "react";
import { useNavigate } from "react-router-dom";

import { createOrder } from "../api/orders";
import { messageOf } from "../api/http";
import { CouponInput } from "../components/CouponInput";
import { useCart } from "../hooks/useCart";

export function Checkout() {
  const navigate = useNavigate();
  const { lines, total, clear } = useCart();
  const [coupon, setCoupon] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const submittingRef = useRef(false);
  const idempotencyKey = useRef(crypto.randomUUID());

  const submit = async () => {
    if (submittingRef.current) return;
    submittingRef.current = true;
    setSubmitting(true);
    setError(undefined);
    try {
      const order = await createOrder(lines, coupon, idempotencyKey.current);
      clear();
      navigate(`/pay/${order.orderNo}`);
    } catch (e) {
      setError(messageOf(e));
      setSubmitting(false);
    }
  };

  return (
    <div className="checkout">
      <h2>确认订单</h2>
      <ul>
        {lines.map((l) => (
          <li key={l.skuId}>
            {l.skuId} × {l.qty}
          </li>
        ))}
      </ul>
      <CouponInput onValid={setCoupon} />
      <p className="total">合计：¥{(total / 100).toFixed(2)}</p>
      {error && <p className="error">{error}</p>}
      <button className="primary" onClick={submit} disabled={submitting}>
        {submitting ? "提交中…" : "提交订单"}
      </button>
    </div>
  );
}
