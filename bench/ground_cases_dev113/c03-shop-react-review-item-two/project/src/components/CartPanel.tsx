import { useState } from "react";
import { useCart } from "../hooks/useCart";
import { formatCents } from "../utils/money";

export function CartPanel() {
  const { items, coupon, error, totalCents, removeItem, clearCart, applyCoupon } = useCart();
  const [code, setCode] = useState("");

  return (
    <aside className="cart-panel">
      <h2>购物车（{items.length}）</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <span>{item.name}</span>
            <span>x{item.qty}</span>
            <span>{formatCents(item.priceCents * item.qty)}</span>
            <button onClick={() => removeItem(item.id)}>删除</button>
          </li>
        ))}
      </ul>
      {items.length > 0 && (
        <button className="link" onClick={() => clearCart()}>
          清空购物车
        </button>
      )}
      <div className="coupon">
        <input value={code} onChange={(e) => setCode(e.target.value)} placeholder="优惠码" />
        <button onClick={() => applyCoupon(code)}>使用</button>
        {coupon && <span className="tag">-{coupon.percentOff}%</span>}
      </div>
      {error && <p className="error">{error}</p>}
      <footer>
        合计：<strong>{formatCents(totalCents)}</strong>
      </footer>
    </aside>
  );
}
