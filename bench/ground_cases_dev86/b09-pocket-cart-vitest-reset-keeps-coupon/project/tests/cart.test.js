import { describe, it, expect, beforeEach } from 'vitest';
import { cart } from '../src/store/cart.js';

describe('cart', () => {
  beforeEach(() => cart.reset());

  it('applies coupon once', () => {
    cart.add('cup-010');
    cart.applyCoupon('WELCOME10', 10);
    expect(cart.total()).toBe(2250);
    expect(() => cart.applyCoupon('AGAIN', 5)).toThrow();
  });

  it('adds items', () => {
    cart.add('tea-001', 2);
    expect(cart.total()).toBe(2400);
  });

  it('merges same sku', () => {
    cart.add('tea-002');
    cart.add('tea-002');
    expect(cart.items).toHaveLength(1);
  });
});
