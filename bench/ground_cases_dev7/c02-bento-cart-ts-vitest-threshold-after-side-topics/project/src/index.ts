export { cartTotal, subtotalOf } from "./cart/total";
export { couponDiscount } from "./cart/coupon";
export { shippingFee, FREE_SHIPPING_THRESHOLD } from "./cart/shipping";
export { formatYuan, roundYuan } from "./utils/money";
export type { CartItem, CartTotal, Coupon, ShippingContext } from "./cart/types";
