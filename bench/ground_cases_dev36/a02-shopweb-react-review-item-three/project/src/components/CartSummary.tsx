import { useMemo, useState } from "react";
import { formatMoney, percentOff } from "../utils/money";
import { useCart } from "../hooks/useCart";
import type { CartLine } from "../api/cart";

type Props = {
  currency: string;
  promoPct?: number;
  onCheckout: () => void;
};

function LineRow({ line, currency, onQty, onRemove }: {
  line: CartLine;
  currency: string;
  onQty: (qty: number) => void;
  onRemove: () => void;
}) {
  return (
    <>
      <span className="name">{line.name}</span>
      <input
        type="number"
        min={1}
        value={line.qty}
        onChange={(e) => onQty(Number(e.target.value))}
        aria-label={`Quantity of ${line.name}`}
      />
      <span className="price">{formatMoney(line.unitPrice * line.qty, currency)}</span>
      <button type="button" onClick={onRemove} aria-label={`Remove ${line.name}`}>
        ×
      </button>
    </>
  );
}

export function CartSummary({ currency, promoPct = 0, onCheckout }: Props) {
  const { lines, loading, updateQty, removeLine } = useCart();
  const [busy, setBusy] = useState(false);

  const subtotal = useMemo(
    () => lines.map((l) => l.unitPrice * l.qty).reduce((sum, cents) => sum + cents),
    [lines],
  );
  const total = promoPct > 0 ? percentOff(subtotal, promoPct) : subtotal;

  if (loading) {
    return <aside className="cart-summary cart-summary--loading">Loading cart…</aside>;
  }

  return (
    <aside className="cart-summary">
      <ul>
        {lines.map((line, i) => (
          <li key={i}>
            <LineRow
              line={line}
              currency={currency}
              onQty={(qty) => updateQty(line.sku, qty)}
              onRemove={() => removeLine(line.sku)}
            />
          </li>
        ))}
      </ul>
      {lines.length === 0 && <p className="empty">Your cart is empty.</p>}
      <dl>
        <dt>Subtotal</dt>
        <dd>{formatMoney(subtotal, currency)}</dd>
        {promoPct > 0 && (
          <>
            <dt>Promo</dt>
            <dd>-{promoPct}%</dd>
          </>
        )}
        <dt>Total</dt>
        <dd className="total">{formatMoney(total, currency)}</dd>
      </dl>
      <button
        type="button"
        disabled={busy || lines.length === 0}
        onClick={() => {
          setBusy(true);
          onCheckout();
        }}
      >
        Checkout
      </button>
    </aside>
  );
}
