import { describe, expect, it } from "vitest";
import { toCsv } from "../src/workers/export.js";

describe("toCsv", () => {
  it("returns an empty string for no rows", async () => {
    expect(await toCsv([])).toBe("");
  });

  it("writes a header and quotes values", async () => {
    const csv = await toCsv([{ id: 1, memo: "coffee, large" }]);
    expect(csv).toBe('id,memo\n1,"coffee, large"');
  });

  it("keeps row order", async () => {
    const csv = await toCsv([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(csv.split("\n").slice(1)).toEqual(["1", "2", "3"]);
  });

  it("fills missing values with empty strings", async () => {
    const csv = await toCsv([{ id: 1, memo: null }]);
    expect(csv).toBe('id,memo\n1,""');
  });

  it("handles many rows", async () => {
    const rows = Array.from({ length: 12_000 }, (_, i) => ({ id: i }));
    const csv = await toCsv(rows);
    expect(csv.split("\n")).toHaveLength(12_001);
  });
});
