import { Router } from "express";
import { z } from "zod";
import { listAvailableSlots } from "../services/availability.js";

export const availabilityRouter = Router();

const Query = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  party: z.coerce.number().int().min(1).max(20),
});

availabilityRouter.get("/", async (req, res, next) => {
  const parsed = Query.safeParse(req.query);
  if (!parsed.success) {
    return res.status(400).json({ error: "bad_query", issues: parsed.error.issues });
  }
  try {
    const slots = await listAvailableSlots(parsed.data.date, parsed.data.party);
    res.json({ date: parsed.data.date, slots });
  } catch (err) {
    next(err);
  }
});
