import { flushPromises, mount } from "@vue/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryHistory, createRouter } from "vue-router";
import TicketList from "../TicketList.vue";
import { searchTickets } from "@/api/client";
import { SEARCH_DEBOUNCE_MS } from "@/composables/useTicketSearch";

vi.mock("@/api/client", () => ({
  searchTickets: vi.fn(),
}));

const page = {
  items: [
    { id: 101, subject: "Printer on 3rd floor jams", status: "open", requester: "kim@acme.test", updatedAt: "2025-11-03T09:00:00Z" },
    { id: 102, subject: "Printer driver for macOS", status: "pending", requester: "li@acme.test", updatedAt: "2025-11-02T16:20:00Z" },
  ],
  total: 2,
};

async function mountList() {
  const router = createRouter({ history: createMemoryHistory(), routes: [
    { path: "/", component: TicketList },
    { path: "/tickets/:id", name: "ticket", component: { template: "<div />" } },
  ] });
  await router.push("/");
  await router.isReady();
  return mount(TicketList, { global: { plugins: [router] } });
}

describe("TicketList", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(searchTickets).mockResolvedValue(page);
  });
  afterEach(() => vi.useRealTimers());

  it("searches after the debounce and lists the results", async () => {
    const wrapper = await mountList();
    await wrapper.find("input[type=search]").setValue("printer");
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await flushPromises();

    expect(searchTickets).toHaveBeenCalledWith("printer", { status: undefined });
    expect(wrapper.findAll(".ticket-row")).toHaveLength(2);
  });

  it("shows the empty state", async () => {
    vi.mocked(searchTickets).mockResolvedValue({ items: [], total: 0 });
    const wrapper = await mountList();
    await wrapper.find("input[type=search]").setValue("zzz");
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await flushPromises();

    expect(wrapper.text()).toContain("No tickets match");
  });
});
