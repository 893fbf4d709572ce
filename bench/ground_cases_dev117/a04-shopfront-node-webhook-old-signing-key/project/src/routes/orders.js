const express = require("express");

const db = require("../db");

const router = express.Router();

// Fixed one-minute windows per client IP, in memory (one instance per pod is fine here).
const WINDOW_MS = 60_000;
const MAX_CREATES = 30;
const hits = new Map();

function createLimit(req, res, next) {
  const now = Date.now();
  const entry = hits.get(req.ip);
  if (!entry || now - entry.start >= WINDOW_MS) {
    hits.set(req.ip, { start: now, count: 1 });
    return next();
  }
  entry.count += 1;
  if (entry.count > MAX_CREATES) {
    res.set("Retry-After", String(Math.ceil((entry.start + WINDOW_MS - now) / 1000)));
    return res.status(429).json({ error: "too many orders, slow down" });
  }
  next();
}

router.get("/", async (req, res, next) => {
  try {
    const limit = Math.min(Number(req.query.limit) || 50, 200);
    const { rows } = await db.query(
      "SELECT id, customer_id, status, total_cents, created_at FROM orders ORDER BY created_at DESC, id DESC LIMIT $1",
      [limit],
    );
    res.json(rows);
  } catch (err) {
    next(err);
  }
});

router.get("/:id", async (req, res, next) => {
  if (!/^\d+$/.test(req.params.id)) return res.status(404).json({ error: "not found" });
  try {
    const { rows } = await db.query("SELECT * FROM orders WHERE id = $1", [req.params.id]);
    if (rows.length === 0) return res.status(404).json({ error: "not found" });
    res.json(rows[0]);
  } catch (err) {
    next(err);
  }
});

router.post("/", createLimit, async (req, res, next) => {
  const { customer_id, items } = req.body || {};
  if (!customer_id || !Array.isArray(items) || items.length === 0) {
    return res.status(400).json({ error: "customer_id and items are required" });
  }
  try {
    const total = items.reduce((sum, it) => sum + it.price_cents * it.qty, 0);
    const { rows } = await db.query(
      "INSERT INTO orders (customer_id, status, total_cents, items) VALUES ($1, 'pending', $2, $3) RETURNING *",
      [customer_id, total, JSON.stringify(items)],
    );
    res.status(201).json(rows[0]);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
