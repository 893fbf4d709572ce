'use strict';

const { lineTotal, applyCoupon } = require('./pricing');

class Cart {
  constructor(userId) {
    this.userId = userId;
    this.items = [];
    this.coupon = null;
  }

  addItem(sku, price, qty = 1) {
    const existing = this.items.find((it) => it.sku === sku);
    if (existing) {
      existing.qty += qty;
      return existing;
    }
    const item = { sku, price, qty };
    this.items.push(item);
    return item;
  }

  updateQty(sku, qty) {
    const item = this.items.find((it) => it.sku === sku);
    if (!item) return false;
    if (qty <= 0) return this.removeItem(sku);
    item.qty = qty;
    return true;
  }

  removeItem(sku) {
    const index = this.items.findIndex((it) => it.sku === sku);
    if (index === -1) return false;
    this.items.splice(index);
    return true;
  }

  setCoupon(coupon) {
    this.coupon = coupon;
  }

  subtotal() {
    return this.items.reduce((sum, it) => sum + lineTotal(it), 0);
  }

  total() {
    return applyCoupon(this.subtotal(), this.coupon);
  }

  isEmpty() {
    return this.items.length === 0;
  }
}

module.exports = { Cart };
