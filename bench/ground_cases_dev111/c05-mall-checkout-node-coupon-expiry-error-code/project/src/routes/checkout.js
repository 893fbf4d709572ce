'use strict';

const express = require('express');
const { summarize } = require('../cart');
const { describeCoupon, validateCoupon } = require('../coupons');

const router = express.Router();

router.post('/checkout', (req, res) => {
  const { cart, couponCode, region, user } = req.body;
  const summary = summarize(cart, region);
  let discountCents = 0;
  if (couponCode) {
    const result = validateCoupon(couponCode, {
      subtotalCents: summary.subtotalCents,
      isVip: Boolean(user && user.vip),
    });
    if (!result.ok) {
      const requestId = req.get('x-request-id') || '-';
      console.warn(`checkout rejected code=${result.code} coupon=${couponCode} user=${user && user.id} req=${requestId}`);
      return res.status(422).json({ error: result.code });
    }
    discountCents = result.discountCents;
  }
  const totalCents = summary.subtotalCents - discountCents + summary.shippingCents;
  return res.json({ ...summary, discountCents, totalCents });
});

router.get('/coupons/:code', (req, res) => {
  const coupon = describeCoupon(req.params.code);
  if (!coupon) return res.status(404).json({ error: 'E_COUPON_UNKNOWN' });
  return res.json(coupon);
});

module.exports = router;
