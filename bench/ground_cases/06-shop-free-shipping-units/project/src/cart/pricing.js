import { shippingFor } from './shipping.js';

export function lineTotal(item) {
  return item.priceCents * item.qty;
}

export function subtotal(items) {
  return items.reduce((sum, item) => sum + lineTotal(item), 0);
}

export function couponDiscount(subtotalCents, coupon) {
  if (!coupon) return 0;
  if (coupon.type === 'percent') {
    return Math.round((subtotalCents * coupon.value) / 100);
  }
  if (coupon.type === 'fixed') {
    return Math.min(coupon.value, subtotalCents);
  }
  throw new Error(`unknown coupon type: ${coupon.type}`);
}

export function priceCart(cart) {
  const sub = subtotal(cart.items);
  const discount = couponDiscount(sub, cart.coupon);
  const shipping = shippingFor(sub - discount, cart.items, cart.country);
  return { subtotal: sub, discount, shipping, total: sub - discount + shipping };
}
