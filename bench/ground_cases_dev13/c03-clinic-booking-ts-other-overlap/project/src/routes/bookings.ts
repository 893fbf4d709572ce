import { Router } from "express";
import { z } from "zod";
import { OPENING_HOURS, SLOT_MINUTES } from "../config";
import { bookingsForDoctor, insertBooking } from "../db";
import { generateSlots, isOverlapping } from "../services/slots";
import { addMinutes, atClinicTime, isValidDay, weekday } from "../utils/time";

export const router = Router();

router.get("/doctors/:doctorId/slots", async (req, res) => {
  const day = req.query.day;
  if (!isValidDay(day)) {
    return res.status(400).json({ error: "day must be YYYY-MM-DD" });
  }
  const hours = OPENING_HOURS[weekday(day)];
  if (!hours) {
    return res.json({ day, slots: [] });
  }
  const taken = await bookingsForDoctor(req.params.doctorId, atClinicTime(day, "00:00"), atClinicTime(day, "23:59"));
  const slots = generateSlots(day, hours, req.params.doctorId, taken);
  res.json({ day, slots: slots.map((s) => ({ start: s.start.toISOString(), label: s.label })) });
});

const BookingBody = z.object({
  doctorId: z.string().min(1),
  patientId: z.string().min(1),
  start: z.string().datetime({ offset: true }),
});

router.post("/bookings", async (req, res) => {
  const parsed = BookingBody.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: parsed.error.flatten() });
  }
  const { doctorId, patientId } = parsed.data;
  const start = new Date(parsed.data.start);
  const slot = { start, end: addMinutes(start, SLOT_MINUTES) };
  const sameDay = await bookingsForDoctor(doctorId, addMinutes(start, -24 * 60), addMinutes(start, 24 * 60));
  if (sameDay.some((b) => isOverlapping(slot, b))) {
    return res.status(409).json({ error: "slot already taken" });
  }
  const id = await insertBooking(doctorId, patientId, slot);
  res.status(201).json({ id, start: slot.start.toISOString(), end: slot.end.toISOString() });
});
