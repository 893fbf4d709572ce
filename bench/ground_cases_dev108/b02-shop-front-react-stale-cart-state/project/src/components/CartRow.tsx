import type { CartItem } from "../hooks/useCart";
import { formatYen, shortName } from "../lib/format";

type Props = {
  item: CartItem;
  onIncrement: (sku: string) => void;
  onDecrement: (sku: string) => void;
  onRemove: (sku: string) => void;
};

export function CartRow({ item, onIncrement, onDecrement, onRemove }: Props) {
  return (
    <li className="cart-row">
      <span className="cart-row__name" title={item.name}>
        {shortName(item.name)}
      </span>
      <span className="cart-row__price">{formatYen(item.unitPrice)}</span>
      <div className="cart-row__qty">
        <button aria-label="減らす" onClick={() => onDecrement(item.sku)}>
          −
        </button>
        <span data-testid={`qty-${item.sku}`}>{item.qty}</span>
        <button aria-label="増やす" onClick={() => onIncrement(item.sku)}>
          +
        </button>
      </div>
      <button className="cart-row__remove" onClick={() => onRemove(item.sku)}>
        削除
      </button>
      <span className="cart-row__subtotal">{formatYen(item.unitPrice * item.qty)}</span>
    </li>
  );
}

export default CartRow;
