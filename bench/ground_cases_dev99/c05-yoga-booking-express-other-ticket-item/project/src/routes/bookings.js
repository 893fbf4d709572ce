const express = require("express");
const { hasConflict, freeSlots } = require("../services/availability");
const { quote } = require("../services/pricing");
const { isValidDate, toMinutes } = require("../lib/time");

const router = express.Router();
const bookings = []; // in-memory until the MySQL store lands
let nextId = 1;

function validate(body) {
  const { room, date, start, end } = body || {};
  if (!room || !isValidDate(date)) return "room 和 date 必填";
  try {
    if (toMinutes(end) <= toMinutes(start)) return "结束时间要晚于开始时间";
  } catch (e) {
    return "时间格式应为 HH:mm";
  }
  return null;
}

router.get("/", (req, res) => {
  const { date } = req.query;
  if (date !== undefined && !isValidDate(date)) {
    return res.status(400).json({ code: "BAD_REQUEST", message: "date 格式应为 YYYY-MM-DD" });
  }
  res.json(bookings.filter((b) => b.status !== "cancelled" && (date === undefined || b.date === date)));
});

router.get("/slots", (req, res) => {
  const { room, date } = req.query;
  if (!room || !isValidDate(date)) {
    return res.status(400).json({ code: "BAD_REQUEST", message: "room 和 date 必填" });
  }
  res.json(freeSlots(bookings, { room, date }));
});

router.post("/quote", (req, res) => {
  const problem = validate(req.body);
  if (problem) return res.status(400).json({ code: "BAD_REQUEST", message: problem });
  res.json(quote(req.body));
});

router.post("/", (req, res) => {
  const problem = validate(req.body);
  if (problem) return res.status(400).json({ code: "BAD_REQUEST", message: problem });
  if (hasConflict(bookings, req.body)) {
    return res.status(409).json({ code: "SLOT_TAKEN", message: "该时段已被预约" });
  }
  const { room, date, start, end, userId, coupon } = req.body;
  const booking = { id: nextId++, room, date, start, end, userId, status: "confirmed", price: quote({ room, start, end, coupon }) };
  bookings.push(booking);
  res.status(201).json(booking);
});

router.post("/:id/cancel", (req, res) => {
  const b = bookings.find((x) => x.id === Number(req.params.id));
  if (!b) return res.status(404).json({ code: "NOT_FOUND", message: "预约不存在" });
  b.status = "cancelled";
  res.json(b);
});

module.exports = router;
