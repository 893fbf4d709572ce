import { describe, expect, it } from "vitest";
import { DEFAULT_PER_PAGE, MAX_PER_PAGE, parsePage } from "../src/paginate.js";

describe("parsePage", () => {
  it("defaults to the first page", () => {
    expect(parsePage({})).toEqual({ page: 1, perPage: DEFAULT_PER_PAGE, offset: 0 });
  });

  it("computes the offset from a 1-based page", () => {
    expect(parsePage({ page: "3", per_page: "10" })).toEqual({ page: 3, perPage: 10, offset: 20 });
  });

  it("clamps per_page and page", () => {
    expect(parsePage({ page: "0", per_page: "5000" })).toEqual({ page: 1, perPage: MAX_PER_PAGE, offset: 0 });
    expect(parsePage({ page: "abc", per_page: "-3" }).perPage).toBe(1);
  });
});
