import { render, screen } from '@testing-library/react';
import { CartSummary } from './CartSummary';
import type { CartItem } from '../lib/cart';

const item = (unitCents: number, qty = 1): CartItem => ({
  sku: `sku-${unitCents}`,
  title: 'item',
  unitCents,
  qty,
});

describe('CartSummary', () => {
  it('charges flat shipping under the threshold', () => {
    render(<CartSummary items={[item(5000)]} onCheckout={() => {}} />);
    expect(screen.getByTestId('shipping')).toHaveTextContent('¥12.00');
    expect(screen.getByTestId('total')).toHaveTextContent('¥62.00');
  });

  it('shows free shipping at exactly 99', () => {
    render(<CartSummary items={[item(3300, 3)]} onCheckout={() => {}} />);
    expect(screen.getByTestId('shipping')).toHaveTextContent('免运费');
    expect(screen.getByTestId('total')).toHaveTextContent('¥99.00');
  });

  it('tells how much is missing for free shipping', () => {
    render(<CartSummary items={[item(8000)]} onCheckout={() => {}} />);
    expect(screen.getByText(/再买 ¥19.00 即可免运费/)).toBeInTheDocument();
  });

  it('disables checkout for an empty cart', () => {
    render(<CartSummary items={[]} onCheckout={() => {}} />);
    expect(screen.getByRole('button', { name: '去结算' })).toBeDisabled();
  });
});
