const express = require("express");
const db = require("../db");
const { requireRole } = require("../middleware/auth");

const router = express.Router();

router.get("/", requireRole("admin"), async (req, res, next) => {
  const page = Math.max(1, parseInt(req.query.page, 10) || 1);
  const size = Math.min(100, Math.max(1, parseInt(req.query.size, 10) || 20));
  try {
    const rows = await db.listUsers({ limit: size, offset: (page - 1) * size });
    res.json({ page, size, items: rows });
  } catch (err) {
    next(err);
  }
});

router.get("/:id", async (req, res, next) => {
  if (req.user.role !== "admin" && req.user.sub !== req.params.id) {
    return res.status(403).json({ error: "forbidden" });
  }
  try {
    const user = await db.findUserById(Number(req.params.id));
    if (!user) {
      return res.status(404).json({ error: "not found" });
    }
    const { password_hash: _omit, ...safe } = user;
    res.json(safe);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
