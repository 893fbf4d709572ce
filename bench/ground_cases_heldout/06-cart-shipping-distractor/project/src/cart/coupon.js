// クーポンは1注文につき1枚。percent か amount のどちらか一方を持つ。
export function applyCoupon(coupon, subtotal) {
  if (coupon.minSubtotal && subtotal < coupon.minSubtotal) return 0;
  if (coupon.percent) {
    return Math.floor((subtotal * coupon.percent) / 100);
  }
  return Math.min(coupon.amount || 0, subtotal);
}
