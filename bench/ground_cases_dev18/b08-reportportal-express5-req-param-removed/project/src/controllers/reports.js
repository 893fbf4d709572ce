const { query } = require("../db");

function departmentFilter(req) {
  const value = typeof req.query.department === "string" ? req.query.department.trim() : "";
  return value === "" ? null : value;
}

async function listReports(req, res) {
  const page = Math.max(1, Number(req.query.page) || 1);
  const department = departmentFilter(req);
  const { rows } = await query(
    `SELECT id, title, department, published_at
       FROM reports
      WHERE ($2::text IS NULL OR department = $2)
      ORDER BY published_at DESC
      LIMIT 50 OFFSET $1`,
    [(page - 1) * 50, department],
  );
  res.json({ page, department, reports: rows });
}

async function getReport(req, res) {
  const { rows } = await query("SELECT * FROM reports WHERE id = $1", [req.params.id]);
  if (rows.length === 0) {
    return res.status(404).json({ error: "not found" });
  }
  res.json(rows[0]);
}

function toCsv(rows) {
  const head = "id,title,department,published_at";
  const esc = (v) => `"${String(v ?? "").replace(/"/g, '""')}"`;
  return [head, ...rows.map((r) => [r.id, r.title, r.department, r.published_at?.toISOString()].map(esc).join(","))].join("\r\n");
}

async function exportCsv(req, res) {
  const department = req.param("department");
  const { rows } = await query(
    `SELECT id, title, department, published_at
       FROM reports
      WHERE ($1::text IS NULL OR department = $1)
      ORDER BY published_at DESC`,
    [department || null],
  );
  res.type("text/csv; charset=utf-8");
  res.attachment("reports.csv");
  res.send("\uFEFF" + toCsv(rows));
}

module.exports = { listReports, getReport, exportCsv };
