import { useState } from "react";
import { CartList } from "./components/CartList";
import { CartSummary, formatMoney } from "./components/CartSummary";
import { useCart } from "./hooks/useCart";
import type { CartItem, Currency } from "./types";

const DEMO: CartItem[] = [
  { sku: "MUG-01", name: "Enamel mug", unitPrice: 14.5, qty: 2 },
  { sku: "TEE-M", name: "Logo tee (M)", unitPrice: 24, qty: 1 },
  { sku: "CAP-BLK", name: "Cap, black", unitPrice: 19.9, qty: 1 },
];

export default function App() {
  const [currency, setCurrency] = useState<Currency>("EUR");
  const cart = useCart(DEMO, currency);
  const format = (amount: number) => formatMoney(amount, currency);

  return (
    <main>
      <header>
        <h1>Cart</h1>
        <select value={currency} onChange={(e) => setCurrency(e.target.value as Currency)}>
          <option>EUR</option>
          <option>USD</option>
          <option>GBP</option>
        </select>
      </header>
      <CartList items={cart.items} format={format} rate={1} onQty={cart.setQty} onRemove={cart.remove} />
      <button type="button" onClick={() => cart.applyCoupon({ code: "SUMMER10", percent: 10, skus: ["MUG-01", "TEE-M"] })}>
        Apply SUMMER10
      </button>
      <CartSummary totals={cart.totals} currency={currency} couponCode={cart.coupon?.code} />
    </main>
  );
}
