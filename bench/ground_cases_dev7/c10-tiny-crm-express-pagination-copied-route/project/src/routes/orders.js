const express = require("express");
const db = require("../db");
const { requireRole } = require("../middleware/auth");

const router = express.Router();
const PAGE_SIZE = 20;

// GET /api/orders?page=1&status=paid
async function listOrders(req, res, next) {
  try {
    const page = Math.max(parseInt(req.query.page, 10) || 1, 1);
    const q = db("orders");
    if (req.query.status) {
      q.where("status", req.query.status);
    }
    const rows = await q
      .clone()
      .select("id", "customer_id", "amount", "status", "created_at")
      .orderBy("created_at", "desc")
      .limit(PAGE_SIZE)
      .offset(page * PAGE_SIZE);
    const [{ count }] = await q.clone().count({ count: "*" });
    res.json({ page, pageSize: PAGE_SIZE, total: Number(count), items: rows });
  } catch (err) {
    next(err);
  }
}

router.get("/", requireRole("sales"), listOrders);

router.get("/:id", requireRole("sales"), async (req, res, next) => {
  try {
    const order = await db("orders").where({ id: req.params.id }).first();
    if (!order) return res.status(404).json({ error: "not found" });
    const lines = await db("order_lines").where({ order_id: order.id });
    res.json({ ...order, lines });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
