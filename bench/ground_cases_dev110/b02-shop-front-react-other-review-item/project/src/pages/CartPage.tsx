import { useState } from "react";
import { CartSummary } from "../components/CartSummary";
import { useCart } from "../hooks/useCart";

const COUPONS: Record<string, number> = {
  WELCOME10: 0.1,
  VIP20: 0.2,
};

export function CartPage() {
  const { items, removeItem, clear } = useCart();
  const [code, setCode] = useState("");
  const couponRate = COUPONS[code.trim().toUpperCase()] ?? 0;

  return (
    <main>
      <h1>カート</h1>
      <CartSummary items={items} couponRate={couponRate} onRemove={removeItem} />
      <label>
        クーポン
        <input value={code} onChange={(e) => setCode(e.target.value)} />
      </label>
      {code && couponRate === 0 && <p className="error">使えないクーポンです</p>}
      <button onClick={clear} disabled={items.length === 0}>
        カートを空にする
      </button>
      <button disabled={items.length === 0}>レジに進む</button>
    </main>
  );
}

export default CartPage;
