export { Cart } from './cart/cart.js';
export { computeShipping, FREE_SHIPPING_THRESHOLD } from './cart/shipping.js';
export { applyCoupon } from './cart/coupon.js';
export { formatPrice } from './utils/format.js';
