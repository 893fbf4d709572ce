import type { CartItem } from "./cartReducer";
import { MAX_QUANTITY } from "./cartReducer";
import { yen } from "./selectors";

interface Props {
  item: CartItem;
  onQuantityChange: (sku: string, quantity: number) => void;
  onRemove: (sku: string) => void;
}

export function CartItemRow({ item, onQuantityChange, onRemove }: Props) {
  return (
    <li className="cart-row">
      {item.imageUrl && <img className="cart-row__thumb" src={item.imageUrl} alt="" />}
      <span className="cart-row__name">{item.name}</span>
      <div className="cart-row__stepper">
        <button
          type="button"
          aria-label="数量を減らす"
          disabled={item.quantity <= 0}
          onClick={() => onQuantityChange(item.sku, item.quantity - 1)}
        >
          −
        </button>
        <span className="cart-row__qty">{item.quantity}</span>
        <button
          type="button"
          aria-label="数量を増やす"
          disabled={item.quantity >= MAX_QUANTITY}
          onClick={() => onQuantityChange(item.sku, item.quantity + 1)}
        >
          ＋
        </button>
      </div>
      <span className="cart-row__unit">
        {item.quantity} × {yen.format(item.unitPrice)}
      </span>
      <span className="cart-row__price">{yen.format(item.unitPrice * item.quantity)}</span>
      <button type="button" className="cart-row__remove" onClick={() => onRemove(item.sku)}>
        削除
      </button>
    </li>
  );
}
