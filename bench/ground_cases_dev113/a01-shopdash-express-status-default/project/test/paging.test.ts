import { describe, it, expect } from "vitest";
import { offsetFor, parsePaging, pageCount } from "../src/paging";

describe("parsePaging", () => {
  it("defaults", () => {
    expect(parsePaging({})).toEqual({ page: 1, limit: 25 });
  });

  it("clamps limit", () => {
    expect(parsePaging({ limit: "500" }).limit).toBe(100);
    expect(parsePaging({ limit: "0" }).limit).toBe(25);
  });

  it("never goes below page 1", () => {
    expect(parsePaging({ page: "-3" }).page).toBe(1);
  });

  it("ignores junk", () => {
    expect(parsePaging({ page: "abc", limit: "x" })).toEqual({ page: 1, limit: 25 });
  });
});

describe("offsetFor", () => {
  it("starts page 1 at row 0", () => {
    expect(offsetFor({ page: 1, limit: 25 })).toBe(0);
    expect(offsetFor({ page: 3, limit: 25 })).toBe(50);
  });
});

describe("pageCount", () => {
  it("is at least one", () => {
    expect(pageCount(0, 25)).toBe(1);
  });

  it("rounds up", () => {
    expect(pageCount(51, 25)).toBe(3);
  });
});
