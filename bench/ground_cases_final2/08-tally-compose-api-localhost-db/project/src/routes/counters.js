const { Router } = require("express");
const { query } = require("../db");

const router = Router();

router.post("/:name/increment", async (req, res) => {
  const rows = await query(
    "INSERT INTO counters (name, value) VALUES ($1, 1) ON CONFLICT (name) DO UPDATE SET value = counters.value + 1 RETURNING value",
    [req.params.name],
  );
  res.json({ name: req.params.name, value: rows[0].value });
});

router.get("/:name", async (req, res) => {
  const rows = await query("SELECT value FROM counters WHERE name = $1", [req.params.name]);
  res.json({ name: req.params.name, value: rows[0]?.value ?? 0 });
});

module.exports = router;
