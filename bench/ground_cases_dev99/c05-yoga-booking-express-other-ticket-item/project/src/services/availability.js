const { toMinutes, fromMinutes } = require("../lib/time");

/** Two [start, end) ranges in minutes overlap when each one starts before the other ends. */
function overlaps(a, b) {
  return a.start <= b.end && b.start <= a.end;
}

function range(booking) {
  return { start: toMinutes(booking.start), end: toMinutes(booking.end) };
}

/** Whether `wanted` clashes with any live booking of the same room on the same day. */
function hasConflict(existing, wanted) {
  const w = range(wanted);
  return existing.some(
    (b) =>
      b.status !== "cancelled" &&
      b.room === wanted.room &&
      b.date === wanted.date &&
      overlaps(range(b), w),
  );
}

/** Start times still free on a day, for the mini-program's slot picker. */
function freeSlots(existing, { room, date, open = "07:00", close = "22:00", step = 30, length = 60 }) {
  const slots = [];
  for (let t = toMinutes(open); t + length <= toMinutes(close); t += step) {
    const cand = { room, date, start: fromMinutes(t), end: fromMinutes(t + length) };
    if (!hasConflict(existing, cand)) slots.push(cand.start);
  }
  return slots;
}

module.exports = { overlaps, hasConflict, freeSlots };
