import { Link } from 'react-router-dom';
import CartBadge from './CartBadge';

export default function Header() {
  return (
    <header className="header container">
      <Link to="/" className="logo">cartly</Link>
      <nav>
        <Link to="/cart" className="cart-link" aria-label="Cart">
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M7 4h-2l-1 2v2h2l3.6 7.6-1.4 2.4h12v-2h-10.3l1.1-2h7.5l3.5-6h-14.2z" />
          </svg>
          <CartBadge />
        </Link>
      </nav>
    </header>
  );
}
