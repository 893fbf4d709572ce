const express = require("express");
const { query } = require("../db");
const { rateLimit } = require("../middleware/rateLimit");

const router = express.Router();

router.get("/", async (req, res, next) => {
  try {
    const limit = Math.min(Math.max(parseInt(req.query.limit, 10) || 20, 1), 100);
    const offset = Math.max(parseInt(req.query.offset, 10) || 0, 0);
    const { rows } = await query(
      "SELECT id, customer_id, status, total_cents, created_at FROM orders WHERE customer_id = $1 ORDER BY created_at DESC LIMIT $2 OFFSET $3",
      [req.user.id, limit, offset],
    );
    res.json(rows);
  } catch (err) {
    next(err);
  }
});

router.get("/:id", async (req, res, next) => {
  try {
    const id = parseInt(req.params.id);
    const { rows } = await query("SELECT * FROM orders WHERE id = $1 AND customer_id = $2", [id, req.user.id]);
    if (rows.length === 0) {
      res.status(404).json({ error: "order not found" });
      return;
    }
    res.json(rows[0]);
  } catch (err) {
    next(err);
  }
});

router.post("/:id/cancel", rateLimit({ windowSec: 60, max: 10, name: "cancel" }), async (req, res, next) => {
  try {
    const id = parseInt(req.params.id);
    const { rows } = await query(
      "UPDATE orders SET status = 'cancelled' WHERE id = $1 AND customer_id = $2 AND status = 'pending' RETURNING id, status",
      [id, req.user.id],
    );
    if (rows.length === 0) {
      res.status(409).json({ error: "order cannot be cancelled" });
      return;
    }
    res.json(rows[0]);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
