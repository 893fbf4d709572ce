"use client";

import { CartSummary } from "@/components/CartSummary";
import { useCart } from "@/hooks/useCart";

export default function CartPage() {
  const cart = useCart();
  return (
    <main>
      <h1>カート</h1>
      <ul>
        {cart.lines.map((l) => (
          <li key={l.product.id}>
            {l.product.name} × {l.qty}
            <button onClick={() => cart.setQty(l.product.id, l.qty + 1)}>＋</button>
            <button onClick={() => cart.setQty(l.product.id, l.qty - 1)}>－</button>
          </li>
        ))}
      </ul>
      <CartSummary cart={cart} />
    </main>
  );
}
