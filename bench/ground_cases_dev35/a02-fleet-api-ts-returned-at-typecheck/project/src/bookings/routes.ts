import { Router } from "express";
import { z } from "zod";
import { parseWindow, toDto, toDtoList } from "./dto";
import type { BookingRepo } from "./repo";

const createSchema = z.object({
  vehicleId: z.string().uuid(),
  driverId: z.string().uuid(),
  startsAt: z.coerce.date(),
  endsAt: z.coerce.date(),
  pickupLocation: z.string().max(200).optional(),
  notes: z.string().max(2000).optional(),
});

export function bookingRoutes(repo: BookingRepo): Router {
  const router = Router();

  router.get("/:id", async (req, res, next) => {
    try {
      const booking = await repo.get(req.params.id);
      if (!booking) return res.status(404).json({ error: "not_found" });
      res.json(toDto(booking));
    } catch (err) {
      next(err);
    }
  });

  router.get("/vehicle/:vehicleId", async (req, res, next) => {
    const window = parseWindow(req.query);
    if (!window) return res.status(400).json({ error: "bad_window" });
    try {
      res.json(toDtoList(await repo.listForVehicle(req.params.vehicleId, window.from, window.to)));
    } catch (err) {
      next(err);
    }
  });

  router.post("/", async (req, res, next) => {
    const parsed = createSchema.safeParse(req.body);
    if (!parsed.success) return res.status(400).json({ error: "invalid", issues: parsed.error.issues });
    if (parsed.data.endsAt <= parsed.data.startsAt) return res.status(400).json({ error: "bad_window" });
    try {
      res.status(201).json(toDto(await repo.create(parsed.data)));
    } catch (err) {
      next(err);
    }
  });

  router.post("/:id/cancel", async (req, res, next) => {
    try {
      const booking = await repo.setStatus(req.params.id, "cancelled");
      if (!booking) return res.status(404).json({ error: "not_found" });
      res.json(toDto(booking));
    } catch (err) {
      next(err);
    }
  });

  router.patch("/:id/return", async (req, res, next) => {
    try {
      const updated = await repo.markReturned(req.params.id);
      if (!updated) {
        const existing = await repo.get(req.params.id);
        return existing
          ? res.status(409).json({ error: "not_active", status: existing.status })
          : res.status(404).json({ error: "not_found" });
      }
      res.json(toDto(updated));
    } catch (err) {
      next(err);
    }
  });

  return router;
}
