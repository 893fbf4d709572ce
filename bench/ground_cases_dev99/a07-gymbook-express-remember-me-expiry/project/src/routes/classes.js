import { Router } from "express";

import { db } from "../db.js";
import { requireSession } from "../middleware/requireSession.js";

export const classesRouter = Router();

function weekBounds(isoWeek) {
  const match = /^(\d{4})-W(\d{2})$/.exec(isoWeek ?? "");
  if (!match) return null;
  const [, year, week] = match.map(Number);
  // ISO week 1 is the week with the year's first Thursday
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const monday = new Date(jan4.getTime() - ((jan4.getUTCDay() + 6) % 7) * 86400000 + (week - 1) * 7 * 86400000);
  return [monday, new Date(monday.getTime() + 7 * 86400000)];
}

classesRouter.get("/", requireSession(), async (req, res) => {
  const bounds = weekBounds(req.query.week);
  if (!bounds) return res.status(400).json({ error: "E_BAD_WEEK", message: "week must look like 2025-W41" });
  const classes = await db("classes")
    .whereBetween("starts_at", bounds)
    .orderBy("starts_at")
    .select("id", "title", "coach", "starts_at", "capacity", "booked");
  res.json(classes);
});

classesRouter.post("/:id/bookings", requireSession(), async (req, res) => {
  const id = Number(req.params.id);
  const updated = await db("classes")
    .where({ id })
    .andWhereRaw("booked < capacity")
    .increment("booked", 1);
  if (!updated) return res.status(409).json({ error: "E_CLASS_FULL" });
  await db("bookings").insert({ class_id: id, user_id: req.userId, created_at: new Date() });
  res.status(201).json({ class_id: id });
});

classesRouter.delete("/:id/bookings", requireSession(), async (req, res) => {
  const id = Number(req.params.id);
  const removed = await db("bookings").where({ class_id: id, user_id: req.userId }).delete();
  if (removed) await db("classes").where({ id }).decrement("booked", 1);
  res.status(204).end();
});
