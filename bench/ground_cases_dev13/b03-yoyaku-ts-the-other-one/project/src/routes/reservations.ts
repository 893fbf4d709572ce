import { Router } from "express";
import { z } from "zod";

import { todayJst, toJstDate, toJstTime } from "../lib/date.js";
import { cancel, findByDay } from "../repo/reservationRepo.js";

export const reservationsRouter = Router({ mergeParams: true });

const listQuery = z.object({
  date: z.string().optional(),
  includeCancelled: z.enum(["true", "false"]).optional(),
});

reservationsRouter.get("/", async (req, res, next) => {
  try {
    const salonId = Number(req.params.salonId);
    const q = listQuery.parse(req.query);
    const rows = await findByDay({
      salonId,
      date: q.date ?? todayJst(),
      includeCancelled: q.includeCancelled === "true",
    });
    res.json(
      rows.map((r) => ({
        id: r.id,
        date: toJstDate(r.startsAt),
        time: toJstTime(r.startsAt),
        customerName: r.customerName,
        staffName: r.staff.name,
        menu: r.menu,
        status: r.status,
      })),
    );
  } catch (err) {
    next(err);
  }
});

reservationsRouter.post("/:id/cancel", async (req, res, next) => {
  try {
    const updated = await cancel(Number(req.params.salonId), Number(req.params.id));
    if (!updated) {
      res.status(404).json({ error: "reservation not found" });
      return;
    }
    res.json({ id: updated.id, status: updated.status });
  } catch (err) {
    next(err);
  }
});
