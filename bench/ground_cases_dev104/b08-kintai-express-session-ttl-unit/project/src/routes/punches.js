import { Router } from "express";
import { redis } from "../redis.js";
import { requireSession } from "../session.js";

export const punches = Router();

function dayKey(userId, date = new Date()) {
  const day = date.toLocaleDateString("sv-SE", { timeZone: "Asia/Tokyo" });
  return `punch:${userId}:${day}`;
}

punches.get("/today", requireSession, async (req, res) => {
  const entries = await redis.lRange(dayKey(req.session.userId), 0, -1);
  res.json(entries.map((e) => JSON.parse(e)));
});

punches.post("/", requireSession, async (req, res) => {
  const kind = req.body?.kind;
  if (!["in", "out", "break_start", "break_end"].includes(kind)) {
    return res.status(422).json({ error: "invalid_kind" });
  }
  const entry = { kind, at: new Date().toISOString() };
  const key = dayKey(req.session.userId);
  await redis.rPush(key, JSON.stringify(entry));
  await redis.expire(key, 60 * 60 * 24 * 40);
  return res.status(201).json(entry);
});

punches.delete("/last", requireSession, async (req, res) => {
  const removed = await redis.rPop(dayKey(req.session.userId));
  if (!removed) return res.status(404).json({ error: "nothing_to_undo" });
  return res.json(JSON.parse(removed));
});
