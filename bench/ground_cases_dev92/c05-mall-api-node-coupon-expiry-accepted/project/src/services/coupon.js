const db = require('../db');

class CouponError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

async function findCoupon(code) {
  return db.one('SELECT id, code, discount_cent, min_spend_cent, expires_at, used_by FROM coupons WHERE code = ?', [code]);
}

// expires_at is a DATE column ('YYYY-MM-DD', dateStrings: true): the last day the coupon can be used
function isExpired(coupon, now = new Date()) {
  return now > new Date(coupon.expires_at);
}

async function applyCoupon(code, userId, subtotalCent) {
  const coupon = await findCoupon(code);
  if (!coupon) throw new CouponError('not_found', '优惠券不存在');
  if (coupon.used_by) throw new CouponError('used', '优惠券已使用');
  if (isExpired(coupon)) throw new CouponError('expired', '优惠券已过期');
  if (subtotalCent < coupon.min_spend_cent) {
    throw new CouponError('min_spend', `满 ${coupon.min_spend_cent / 100} 元可用`);
  }
  return { couponId: coupon.id, discountCent: Math.min(coupon.discount_cent, subtotalCent) };
}

async function markUsed(couponId, userId) {
  const res = await db.exec('UPDATE coupons SET used_by = ? WHERE id = ? AND used_by IS NULL', [userId, couponId]);
  return res.affectedRows === 1;
}

module.exports = { CouponError, applyCoupon, isExpired, markUsed };
