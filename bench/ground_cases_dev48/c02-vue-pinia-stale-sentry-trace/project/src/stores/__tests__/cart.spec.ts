import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, loadLines, saveLines, useCartStore } from '../cart';
import { useProductsStore } from '../products';

const product = (id: string, price: number) => ({
  id, title: id, price, image: '', stock: 5, active: true,
});

describe('cart store', () => {
  beforeEach(() => {
    setActivePinia(createPinia());
    useProductsStore().items = [product('a', 10), product('b', 2.5)];
  });

  it('adds and merges lines', () => {
    const cart = useCartStore();
    cart.add('a');
    cart.add('a', 2);
    expect(cart.lines).toEqual([{ productId: 'a', qty: 3 }]);
    expect(cart.count).toBe(3);
  });

  it('computes the subtotal', () => {
    const cart = useCartStore();
    cart.add('a', 2);
    cart.add('b', 4);
    expect(cart.subtotal).toBe(30);
  });

  it('removes a line', () => {
    const cart = useCartStore();
    cart.add('a');
    cart.remove('a');
    expect(cart.isEmpty).toBe(true);
  });

  it('clear() empties the cart and drops the coupon', () => {
    const cart = useCartStore();
    cart.add('a');
    cart.couponCode = 'WELCOME10';
    cart.clear();
    expect(cart.lines).toEqual([]);
    expect(cart.couponCode).toBeNull();
  });

  it('clamps setQty to 1..99', () => {
    const cart = useCartStore();
    cart.add('a');
    cart.setQty('a', 0);
    expect(cart.lines[0].qty).toBe(1);
    cart.setQty('a', 250);
    expect(cart.lines[0].qty).toBe(99);
  });
});

describe('cart persistence', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips lines through localStorage', () => {
    saveLines([{ productId: 'a', qty: 2 }]);
    expect(loadLines()).toEqual([{ productId: 'a', qty: 2 }]);
  });

  it('ignores corrupt data', () => {
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    expect(loadLines()).toEqual([]);
  });

  it('starts a new store from storage', () => {
    saveLines([{ productId: 'b', qty: 1 }]);
    setActivePinia(createPinia());
    expect(useCartStore().lines).toEqual([{ productId: 'b', qty: 1 }]);
  });
});
