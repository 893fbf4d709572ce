import { Router } from "express";
import { z } from "zod";
import { Booking, freeSlots, overlaps } from "./availability";
import { config } from "./config";

export const bookings: Booking[] = [];

const BookingIn = z.object({
  roomId: z.string().min(1),
  start: z.coerce.date(),
  end: z.coerce.date(),
});

export const router = Router();

router.get("/rooms/:roomId/availability", (req, res) => {
  const from = new Date(String(req.query.from));
  const to = new Date(String(req.query.to));
  const days = (to.getTime() - from.getTime()) / 86_400_000;
  if (Number.isNaN(days) || days < 0 || days > config.maxRangeDays) {
    return res.status(400).json({ error: "bad range" });
  }
  const slots = freeSlots(bookings, req.params.roomId, from, to, config.openHour, config.closeHour);
  res.json(slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })));
});

router.post("/bookings", (req, res) => {
  const parsed = BookingIn.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: parsed.error.flatten() });
  }
  const clash = bookings.find(
    (b) => b.roomId === parsed.data.roomId && b.status === "confirmed" && overlaps(b, parsed.data),
  );
  if (clash) {
    return res.status(409).json({ error: "room already booked", bookingId: clash.id });
  }
  const booking: Booking = { id: crypto.randomUUID(), status: "confirmed", ...parsed.data };
  bookings.push(booking);
  res.status(201).json(booking);
});

router.delete("/bookings/:id", (req, res) => {
  const booking = bookings.find((b) => b.id === req.params.id);
  if (!booking) {
    return res.status(404).json({ error: "not found" });
  }
  if (booking.status === "cancelled") {
    return res.status(409).json({ error: "already cancelled" });
  }
  booking.status = "cancelled";
  booking.cancelledAt = new Date();
  res.json(booking);
});
