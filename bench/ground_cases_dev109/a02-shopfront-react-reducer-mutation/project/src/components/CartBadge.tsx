import { useCart } from "../cart/CartContext";

type Props = {
  onClick: () => void;
};

function label(count: number): string {
  if (count === 0) {
    return "Cart is empty";
  }
  return count === 1 ? "1 item in cart" : `${count} items in cart`;
}

export function CartBadge({ onClick }: Props) {
  const { itemCount } = useCart();
  return (
    <button
      type="button"
      className="cart-badge"
      aria-label={label(itemCount)}
      onClick={onClick}
    >
      <svg className="cart-badge__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4l.9 2H21l-3.6 7H8.1l-.9 2H19v2H4l2.3-4.3L3 4H1V2h3.2z" />
      </svg>
      {itemCount > 0 && (
        <span className="cart-badge__count">{itemCount > 99 ? "99+" : itemCount}</span>
      )}
    </button>
  );
}

export default CartBadge;
