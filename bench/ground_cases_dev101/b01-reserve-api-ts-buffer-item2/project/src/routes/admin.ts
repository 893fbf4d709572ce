import { Router } from "express";
import { allStores, getStore } from "../config/stores.js";
import { cancelBooking, findBookings } from "../repo/bookings.js";
import { addDays, dayStart, todayJst } from "../lib/time.js";

export const adminRouter = Router();

adminRouter.get("/stores", (_req, res) => {
  res.json(allStores());
});

adminRouter.get("/stores/:storeId/bookings", async (req, res, next) => {
  try {
    const store = getStore(req.params.storeId);
    if (!store) {
      res.status(404).json({ error: "store not found" });
      return;
    }
    const date = String(req.query.date ?? todayJst());
    const bookings = await findBookings(store.id, dayStart(date), dayStart(addDays(date, 1)));
    res.json({ store: store.id, date, bookings });
  } catch (err) {
    next(err);
  }
});

adminRouter.post("/bookings/:id/cancel", async (req, res, next) => {
  try {
    const ok = await cancelBooking(req.params.id);
    res.status(ok ? 200 : 404).json({ cancelled: ok });
  } catch (err) {
    next(err);
  }
});
