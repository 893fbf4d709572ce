const test = require("node:test");
const assert = require("node:assert");
const { shiftHours, overtimeHours } = require("../src/lib/hours");

test("a regular day has a one hour break", () => {
  assert.strictEqual(shiftHours("09:00", "18:00"), 8);
});

test("short shifts have no break", () => {
  assert.strictEqual(shiftHours("10:00", "15:30"), 5.5);
});

test("a night shift crosses midnight", () => {
  assert.strictEqual(shiftHours("22:00", "06:00"), 7);
  assert.strictEqual(overtimeHours("21:00", "08:30"), 2.5);
});

test("overtime is hours over eight", () => {
  assert.strictEqual(overtimeHours("09:00", "20:30"), 2.5);
});
