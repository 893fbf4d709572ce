const express = require("express");
const { toCsv } = require("../lib/csv");
const { shiftHours, overtimeHours } = require("../lib/hours");

const router = express.Router();

const wrap = (fn) => (req, res, next) => fn(req, res, next).catch(next);

async function monthlyRows(db, month) {
  const { rows } = await db.query(
    `SELECT e.code, e.name, s.work_date, s.kind, s.clock_in, s.clock_out, s.note
       FROM shifts s JOIN employees e ON e.id = s.employee_id
      WHERE to_char(s.work_date, 'YYYY-MM') = $1
      ORDER BY e.code, s.work_date`,
    [month],
  );
  return rows;
}

router.get("/monthly/:month.csv", wrap(async (req, res) => {
  const rows = await monthlyRows(req.app.locals.db, req.params.month);
  const header = ["社員番号", "氏名", "日付", "出勤", "退勤", "実働", "残業", "備考"];
  const body = rows.map((r) => [
    r.code,
    r.name,
    r.work_date.toISOString().slice(0, 10),
    r.clock_in,
    r.clock_out,
    shiftHours(r.clock_in, r.clock_out),
    overtimeHours(r.clock_in, r.clock_out),
    r.note,
  ]);
  res.type("text/csv; charset=utf-8");
  res.attachment(`kintai-${req.params.month}.csv`);
  res.send("\ufeff" + toCsv([header, ...body]));
}));

router.get("/monthly/:month", wrap(async (req, res) => {
  const rows = await monthlyRows(req.app.locals.db, req.params.month);
  const byEmployee = new Map();
  for (const r of rows) {
    const e = byEmployee.get(r.code) ?? { code: r.code, name: r.name, days: 0, absent: 0, hours: 0, overtime: 0 };
    if (r.clock_in && r.clock_out) {
      e.days += 1;
      e.hours += shiftHours(r.clock_in, r.clock_out);
      e.overtime += overtimeHours(r.clock_in, r.clock_out);
    } else {
      e.absent += 1;
    }
    byEmployee.set(r.code, e);
  }
  res.json([...byEmployee.values()]);
}));

module.exports = router;
