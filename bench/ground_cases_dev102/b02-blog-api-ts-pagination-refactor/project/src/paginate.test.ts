import { describe, expect, it } from "vitest";
import { pageLinks, paginate } from "./paginate";

const nums = Array.from({ length: 40 }, (_, i) => i + 1);

describe("paginate", () => {
  it("returns the first page by default", () => {
    const p = paginate(nums, 1);
    expect(p.items).toHaveLength(20);
    expect(p.items[0]).toBe(1);
  });

  it("clamps the page number", () => {
    const p = paginate(nums, 99);
    expect(p.page).toBe(2);
    expect(p.hasNext).toBe(false);
  });

  it("caps per page at 100", () => {
    const p = paginate(nums, 1, 500);
    expect(p.perPage).toBe(100);
    expect(p.pages).toBe(1);
  });
});

describe("pageLinks", () => {
  it("shows a window around the page", () => {
    expect(pageLinks(5, 10)).toEqual([3, 4, 5, 6, 7]);
  });

  it("stops at the edges", () => {
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
  });
});
