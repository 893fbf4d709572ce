import { addDays, startOfWeek, toDateKey } from "./utils";

test("toDateKey is the UTC day", () => {
  expect(toDateKey(new Date("2025-04-07T00:00:00Z"))).toBe("2025-04-07");
});

test("startOfWeek is Monday", () => {
  expect(toDateKey(startOfWeek(new Date("2025-04-10T12:00:00Z")))).toBe("2025-04-07");
});

test("addDays crosses months", () => {
  expect(toDateKey(addDays(new Date("2025-04-29T00:00:00Z"), 3))).toBe("2025-05-02");
});
