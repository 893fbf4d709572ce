// Coupons are hard-coded for now; move them to the DB once marketing needs more than a few.

const COUPONS = {
  WELCOME10: { type: "percent", percentOff: 10, maxDiscount: 500 },
  BEANS300: { type: "amount", amountOff: 300, minSubtotal: 3000 },
};

class CouponError extends Error {
  constructor(message) {
    super(message);
    this.name = "CouponError";
    this.status = 422;
  }
}

function findCoupon(code) {
  const coupon = COUPONS[String(code || "").trim().toUpperCase()];
  if (!coupon) throw new CouponError(`unknown coupon ${code}`);
  return coupon;
}

/** Discount in integer yen for an items subtotal (shipping is never discounted). */
function couponDiscount(code, itemsSubtotal) {
  const coupon = findCoupon(code);
  if (coupon.minSubtotal && itemsSubtotal < coupon.minSubtotal) {
    throw new CouponError(`coupon ${code} needs a subtotal of at least ${coupon.minSubtotal} yen`);
  }
  let discount;
  if (coupon.type === "percent") {
    discount = Math.floor((itemsSubtotal * coupon.percentOff) / 100);
    if (coupon.max_discount) discount = Math.min(discount, coupon.max_discount);
  } else {
    discount = coupon.amountOff;
  }
  return Math.min(discount, itemsSubtotal);
}

module.exports = { couponDiscount, findCoupon, CouponError, COUPONS };
