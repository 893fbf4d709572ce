'use strict';

// Coupons are configured by operations with a last valid day (expiresOn, YYYY-MM-DD,
// Beijing calendar day) and a minimum order amount in cents.
const COUPONS = {
  DOUBLE11: { percentOff: 15, minCents: 19900, expiresOn: '2025-11-30' },
  NEWUSER: { percentOff: 10, minCents: 0, expiresOn: '2026-06-30' },
  VIP20: { percentOff: 20, minCents: 50000, expiresOn: '2025-12-31', vipOnly: true },
};

function findCoupon(code) {
  if (!code) return null;
  return COUPONS[String(code).trim().toUpperCase()] || null;
}

function isExpired(coupon, now) {
  return new Date(coupon.expiresOn) < now;
}

function validateCoupon(code, { subtotalCents, isVip }, now = new Date()) {
  const coupon = findCoupon(code);
  if (!coupon) return { ok: false, code: 'E_COUPON_UNKNOWN' };
  if (isExpired(coupon, now)) return { ok: false, code: 'E_COUPON_EXPIRED' };
  if (coupon.vipOnly && !isVip) return { ok: false, code: 'E_COUPON_VIP_ONLY' };
  if (subtotalCents < coupon.minCents) return { ok: false, code: 'E_COUPON_MIN_AMOUNT' };
  const discountCents = Math.floor((subtotalCents * coupon.percentOff) / 100);
  return { ok: true, discountCents };
}

function describeCoupon(code) {
  const coupon = findCoupon(code);
  if (!coupon) return null;
  return { code: String(code).toUpperCase(), ...coupon };
}

module.exports = { findCoupon, isExpired, validateCoupon, describeCoupon };
