import { describe, expect, it } from "vitest";
import { offsetOf, pageQuery } from "../src/lib/paginate";

describe("paginate", () => {
  it("defaults to page 1, size 20", () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, size: 20 });
  });
  it("computes offsets", () => {
    expect(offsetOf({ page: 3, size: 20 })).toBe(40);
  });
});
