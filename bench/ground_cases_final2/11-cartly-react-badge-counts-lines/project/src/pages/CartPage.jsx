import { Link } from 'react-router-dom';
import { useCart } from '../context/CartContext';
import CartSummary from '../components/CartSummary';
import { formatPrice } from '../utils/format';

export default function CartPage() {
  const { items, removeItem, setQty } = useCart();

  if (items.length === 0) {
    return <p>Your cart is empty. <Link to="/">Keep shopping</Link></p>;
  }

  return (
    <section className="cart-page">
      <ul>
        {items.map((i) => (
          <li key={i.id}>
            <span>{i.name}</span>
            <input
              type="number"
              min="1"
              value={i.qty}
              onChange={(e) => setQty(i.id, Number(e.target.value))}
            />
            <span>{formatPrice(i.price * i.qty)}</span>
            <button type="button" onClick={() => removeItem(i.id)}>Remove</button>
          </li>
        ))}
      </ul>
      <CartSummary />
      <Link to="/checkout" className="button">Checkout</Link>
    </section>
  );
}
