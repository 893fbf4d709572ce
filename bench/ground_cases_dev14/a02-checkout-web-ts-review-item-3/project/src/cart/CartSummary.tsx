import { checkPromo, promoMessage, subtotalCents, totalCents } from "./promo";
import type { CartItem, Promo } from "./types";

const eur = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });
const money = (cents: number) => eur.format(cents / 100);

interface Props {
  items: CartItem[];
  promo: Promo | null;
  onRemove: (item: CartItem) => void;
}

export function CartSummary({ items, promo, onRemove }: Props) {
  const subtotal = subtotalCents(items);
  const total = totalCents(items, promo);
  const check = promo ? checkPromo(promo, items) : null;

  return (
    <section className="cart-summary" aria-label="Order summary">
      <ul>
        {items.map((item, index) => (
          <li key={index}>
            <span>
              {item.quantity} × {item.name}
            </span>
            <span>{money(item.unitPriceCents * item.quantity)}</span>
            <button type="button" onClick={() => onRemove(item)} aria-label={`Remove ${item.name}`}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <dl>
        <dt>Subtotal</dt>
        <dd>{money(subtotal)}</dd>
        {promo && check && (
          <>
            <dt>Promo</dt>
            <dd className={check.ok ? "promo-ok" : "promo-error"}>{promoMessage(check, promo)}</dd>
          </>
        )}
        <dt>Total</dt>
        <dd>{money(total)}</dd>
      </dl>
    </section>
  );
}
