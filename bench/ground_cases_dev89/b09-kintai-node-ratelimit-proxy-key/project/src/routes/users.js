const express = require("express");
const db = require("../db");

const router = express.Router();

router.get("/:id", async (req, res, next) => {
  try {
    const { rows } = await db.query("SELECT id, name, email, department FROM users WHERE id = $1", [req.params.id]);
    if (rows.length === 0) return res.status(404).json({ error: "not_found" });
    res.json(rows[0]);
  } catch (err) {
    next(err);
  }
});

router.get("/", async (req, res, next) => {
  try {
    const q = (req.query.q || "").trim();
    const { rows } = await db.query("SELECT id, name, email, department FROM users ORDER BY id");
    const filtered = q
      ? rows.filter((u) => u.name.includes(q) || (u.email ?? "").toLowerCase().includes(q.toLowerCase()))
      : rows;
    res.json(filtered);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
