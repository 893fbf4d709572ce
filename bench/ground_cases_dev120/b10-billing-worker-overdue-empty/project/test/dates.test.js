const { daysUntil } = require("../lib/dates");

test("three days before the due date", () => {
  const now = new Date("2025-11-07T09:00:00+09:00");
  expect(daysUntil(new Date("2025-11-10T00:00:00+09:00"), now)).toBe(3);
});
