import { priceOf } from '../catalog.js';

function createCart() {
  const state = { items: [], coupon: null };

  return {
    add(sku, qty = 1) {
      const line = state.items.find((l) => l.sku === sku);
      if (line) line.qty += qty;
      else state.items.push({ sku, qty });
    },
    applyCoupon(code, pct) {
      if (state.coupon) throw new Error('coupon already applied');
      state.coupon = { code, pct };
    },
    total() {
      const sum = state.items.reduce((acc, l) => acc + priceOf(l.sku) * l.qty, 0);
      return state.coupon ? Math.floor(sum * (100 - state.coupon.pct) / 100) : sum;
    },
    reset() {
      Object.assign(state, { items: [] });
    },
    get items() {
      return state.items;
    },
  };
}

export const cart = createCart();
