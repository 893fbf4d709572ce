import { useState } from "react";
import { useCart, type CartItem } from "../hooks/useCart";
import { formatYen, withTax } from "../lib/price";

export function CartPanel({ initial }: { initial: CartItem[] }) {
  const cart = useCart(initial);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submitCoupon = () => {
    setError(cart.useCouponCode(code) ? null : "このクーポンは使えません");
  };

  return (
    <section className="cart">
      <ul>
        {cart.items.map((it) => (
          <li key={it.id}>
            <span>{it.name}</span>
            <button onClick={() => cart.decrement(it.id)}>-</button>
            <span>{it.qty}</span>
            <button onClick={() => cart.increment(it.id)}>+</button>
            <button onClick={() => cart.addBulk(it.id, 5)}>+5</button>
          </li>
        ))}
      </ul>
      <div className="coupon">
        <input value={code} onChange={(e) => setCode(e.target.value)} placeholder="クーポンコード" />
        <button onClick={submitCoupon}>適用</button>
        {cart.coupon && <button onClick={cart.removeCoupon}>クーポンを外す</button>}
        {error && <p className="error">{error}</p>}
      </div>
      <dl>
        <dt>点数</dt><dd>{cart.items.reduce((n, it) => n + it.qty, 0)}点</dd>
        <dt>小計</dt><dd>{formatYen(cart.subtotal)}</dd>
        <dt>割引</dt><dd>-{formatYen(cart.discount)}</dd>
        <dt>合計（税込）</dt><dd>{formatYen(withTax(cart.total))}</dd>
      </dl>
    </section>
  );
}
