import { beforeEach, describe, expect, it } from "vitest";
import { createPinia, setActivePinia } from "pinia";
import { useFilterStore } from "./filters";

describe("filters store", () => {
  beforeEach(() => setActivePinia(createPinia()));

  it("starts unfiltered", () => {
    const f = useFilterStore();
    expect(f.isFiltered).toBe(false);
    expect(f.offset).toBe(0);
  });

  it("goes back to page 1 when a filter changes", () => {
    const f = useFilterStore();
    f.page = 3;
    f.setDepot("Potsdam");
    expect(f.page).toBe(1);
  });

  it("clears everything", () => {
    const f = useFilterStore();
    f.setSearch("sprinter");
    f.setMonth("2025-12");
    f.clearFilters();
    expect(f.search).toBe("");
    expect(f.month).toBeNull();
    expect(f.page).toBe(1);
  });
});
