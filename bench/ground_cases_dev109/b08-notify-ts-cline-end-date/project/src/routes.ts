import { Router } from "express";
import { z } from "zod";
import type { Reminder } from "./scheduler.js";
import { parseTime } from "./scheduler.js";

const store = new Map<string, Reminder>();

const ReminderIn = z.object({
  userId: z.string().min(1),
  time: z.string(),
  endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable().default(null),
});

export const reminders = Router();

reminders.get("/reminders", (req, res) => {
  const userId = String(req.query.userId ?? "");
  const list = [...store.values()].filter((r) => r.userId === userId);
  res.json(list);
});

reminders.post("/reminders", (req, res) => {
  const parsed = ReminderIn.safeParse(req.body);
  if (!parsed.success) return res.status(400).json(parsed.error.flatten());
  try {
    parseTime(parsed.data.time);
  } catch (e: any) {
    return res.status(400).json({ error: e.message });
  }
  const r: Reminder = { id: crypto.randomUUID(), ...parsed.data, lastSentAt: null };
  store.set(r.id, r);
  res.status(201).json(r);
});

reminders.delete("/reminders/:id", (req, res) => {
  store.delete(req.params.id);
  res.status(204).end();
});
