const express = require("express");

const { query } = require("../db");

const router = express.Router();

router.get("/:id", async (req, res, next) => {
  try {
    const id = Number(req.params.id);
    if (!Number.isInteger(id) || id <= 0) {
      return res.status(400).json({ error: "bad user id" });
    }
    const [user] = await query("user_by_id", [id]);
    if (!user) {
      return res.status(404).json({ error: "user not found" });
    }
    res.json({ id: user.id, email: user.email, createdAt: user.created_at, plan: user.plan });
  } catch (err) {
    next(err);
  }
});

router.get("/:id/orders", async (req, res, next) => {
  try {
    const id = Number(req.params.id);
    if (!Number.isInteger(id) || id <= 0) {
      return res.status(400).json({ error: "bad user id" });
    }
    const limit = Math.min(Math.max(Number(req.query.limit) || 20, 1), 100);
    const rows = await query("orders_by_user", [id, limit]);
    res.json(rows.map((o) => ({ id: o.id, amount: Number(o.amount), status: o.status, paidAt: o.paid_at })));
  } catch (err) {
    next(err);
  }
});

module.exports = router;
