import { Router } from "express";
import { clockLabel, dayKey, isValidDateParam } from "../lib/dates.js";
import { buildSlots } from "../lib/slots.js";
import { hoursFor, listBookings } from "../store.js";

export const bookingsRouter = Router();

function present(b: ReturnType<typeof listBookings>[number]) {
  return {
    id: b.id,
    customerName: b.customerName,
    staffId: b.staffId,
    menu: b.menu,
    startsAt: b.startsAt.toISOString(),
    label: clockLabel(b.startsAt),
  };
}

bookingsRouter.get("/", (req, res) => {
  const staff = typeof req.query.staff === "string" ? req.query.staff : undefined;
  const date = typeof req.query.date === "string" ? req.query.date : undefined;
  if (date !== undefined && !isValidDateParam(date)) {
    return res.status(400).json({ error: "date must be YYYY-MM-DD" });
  }
  let rows = listBookings();
  if (staff) rows = rows.filter((b) => b.staffId === staff);
  if (date) rows = rows.filter((b) => dayKey(b.startsAt) === date);
  rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  res.json(rows.map(present));
});

bookingsRouter.get("/by-day", (_req, res) => {
  const groups: Record<string, ReturnType<typeof present>[]> = {};
  for (const b of listBookings()) {
    (groups[dayKey(b.startsAt)] ??= []).push(present(b));
  }
  res.json(groups);
});

bookingsRouter.get("/slots/:staffId/:day", (req, res) => {
  const hours = hoursFor(req.params.staffId);
  if (!hours) return res.status(404).json({ error: "unknown staff" });
  const slots = buildSlots(req.params.day, hours, listBookings(), hours.slotMinutes);
  res.json(slots.map((s) => ({ start: s.start.toISOString(), label: clockLabel(s.start) })));
});
