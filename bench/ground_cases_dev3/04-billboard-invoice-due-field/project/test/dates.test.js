const { formatDueDate } = require("../src/lib/dates");

test("formats ISO dates", () => {
  expect(formatDueDate("2025-03-31")).toBe("31 Mar 2025");
});
