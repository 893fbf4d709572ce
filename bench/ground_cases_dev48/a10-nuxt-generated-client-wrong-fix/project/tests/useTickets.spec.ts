import { flushPromises } from "@vue/test-utils";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { TicketsService } from "../client";
import { useTickets } from "../composables/useTickets";

const page = (n: number) => ({ items: Array.from({ length: n }, (_, i) => ({ id: `t${i}` })), total: n });

describe("useTickets", () => {
  beforeEach(() => vi.restoreAllMocks());

  it("loads on creation", async () => {
    vi.spyOn(TicketsService, "listTickets").mockResolvedValue(page(2) as never);
    const { tickets, total } = useTickets(ref({}));
    await flushPromises();
    expect(tickets.value).toHaveLength(2);
    expect(total.value).toBe(2);
  });

  it("reloads when the filter changes", async () => {
    const spy = vi.spyOn(TicketsService, "listTickets").mockResolvedValue(page(1) as never);
    const filter = ref<{ status?: "open" | "pending" }>({});
    useTickets(filter);
    await flushPromises();
    filter.value = { status: "open" };
    await flushPromises();
    expect(spy).toHaveBeenLastCalledWith({ status: "open", page: 1 });
  });

  it("sets an error message when loading fails", async () => {
    vi.spyOn(TicketsService, "listTickets").mockRejectedValue(new Error("boom"));
    const { error } = useTickets(ref({}));
    await flushPromises().catch(() => {});
    expect(error.value).toBe("Could not load tickets");
  });
});
