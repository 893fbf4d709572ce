import { formatDay, weekDays } from "./utils";

test("formatDay shows month/day and weekday", () => {
  expect(formatDay(new Date(2025, 3, 7))).toBe("4/7 (月)");
});

test("weekDays returns seven consecutive days", () => {
  const days = weekDays(new Date(2025, 3, 7));
  expect(days).toHaveLength(7);
  expect(formatDay(days[6])).toBe("4/13 (日)");
});
