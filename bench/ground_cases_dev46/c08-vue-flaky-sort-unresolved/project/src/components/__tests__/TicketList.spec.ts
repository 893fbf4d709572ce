import { describe, expect, it, vi } from "vitest";
import { flushPromises, mount } from "@vue/test-utils";
import TicketList from "../TicketList.vue";
import { makeTicket } from "@/test/factories";
import * as api from "@/api/tickets";

describe("TicketList", () => {
  it("shows loading first", () => {
    vi.spyOn(api, "fetchTickets").mockResolvedValue([]);
    const w = mount(TicketList, { props: { projectId: 1 } });
    expect(w.text()).toContain("Loading");
  });

  it("lists most recently updated first", async () => {
    const older = makeTicket({ title: "older" });
    const newer = makeTicket({ title: "newer" });
    vi.spyOn(api, "fetchTickets").mockResolvedValue([older, newer]);
    const w = mount(TicketList, { props: { projectId: 1 } });
    await flushPromises();
    const titles = w.findAll("[data-test=ticket] .title").map((n) => n.text());
    expect(titles).toEqual(["newer", "older"]);
  });

  it("filters closed tickets", async () => {
    vi.spyOn(api, "fetchTickets").mockResolvedValue([
      makeTicket({ title: "a", state: "open" }),
      makeTicket({ title: "b", state: "closed" }),
    ]);
    const w = mount(TicketList, { props: { projectId: 1 } });
    await flushPromises();
    await w.findAll("[role=tab]")[2].trigger("click");
    expect(w.findAll("[data-test=ticket]")).toHaveLength(1);
  });
});
