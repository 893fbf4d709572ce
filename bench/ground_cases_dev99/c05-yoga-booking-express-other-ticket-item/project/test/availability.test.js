const test = require("node:test");
const assert = require("node:assert/strict");
const { hasConflict, freeSlots } = require("../src/services/availability");

const existing = [
  { room: "small", date: "2025-11-08", start: "10:00", end: "11:00", status: "confirmed" },
  { room: "small", date: "2025-11-08", start: "14:00", end: "15:30", status: "cancelled" },
];

test("overlapping booking conflicts", () => {
  assert.equal(hasConflict(existing, { room: "small", date: "2025-11-08", start: "10:30", end: "11:30" }), true);
});

test("booking inside another conflicts", () => {
  assert.equal(hasConflict(existing, { room: "small", date: "2025-11-08", start: "10:15", end: "10:45" }), true);
});

test("other room or day is fine", () => {
  assert.equal(hasConflict(existing, { room: "large", date: "2025-11-08", start: "10:00", end: "11:00" }), false);
  assert.equal(hasConflict(existing, { room: "small", date: "2025-11-09", start: "10:00", end: "11:00" }), false);
});

test("cancelled bookings do not block", () => {
  assert.equal(hasConflict(existing, { room: "small", date: "2025-11-08", start: "14:00", end: "15:00" }), false);
});

test("free slots skip the taken hour", () => {
  const slots = freeSlots(existing, { room: "small", date: "2025-11-08", open: "09:00", close: "13:00" });
  assert.ok(!slots.includes("10:00"));
  assert.ok(slots.includes("12:00"));
});
