import { useState } from "react";
import { CartSummary } from "../components/CartSummary";
import { QuantityStepper } from "../components/QuantityStepper";
import { useCart, MAX_QTY, type CartLine } from "../hooks/useCart";
import { formatYuan } from "../lib/money";

export function CartPage({ initial, onCheckout }: { initial: CartLine[]; onCheckout: () => void }) {
  const { items, increment, decrement, removeItem, subtotalCents } = useCart(initial);
  const [couponInput, setCouponInput] = useState("");
  const [couponCode, setCouponCode] = useState("");

  return (
    <main className="cart-page">
      <ul className="cart-lines">
        {items.map((line) => (
          <li key={`${line.sku}:${line.variant ?? ""}`}>
            <span className="name">{line.name}</span>
            <span className="price">{formatYuan(line.unitPriceCents)}</span>
            <QuantityStepper
              qty={line.qty}
              max={MAX_QTY}
              onIncrement={() => increment(line.sku)}
              onDecrement={() => decrement(line.sku)}
            />
            <button type="button" className="remove" onClick={() => removeItem(line.sku)}>
              删除
            </button>
          </li>
        ))}
      </ul>
      <form
        className="coupon"
        onSubmit={(e) => {
          e.preventDefault();
          setCouponCode(couponInput.trim());
        }}
      >
        <input value={couponInput} onChange={(e) => setCouponInput(e.target.value)} placeholder="优惠码" />
        <button type="submit">使用</button>
      </form>
      <CartSummary items={items} subtotalCents={subtotalCents} couponCode={couponCode} onCheckout={onCheckout} />
    </main>
  );
}
