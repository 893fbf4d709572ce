import { useState, type FormEvent } from "react";
import { postOrder, type Product } from "../api/client";

interface Props {
  product: Product;
  onPlaced: () => void;
}

export function OrderForm({ product, onPlaced }: Props) {
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // One key per form instance: retries and double clicks of the same order share it.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      const order = await postOrder({ productId: product.id, quantity, note }, idempotencyKey);
      setMessage(`注文 ${order.id} を受け付けました`);
      setIdempotencyKey(crypto.randomUUID());
      onPlaced();
    } catch (err) {
      setMessage(`注文に失敗しました: ${(err as Error).message}`);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={handleSubmit}>
      <h2>{product.name}</h2>
      <label>
        数量
        <input type="number" min={1} value={quantity} onChange={(e) => setQuantity(Number(e.target.value))} />
      </label>
      <label>
        備考
        <textarea value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <button type="submit" disabled={submitting}>
        {submitting ? "送信中…" : "注文する"}
      </button>
      {message && <p role="status">{message}</p>}
    </form>
  );
}
