const express = require('express');
const db = require('../db');
const { validateCart } = require('../services/cart');
const { applyCoupon, markUsed, CouponError } = require('../services/coupon');

const router = express.Router();

async function prices(skus) {
  const [rows] = await db.pool.query('SELECT sku, price_cent FROM products WHERE sku IN (?)', [skus]);
  return new Map(rows.map((r) => [r.sku, r.price_cent]));
}

router.post('/', async (req, res, next) => {
  try {
    const { userId, items, couponCode } = req.body;
    const subtotal = validateCart(items, await prices(items.map((i) => i.sku)));
    let discount = 0;
    let couponId = null;
    if (couponCode) {
      const applied = await applyCoupon(couponCode, userId, subtotal);
      discount = applied.discountCent;
      couponId = applied.couponId;
    }
    const result = await db.exec(
      'INSERT INTO orders (user_id, subtotal_cent, discount_cent, coupon_id) VALUES (?, ?, ?, ?)',
      [userId, subtotal, discount, couponId],
    );
    if (couponId) await markUsed(couponId, userId);
    req.log.info({ userId, orderId: result.insertId, couponId }, 'order created');
    res.status(201).json({ id: result.insertId, total: (subtotal - discount) / 100 });
  } catch (err) {
    if (err instanceof CouponError) return res.status(422).json({ error: err.code, message: err.message });
    if (err.message && /cart|sku|qty/.test(err.message)) return res.status(400).json({ error: err.message });
    next(err);
  }
});

module.exports = router;
