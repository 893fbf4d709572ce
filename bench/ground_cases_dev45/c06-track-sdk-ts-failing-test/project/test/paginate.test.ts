import { describe, expect, it, vi } from "vitest";
import { collect, first, listAll } from "../src/paginate";

function pages(...ps: { items: number[]; next_cursor?: string }[]) {
  return vi.fn(async (cursor?: string) => ps[cursor ? Number(cursor) : 0]);
}

describe("listAll", () => {
  it("walks every page", async () => {
    const f = pages({ items: [1, 2], next_cursor: "1" }, { items: [3] });
    expect(await collect(listAll(f))).toEqual([1, 2, 3]);
    expect(f).toHaveBeenCalledTimes(2);
  });

  it("stops when next_cursor is empty", async () => {
    const f = pages({ items: [1], next_cursor: "1" }, { items: [2], next_cursor: "" });
    expect(await collect(listAll(f))).toEqual([1, 2]);
  });

  it("treats null next_cursor as the end", async () => {
    const f = vi.fn(async () => ({ items: [1], next_cursor: null }));
    expect(await collect(listAll(f))).toEqual([1]);
    expect(f).toHaveBeenCalledTimes(1);
  });

  it("respects maxPages", async () => {
    const f = vi.fn(async () => ({ items: [1], next_cursor: "0" }));
    expect(await collect(listAll(f, { maxPages: 3 }))).toEqual([1, 1, 1]);
  });

  it("first() stops after one item", async () => {
    const f = pages({ items: [7, 8], next_cursor: "1" }, { items: [9] });
    expect(await first(listAll(f))).toBe(7);
    expect(f).toHaveBeenCalledTimes(1);
  });
});
