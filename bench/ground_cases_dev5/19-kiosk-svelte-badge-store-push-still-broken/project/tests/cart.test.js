import { get } from 'svelte/store';
import { beforeEach, expect, test } from 'vitest';
import { addToCart, cart, clearCart, count, removeFromCart } from '../src/lib/stores/cart.js';

beforeEach(() => clearCart());

test('remove drops the item', () => {
  cart.set([{ id: 1, name: 'Tea', price: 450, qty: 1 }]);
  removeFromCart(1);
  expect(get(count)).toBe(0);
});

test('addToCart notifies subscribers', () => {
  const seen = [];
  const stop = count.subscribe((n) => seen.push(n));
  addToCart({ id: 2, name: 'Mug', price: 1200 });
  stop();
  expect(seen).toEqual([0, 1]);
});
