import { Router } from "express";
import { formatInTimeZone } from "date-fns-tz";
import { listSlots } from "../db";
import { GYM_TZ } from "../gym";

export const slots = Router();

slots.get("/", async (req, res) => {
  const from = String(req.query.from ?? "");
  const days = Math.min(Number(req.query.days ?? 7), 14);
  const rows = await listSlots(from, days);
  res.json(
    rows.map((slot) => ({
      id: slot.id,
      kind: slot.kind,
      date: formatInTimeZone(slot.startsAt, GYM_TZ, "yyyy-MM-dd"),
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      spotsLeft: slot.capacity - slot.booked,
    })),
  );
});
