import { Router } from "express";
import { getStore } from "../config/stores.js";
import { findBookings } from "../repo/bookings.js";
import { addDays, dayStart, isPastDate, todayJst } from "../lib/time.js";
import { countAvailable, listSlots } from "../services/availability.js";

export const slotsRouter = Router();

slotsRouter.get("/:storeId/slots", async (req, res, next) => {
  try {
    const store = getStore(req.params.storeId);
    if (!store) {
      res.status(404).json({ error: "store not found" });
      return;
    }
    const date = String(req.query.date ?? todayJst());
    if (isPastDate(date)) {
      res.status(400).json({ error: "date is in the past" });
      return;
    }
    if (date > addDays(todayJst(), store.maxDaysAhead)) {
      res.status(400).json({ error: "date is too far ahead" });
      return;
    }
    const from = dayStart(date);
    const to = dayStart(addDays(date, 1));
    const bookings = await findBookings(store.id, from, to);
    const slots = listSlots(date, bookings, {
      openHour: store.openHour,
      closeHour: store.closeHour,
      slotMinutes: store.slotMinutes,
      bufferMinutes: store.bufferMinutes,
    });
    res.json({ store: store.id, date, available: countAvailable(slots), slots });
  } catch (err) {
    next(err);
  }
});
