import { render, screen } from '@testing-library/react';
import CartSummary from './CartSummary';
import { CartProvider } from '../context/CartContext';

test('counts units, not lines', () => {
  localStorage.setItem(
    'cartly.cart.v2',
    JSON.stringify([
      { id: 'hoodie', name: 'Hoodie', price: 5900, qty: 3 },
      { id: 'mug', name: 'Mug', price: 1400, qty: 2 },
    ]),
  );
  render(
    <CartProvider>
      <CartSummary />
    </CartProvider>,
  );
  expect(screen.getByText('5 items')).toBeInTheDocument();
});
