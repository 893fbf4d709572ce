import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { effectScope, nextTick, ref } from "vue";
import { searchTickets } from "@/api/client";
import { SEARCH_DEBOUNCE_MS, useTicketSearch } from "../useTicketSearch";

vi.mock("@/api/client", () => ({ searchTickets: vi.fn() }));

describe("useTicketSearch", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(searchTickets).mockResolvedValue({ items: [], total: 0 });
  });
  afterEach(() => vi.useRealTimers());

  it("waits for the debounce before searching", async () => {
    const query = ref("");
    effectScope().run(() => useTicketSearch(query));

    query.value = "pri";
    await nextTick();
    query.value = "printer";
    await nextTick();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(searchTickets).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(searchTickets).toHaveBeenCalledTimes(1);
  });

  it("ignores queries shorter than two characters", async () => {
    const query = ref("");
    effectScope().run(() => useTicketSearch(query));

    query.value = "p";
    await nextTick();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(searchTickets).not.toHaveBeenCalled();
  });
});
