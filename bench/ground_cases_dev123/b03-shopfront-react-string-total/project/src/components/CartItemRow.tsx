import type { CartItem } from "../api";

type Props = {
  item: CartItem;
  onRemove: (sku: string) => void;
};

export function CartItemRow({ item, onRemove }: Props) {
  return (
    <li className="cart-row">
      <span className="cart-row__name">{item.name}</span>
      <span className="cart-row__qty">× {item.quantity}</span>
      <span className="cart-row__price">¥{(item.price * item.quantity).toLocaleString("ja-JP")}</span>
      <button
        type="button"
        className="cart-row__remove"
        aria-label={`${item.name}をカートから削除`}
        onClick={() => onRemove(item.sku)}
      >
        ×
      </button>
    </li>
  );
}
