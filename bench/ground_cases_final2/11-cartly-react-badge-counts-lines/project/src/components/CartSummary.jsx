import { useCart } from '../context/CartContext';
import { formatPrice } from '../utils/format';

export default function CartSummary() {
  const { items } = useCart();
  const units = items.reduce((n, i) => n + i.qty, 0);
  const subtotal = items.reduce((sum, i) => sum + i.price * i.qty, 0);

  return (
    <aside className="cart-summary">
      <p>
        {units} {units === 1 ? 'item' : 'items'}
      </p>
      <p className="subtotal">Subtotal: {formatPrice(subtotal)}</p>
    </aside>
  );
}
