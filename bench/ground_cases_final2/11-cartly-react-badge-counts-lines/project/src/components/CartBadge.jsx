import { useCart } from '../context/CartContext';

export default function CartBadge() {
  const { items } = useCart();
  const count = items.length;

  if (count === 0) return null;

  return (
    <span className="cart-badge" data-testid="cart-badge">
      {count > 99 ? '99+' : count}
    </span>
  );
}
