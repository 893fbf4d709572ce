import type { CartItem } from "../types";
import { formatMoney } from "../lib/money";

interface Props {
  item: CartItem;
  onQuantityChange: (productId: string, qty: number) => void;
  onRemove: (productId: string) => void;
}

const MAX_QTY = 20;

export function CartItemRow({ item, onQuantityChange, onRemove }: Props) {
  const options = Array.from({ length: MAX_QTY }, (_, i) => i + 1);

  return (
    <li className="cart-row">
      <span className="cart-row__name">{item.name}</span>
      <label className="cart-row__qty">
        <span className="sr-only">Quantity for {item.name}</span>
        <select
          value={item.qty}
          onChange={(e) => onQuantityChange(item.productId, Number(e.target.value))}
        >
          {options.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <span className="cart-row__price">{formatMoney(item.price * item.qty)}</span>
      <button type="button" className="link" onClick={() => onRemove(item.productId)}>
        Remove
      </button>
    </li>
  );
}
