import { describe, expect, it } from "vitest";
import { paginate } from "../src/paginate";

const rows = Array.from({ length: 45 }, (_, i) => i + 1);

describe("paginate", () => {
  it("returns the first page by default", () => {
    const p = paginate(rows);
    expect(p.items).toHaveLength(20);
    expect(p.items[0]).toBe(1);
    expect(p.hasNext).toBe(true);
  });

  it("returns a partial last page", () => {
    const p = paginate(rows, 3, 20);
    expect(p.items).toEqual([41, 42, 43, 44, 45]);
    expect(p.hasNext).toBe(false);
  });

  it("returns an empty page past the end", () => {
    expect(paginate(rows, 9, 20).items).toEqual([]);
  });

  it("reports the number of pages", () => {
    expect(paginate(rows, 1, 20).totalPages).toBe(3);
    expect(paginate(rows, 1, 45).totalPages).toBe(1);
    expect(paginate([], 1, 20).totalPages).toBe(1);
  });

  it("rejects page 0 and fractional sizes", () => {
    expect(() => paginate(rows, 0)).toThrow(RangeError);
    expect(() => paginate(rows, 1, 2.5)).toThrow(RangeError);
  });
});
