'use strict';

const express = require('express');
const { isEnabled } = require('../flags/rollout');
const { requireLogin } = require('../middleware/auth');
const checkoutV1 = require('../services/checkoutV1');
const checkoutV2 = require('../services/checkoutV2');

const router = express.Router();

// 结算页数据：命中 new_checkout 灰度的用户走新版
router.get('/checkout', requireLogin, async (req, res, next) => {
  try {
    const useV2 = isEnabled('new_checkout', req.user);
    const data = useV2
      ? await checkoutV2.build(req.user, req.query.cartIds)
      : await checkoutV1.build(req.user, req.query.cartIds);
    res.json({ code: 0, version: useV2 ? 2 : 1, data });
  } catch (err) {
    next(err);
  }
});

router.post('/checkout/submit', requireLogin, async (req, res, next) => {
  try {
    const useV2 = isEnabled('new_checkout', req.user);
    const svc = useV2 ? checkoutV2 : checkoutV1;
    const order = await svc.submit(req.user, req.body);
    res.json({ code: 0, data: { orderNo: order.orderNo, payAmountFen: order.payAmountFen } });
  } catch (err) {
    next(err);
  }
});

router.get('/flags', requireLogin, (req, res) => {
  res.json({ code: 0, data: require('../flags/rollout').snapshot(req.user) });
});

module.exports = router;
