import type { CartLine } from "./useCart";
import { lineTotal, qtyLabel } from "./format";

interface Props {
  item: CartLine;
  onAdd: () => void;
  onRemoveOne: () => void;
}

export function CartItem({ item, onAdd, onRemoveOne }: Props) {
  return (
    <li className="cart-item">
      <span className="cart-item__name">{item.name}</span>
      <div className="cart-item__qty">
        <button
          type="button"
          aria-label="减少"
          onClick={onRemoveOne}
          disabled={item.qty <= 0}
        >
          −
        </button>
        <span>{qtyLabel(item.qty)}</span>
        <button type="button" aria-label="增加" onClick={onAdd}>
          +
        </button>
      </div>
      <span className="cart-item__total">{lineTotal(item)}</span>
    </li>
  );
}

export default CartItem;
