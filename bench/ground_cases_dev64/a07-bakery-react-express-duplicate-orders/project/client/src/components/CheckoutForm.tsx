import { FormEvent, useState } from "react";
import { NewOrder, placeOrder } from "../api";
import { useCart } from "../cart";

interface Props {
  customerId: string;
  onPlaced: (orderId: string) => void;
  onCancel: () => void;
}

export function CheckoutForm({ customerId, onPlaced, onCancel }: Props) {
  const { items, clear } = useCart();
  const [pickupAt, setPickupAt] = useState("");
  const [note, setNote] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // one key per checkout attempt: a repeated POST of the same form maps to the same order
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    setSubmitting(true);
    setError(null);
    const order: NewOrder = { customerId, pickupAt: new Date(pickupAt).toISOString(), items, note };
    try {
      const { id } = await placeOrder(order, idempotencyKey);
      clear();
      onPlaced(id);
    } catch (err) {
      setError("Something went wrong, please try again.");
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="checkout" onSubmit={handleSubmit}>
      <label>
        Pickup time
        <input type="datetime-local" value={pickupAt} onChange={(e) => setPickupAt(e.target.value)} required />
      </label>
      <label>
        Note for the bakery
        <textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} />
      </label>
      {error && <p className="error">{error}</p>}
      <div className="actions">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn-primary">
          {submitting ? "Placing…" : "Place order"}
        </button>
      </div>
    </form>
  );
}
