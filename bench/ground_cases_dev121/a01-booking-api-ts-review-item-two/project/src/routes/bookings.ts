import { Router } from "express";
import { randomUUID } from "node:crypto";
import { Booking, OpeningHours, freeSlots, overlaps } from "../lib/availability.js";
import { validateBooking } from "../lib/validate.js";

export const bookingsRouter = Router();

const bookings: Booking[] = [];
const HOURS: OpeningHours = { open: "08:00", close: "20:00" };

bookingsRouter.get("/", (req, res) => {
  const roomId = req.query.roomId as string | undefined;
  res.json(roomId ? bookings.filter((b) => b.roomId === roomId) : bookings);
});

bookingsRouter.get("/free", (req, res) => {
  const roomId = String(req.query.roomId ?? "");
  const day = new Date(String(req.query.date ?? ""));
  const length = Number(req.query.length ?? 60);
  if (!roomId || Number.isNaN(day.getTime())) {
    return res.status(400).json({ error: "roomId and date are required" });
  }
  res.json(freeSlots(bookings, roomId, day, HOURS, length).map((d) => d.toISOString()));
});

bookingsRouter.get("/:id", (req, res) => {
  const booking = bookings.find((b) => b.id === req.params.id);
  if (!booking) {
    return res.status(404).json({ error: "booking not found" });
  }
  res.json(booking);
});

bookingsRouter.post("/", (req, res) => {
  const errors = validateBooking(req.body);
  if (errors.length) {
    return res.status(422).json({ errors });
  }
  const candidate: Booking = {
    id: randomUUID(),
    roomId: req.body.roomId,
    email: req.body.email,
    start: new Date(req.body.start),
    end: new Date(req.body.end),
  };
  if (bookings.some((b) => b.roomId === candidate.roomId && overlaps(b, candidate))) {
    return res.status(409).json({ error: "room already booked" });
  }
  bookings.push(candidate);
  res.status(201).json(candidate);
});
