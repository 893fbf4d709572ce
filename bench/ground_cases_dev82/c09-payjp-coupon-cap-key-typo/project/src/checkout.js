const express = require("express");
const { totals } = require("./cart");
const { createCharge } = require("./payjp");

const router = express.Router();

router.post("/checkout", async (req, res, next) => {
  try {
    const { items, token, email, coupon } = req.body;
    if (!Array.isArray(items) || items.length === 0) {
      return res.status(400).json({ error: "cart is empty" });
    }
    const orderId = `K${Date.now()}`;
    const t = totals(items, coupon);
    const charge = await createCharge({ token, amount: t.total, orderId, email });
    res.status(201).json({ orderId, chargeId: charge.id, ...t });
  } catch (err) {
    if (err.name === "CouponError") {
      return res.status(422).json({ error: err.message });
    }
    if (err.status === 402) {
      return res.status(402).json({ error: "card declined", code: err.response?.body?.error?.code });
    }
    next(err);
  }
});

module.exports = router;
