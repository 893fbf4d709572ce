const { Router } = require("express");
const { pool } = require("../db");

const router = Router();

router.get("/", async (_req, res) => {
  try {
    await pool.query("SELECT 1");
    res.json({ ok: true });
  } catch (err) {
    res.status(503).json({ ok: false, error: err.code });
  }
});

module.exports = router;
