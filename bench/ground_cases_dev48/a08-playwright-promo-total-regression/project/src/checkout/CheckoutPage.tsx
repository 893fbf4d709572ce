import { useEffect, useState } from "react";

import type { Promo } from "../api/promo";
import { shippingFor } from "../lib/money";
import { CheckoutSummary } from "./CheckoutSummary";
import { PromoCode } from "./PromoCode";
import type { Cart } from "./types";

export function CheckoutPage() {
  const [cart, setCart] = useState<Cart | null>(null);
  const [error, setError] = useState(false);
  const [promo, setPromo] = useState<Promo | null>(null);

  useEffect(() => {
    fetch("/api/cart")
      .then((r) => (r.ok ? r.json() : Promise.reject(r)))
      .then(setCart)
      .catch(() => setError(true));
  }, []);

  if (error) return <p role="alert">Could not load your cart.</p>;
  if (!cart) return <p aria-busy="true">Loading…</p>;

  const subtotal = cart.lines.reduce((s, l) => s + l.unitCents * l.qty, 0);

  return (
    <main className="checkout">
      <h1>Checkout</h1>
      <div className="checkout__grid">
        <section className="checkout__form" aria-label="Delivery and payment">
          {/* address + payment form lives in #412 */}
        </section>
        <div className="checkout__side">
          <CheckoutSummary lines={cart.lines} shippingCents={shippingFor(subtotal)} promo={promo} />
          <PromoCode applied={promo} onApply={setPromo} />
        </div>
      </div>
    </main>
  );
}
