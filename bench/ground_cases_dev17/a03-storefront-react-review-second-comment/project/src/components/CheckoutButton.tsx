import { useState } from "react";

import { createOrder } from "../api/orders";
import { useCartStore } from "../hooks/useCart";

export function CheckoutButton() {
  const items = useCartStore((s) => s.items);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onClick() {
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      const order = await createOrder(items);
      window.location.assign(`/checkout/${order.id}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : "Checkout failed");
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="checkout">
      <button
        type="button"
        className="checkout__button"
        onClick={onClick}
        disabled={submitting || items.length === 0}
        aria-busy={submitting}
      >
        {submitting ? "Placing order…" : "Checkout"}
      </button>
      {error && (
        <p role="alert" className="checkout__error">
          {error}
        </p>
      )}
    </div>
  );
}
