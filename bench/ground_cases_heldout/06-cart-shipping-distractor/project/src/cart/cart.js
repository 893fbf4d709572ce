import { computeShipping } from './shipping.js';
import { applyCoupon } from './coupon.js';
import { load, save } from '../utils/storage.js';

export const TAX_RATE = 0.1;

export function withTax(price) {
  return Math.round(price * (1 + TAX_RATE));
}

export class Cart {
  constructor(items = []) {
    this.items = items;
    this.coupon = null;
  }

  static restore() {
    const data = load('cart');
    return data ? Object.assign(new Cart(), data) : new Cart();
  }

  add(product, qty = 1) {
    const line = this.items.find((i) => i.sku === product.sku);
    if (line) line.qty += qty;
    else this.items.push({ sku: product.sku, name: product.name, price: product.price, qty });
    save('cart', this);
  }

  remove(sku) {
    this.items = this.items.filter((i) => i.sku !== sku);
    save('cart', this);
  }

  subtotal() {
    return this.items.reduce((sum, i) => sum + withTax(i.price) * i.qty, 0);
  }

  totals(region) {
    const subtotal = this.subtotal();
    const discount = this.coupon ? applyCoupon(this.coupon, subtotal) : 0;
    const shipping = computeShipping(subtotal, region);
    return { subtotal, discount, shipping, total: subtotal - discount + shipping };
  }
}
