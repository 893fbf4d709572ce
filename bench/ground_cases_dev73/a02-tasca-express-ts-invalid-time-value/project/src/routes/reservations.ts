import { Router } from "express";
import { z } from "zod";
import { ONLINE_MAX_PARTY } from "../config/hours.js";
import { cancelReservation, insertReservation } from "../db.js";
import { isSlotAvailable } from "../services/availability.js";

export const reservationsRouter = Router();

const Body = z.object({
  name: z.string().min(1).max(120),
  phone: z.string().min(6).max(32),
  party: z.number().int().min(1).max(20),
  startsAt: z.string().datetime(),
});

reservationsRouter.post("/", async (req, res, next) => {
  const parsed = Body.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: "bad_body", issues: parsed.error.issues });
  }
  const { name, phone, party, startsAt } = parsed.data;
  if (party > ONLINE_MAX_PARTY) {
    return res.status(422).json({ error: "party_too_large", max: ONLINE_MAX_PARTY });
  }
  try {
    if (!(await isSlotAvailable(startsAt, party))) {
      return res.status(409).json({ error: "slot_unavailable" });
    }
    const row = await insertReservation({ name, phone, party, starts_at: startsAt });
    res.status(201).json(row);
  } catch (err) {
    next(err);
  }
});

reservationsRouter.delete("/:id", async (req, res, next) => {
  try {
    const ok = await cancelReservation(Number(req.params.id));
    res.status(ok ? 204 : 404).end();
  } catch (err) {
    next(err);
  }
});
