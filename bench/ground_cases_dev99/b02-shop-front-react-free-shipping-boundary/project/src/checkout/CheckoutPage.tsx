import { useState } from "react";
import type { CartItem, Coupon } from "../cart/types";
import { useCartTotals } from "../cart/useCartTotals";
import { formatYen } from "../lib/format";

type Props = {
  items: CartItem[];
  coupon?: Coupon | null;
  onSubmit: (total: number) => Promise<void>;
};

export function CheckoutPage({ items, coupon, onSubmit }: Props) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const { total } = useCartTotals(items, coupon);

  async function handleSubmit() {
    setSubmitting(true);
    setError(null);
    try {
      await onSubmit(total);
    } catch (e) {
      setError(e instanceof Error ? e.message : "注文に失敗しました");
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <main className="checkout">
      <h1>ご注文内容の確認</h1>
      <ul>
        {items.map((item) => (
          <li key={item.sku}>
            {item.name} × {item.quantity}
          </li>
        ))}
      </ul>
      <p className="checkout-total">お支払い合計: {formatYen(total)}</p>
      {error && <p role="alert">{error}</p>}
      <button type="button" onClick={handleSubmit} disabled={submitting || items.length === 0}>
        {submitting ? "送信中…" : "注文を確定する"}
      </button>
    </main>
  );
}
