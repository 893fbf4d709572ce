import { describe, expect, it, vi, beforeEach } from "vitest";
import { nextTick } from "vue";
import { useProductSearch } from "../useProductSearch";
import * as api from "@/api/products";

describe("useProductSearch", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.restoreAllMocks();
  });

  it("does not search for a single character", async () => {
    const spy = vi.spyOn(api, "searchProducts");
    const s = useProductSearch();
    s.query.value = "a";
    await nextTick();
    vi.runAllTimers();
    expect(spy).not.toHaveBeenCalled();
    expect(s.results.value).toEqual([]);
  });

  it("stores the results of a search", async () => {
    vi.spyOn(api, "searchProducts").mockResolvedValue({ items: [{ id: 1 } as api.Product], total: 1 });
    const s = useProductSearch();
    s.query.value = "shoe";
    await nextTick();
    vi.runAllTimers();
    await vi.waitFor(() => expect(s.total.value).toBe(1));
  });
});
