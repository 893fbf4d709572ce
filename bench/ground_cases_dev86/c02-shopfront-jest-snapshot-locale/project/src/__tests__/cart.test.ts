import { Cart, itemCount, subtotal, total } from '../cart';

const item = (unitPrice: number, quantity: number) => ({ sku: `sku-${unitPrice}`, name: 'x', unitPrice, quantity });

describe('cart totals', () => {
  it('sums unit price times quantity', () => {
    const cart: Cart = { items: [item(19.9, 3), item(5, 2)] };
    expect(subtotal(cart)).toBe(69.7);
    expect(itemCount(cart)).toBe(5);
  });

  it('applies the discount ratio and rounds to cents', () => {
    const cart: Cart = { items: [item(33.33, 1)], discount: 0.85 };
    expect(total(cart)).toBe(28.33);
  });

  it('ignores a discount of 1 or more', () => {
    const cart: Cart = { items: [item(10, 1)], discount: 1 };
    expect(total(cart)).toBe(10);
  });
});
