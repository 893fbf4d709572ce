'use strict';

// 金额统一用“分”做整数运算，避免浮点误差。

function lineTotal(item) {
  return item.price * item.qty;
}

function applyCoupon(amountFen, coupon) {
  if (!coupon) return amountFen;
  if (coupon.type === 'minus' && amountFen >= coupon.threshold) {
    return Math.max(amountFen - coupon.value, 0);
  }
  if (coupon.type === 'rate') {
    return Math.round((amountFen * coupon.value) / 100);
  }
  return amountFen;
}

module.exports = { lineTotal, applyCoupon };
