import { Link } from "react-router-dom";
import { useCart, itemCount } from "../store/cart";

export default function CartBadge() {
  const { state } = useCart();
  const count = itemCount(state);

  return (
    <Link to="/cart" className="cart-badge" aria-label={`Cart, ${count} items`}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM6.2 6l.9 4.5h10.2L19 6H6.2z" />
      </svg>
      {count > 0 && <span className="cart-badge__count">{count}</span>}
    </Link>
  );
}
