import type { CartItem } from "../types";
import { formatMoney } from "../lib/money";

type Props = { item: CartItem; onQty: (qty: number) => void };

export function CartLine({ item, onQty }: Props) {
  return (
    <li className="cart-line">
      <span className="cart-line__name">{item.name}</span>
      <input
        type="number"
        min={0}
        value={item.qty}
        aria-label={`Quantity of ${item.name}`}
        onChange={(e) => onQty(Number(e.target.value))}
      />
      <span className="cart-line__price">{formatMoney(item.unitPrice * item.qty, "EUR")}</span>
    </li>
  );
}
