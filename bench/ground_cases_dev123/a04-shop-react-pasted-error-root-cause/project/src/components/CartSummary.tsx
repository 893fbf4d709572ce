import { useState } from "react";
import { useCart } from "../hooks/useCart";
import { formatMoney, lineTotal } from "../utils/money";

export function CartSummary() {
  const { cart, error, changeQty, removeItem } = useCart();
  const [removingId, setRemovingId] = useState<string | null>(null);

  const onRemove = async (id: string) => {
    setRemovingId(id);
    try {
      await removeItem(id);
    } finally {
      setRemovingId(null);
    }
  };

  if (error) return <p className="cart-error">Could not load your cart: {error}</p>;
  if (!cart) return <p className="cart-loading">Loading cart…</p>;
  if (cart.items.length === 0) return <p className="cart-empty">Your cart is empty.</p>;

  return (
    <section className="cart">
      <h2>Your cart</h2>
      <ul>
        {cart.items.map((line) => (
          <li key={line.id} className="cart-line">
            <span className="name">{line.name}</span>
            <input
              type="number"
              min={1}
              value={line.qty}
              onChange={(e) => changeQty(line.id, Number(e.target.value))}
            />
            <span className="price">{formatMoney(lineTotal(line.qty, line.unitPriceCents), cart.currency)}</span>
            <button
              type="button"
              className="remove"
              onClick={() => onRemove(line.id)}
              disabled={removingId === line.id}
              aria-label={`Remove ${line.name}`}
            >
              {removingId === line.id ? <span className="spinner" aria-hidden /> : "Remove"}
            </button>
          </li>
        ))}
      </ul>
      <p className="total">Total: {formatMoney(cart.totalCents, cart.currency)}</p>
    </section>
  );
}
