const COUPONS = {
  WELCOME10: { kind: 'percent', value: 10, minSubtotalCents: 5000, expiresOn: null },
  SPRING25: { kind: 'percent', value: 25, minSubtotalCents: 20000, expiresOn: '2026-05-31' },
  FLAT500: { kind: 'flat', value: 500, minSubtotalCents: 3000, expiresOn: null },
};

function findCoupon(code) {
  if (!code) return null;
  return COUPONS[String(code).trim().toUpperCase()] || null;
}

function isCouponValid(coupon, subtotalCents, now = new Date()) {
  if (!coupon) return false;
  if (coupon.expiresOn && new Date(`${coupon.expiresOn}T23:59:59Z`) < now) {
    return false;
  }
  return subtotalCents >= coupon.minSubtotalCents;
}

function discountFor(coupon, subtotalCents) {
  if (coupon.kind === 'percent') {
    return Math.round((subtotalCents * coupon.value) / 100);
  }
  return Math.min(coupon.value, subtotalCents);
}

function applyCoupon(subtotalCents, code, now = new Date()) {
  const coupon = findCoupon(code);
  if (!isCouponValid(coupon, subtotalCents, now)) {
    return { subtotalCents, discountCents: 0, totalCents: subtotalCents, applied: null };
  }
  const discountCents = discountFor(coupon, subtotalCents);
  return {
    subtotalCents,
    discountCents,
    totalCents: subtotalCents - discountCents,
    applied: String(code).trim().toUpperCase(),
  };
}

module.exports = { findCoupon, isCouponValid, applyCoupon, COUPONS };
