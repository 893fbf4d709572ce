const yen = new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY" });

export function formatYen(amount) {
  return yen.format(amount);
}

/**
 * Discount of a coupon on an amount, in yen (never more than the amount).
 * Coupons come from GET /api/coupons/:code as either
 *   { code, type: "fixed", amount: 500 } or { code, type: "percent", rate: 10 }.
 */
export function couponDiscount(coupon, amount) {
  if (!coupon) return 0;
  let discount = 0;
  if (coupon.type === "fixed") {
    discount = coupon.amount;
  } else if (coupon.type === "percent") {
    discount = Math.floor((amount * coupon.rate) / 100);
  }
  return Math.min(Math.max(0, discount), amount);
}

/** Tax-included price from a tax-excluded one (10%, or 8% for food). */
export function withTax(price, reduced = false) {
  const rate = reduced ? 0.08 : 0.1;
  return Math.floor(price * (1 + rate));
}

export function isValidPrice(value) {
  return Number.isInteger(value) && value >= 0;
}
