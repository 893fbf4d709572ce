import type { Seller, SellerOrder } from '../types.js';

/** Marketplace commission on one order, in cents, rounded half up. */
export function commissionCents(seller: Seller, order: SellerOrder): number {
  const base = order.itemsCents + order.shippingCents;
  return Math.round(base * seller.commissionRate);
}

export function grossCents(order: SellerOrder): number {
  return order.itemsCents + order.shippingCents;
}
