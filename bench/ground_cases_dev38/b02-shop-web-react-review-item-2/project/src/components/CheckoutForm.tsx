import { useEffect, useState } from "react";
import { fetchShippingOptions, placeOrder, type ShippingOption } from "../api/checkout";
import { useCart } from "../hooks/useCart";
import { formatYen } from "../lib/format";

type Props = {
  cartId: string;
  onPlaced: (orderId: string) => void;
};

export function CheckoutForm({ cartId, onPlaced }: Props) {
  const { items, subtotal } = useCart(cartId);
  const [options, setOptions] = useState<ShippingOption[]>([]);
  const [shippingId, setShippingId] = useState<string | null>(null);
  const [email, setEmail] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchShippingOptions(cartId, controller.signal)
      .then((opts) => {
        setOptions(opts);
        setShippingId(opts[0]?.id ?? null);
      })
      .catch((err) => {
        if (err instanceof DOMException && err.name === "AbortError") return;
        setError("配送方法を取得できませんでした");
      });
    return () => controller.abort();
  }, [cartId]);

  const shipping = options.find((o) => o.id === shippingId);
  const total = subtotal + (shipping?.feeYen ?? 0);
  const isValid = email.includes("@") && shippingId !== null && items.length > 0;

  async function handleSubmit(e: React.FormEvent) {
    e.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      const { orderId } = await placeOrder({ cartId, email, shippingId: shippingId! });
      onPlaced(orderId);
    } catch (err) {
      setError(err instanceof Error ? err.message : "注文に失敗しました");
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} className="checkout">
      <ul className="checkout__items">
        {items.map((item) => (
          <li key={item.sku}>
            {item.name} × {item.quantity}
            <span>{formatYen(item.priceYen * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <label>
        メールアドレス
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <fieldset>
        <legend>配送方法</legend>
        {options.map((o) => (
          <label key={o.id}>
            <input
              type="radio"
              name="shipping"
              checked={o.id === shippingId}
              onChange={() => setShippingId(o.id)}
            />
            {o.label}（{formatYen(o.feeYen)}）
          </label>
        ))}
      </fieldset>
      <p className="checkout__total">合計 {formatYen(total)}</p>
      {error && <p role="alert">{error}</p>}
      <button type="submit" disabled={!isValid}>
        注文を確定する
      </button>
    </form>
  );
}
