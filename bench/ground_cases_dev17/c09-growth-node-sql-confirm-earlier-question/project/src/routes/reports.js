const express = require("express");

const { query } = require("../db");

const router = express.Router();
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function range(req) {
  const { from, to } = req.query;
  if (!DATE.test(from || "") || !DATE.test(to || "") || from > to) {
    const err = new Error("from/to must be YYYY-MM-DD and from <= to");
    err.status = 400;
    err.expose = true;
    throw err;
  }
  return [from, to];
}

router.get("/signups", async (req, res, next) => {
  try {
    const rows = await query("signups_by_day", range(req));
    res.json(rows.map((r) => ({ day: r.day, signups: Number(r.signups), invited: Number(r.invited) })));
  } catch (err) {
    next(err);
  }
});

router.get("/revenue", async (req, res, next) => {
  try {
    const rows = await query("revenue_by_day", range(req));
    res.json(rows.map((r) => ({
      day: r.day,
      orders: Number(r.orders),
      revenue: Number(r.revenue),
      couponRevenue: Number(r.coupon_revenue),
    })));
  } catch (err) {
    next(err);
  }
});

module.exports = router;
