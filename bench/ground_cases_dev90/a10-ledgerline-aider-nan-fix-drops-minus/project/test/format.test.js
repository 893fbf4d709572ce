import { formatAmount, parseAmount, toPennies } from "../src/format";

test("parses pounds with separators", () => {
  expect(parseAmount("£1,234.50")).toBe(1234.5);
});

test("treats an empty or junk amount as 0", () => {
  expect(parseAmount("")).toBe(0);
  expect(parseAmount("   ")).toBe(0);
  expect(parseAmount("£")).toBe(0);
});

test("formats as GBP", () => {
  expect(formatAmount(1234.5)).toBe("£1,234.50");
});

test("rounds to pennies", () => {
  expect(toPennies(0.125)).toBe(13);
  expect(toPennies(-0.125)).toBe(-13);
});
