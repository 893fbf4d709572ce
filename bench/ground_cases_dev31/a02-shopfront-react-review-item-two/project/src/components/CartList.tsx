import type { CartItem } from "../types";

interface Props {
  items: CartItem[];
  format: (amount: number) => string;
  rate: number;
  onQty: (sku: string, qty: number) => void;
  onRemove: (sku: string) => void;
}

export function CartList({ items, format, rate, onQty, onRemove }: Props) {
  if (items.length === 0) {
    return <p className="cart-empty">Your cart is empty.</p>;
  }
  return (
    <ul className="cart-list">
      {items.map((item) => (
        <li key={item.sku} className="cart-row">
          <span className="cart-name">{item.name}</span>
          <input
            type="number"
            min={1}
            defaultValue={item.qty}
            aria-label={`Quantity of ${item.name}`}
            onBlur={(e) => onQty(item.sku, Number(e.currentTarget.value))}
          />
          <span className="cart-price">{format(item.unitPrice * item.qty * rate)}</span>
          <button type="button" onClick={() => onRemove(item.sku)}>
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}
