const express = require("express");
const { pool } = require("../db");

const router = express.Router();

function monthBounds(month) {
  const [year, mon] = month.split("-").map(Number);
  if (!year || !mon || mon < 1 || mon > 12) {
    return null;
  }
  const start = new Date(Date.UTC(year, mon - 1, 1));
  const end = new Date(Date.UTC(year, mon, 1));
  return { start, end };
}

router.get("/monthly", async (req, res, next) => {
  const bounds = monthBounds(String(req.query.month || ""));
  if (!bounds) {
    return res.status(400).json({ error: "month must look like 2025-10" });
  }
  try {
    const { rows: projects } = await pool.query(
      "SELECT id, name, hourly_rate FROM projects WHERE customer_id = $1 ORDER BY name",
      [req.user.customerId],
    );
    const report = [];
    for (const project of projects) {
      const { rows } = await pool.query(
        "SELECT COALESCE(SUM(minutes), 0) AS minutes FROM time_entries WHERE project_id = $1 AND day >= $2 AND day < $3",
        [project.id, bounds.start, bounds.end],
      );
      const hours = Number(rows[0].minutes) / 60;
      report.push({
        project: project.name,
        hours: Math.round(hours * 100) / 100,
        amount: Math.round(hours * project.hourly_rate * 100) / 100,
      });
    }
    res.json({ month: req.query.month, projects: report });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
