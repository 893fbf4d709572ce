import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TicketList } from "./TicketList";

const tickets = [
  { id: 1, title: "Login loops", status: "open", assignee: "ana", updatedAt: "2024-09-02T10:00:00Z" },
  { id: 2, title: "Invoice PDF blank", status: "pending", assignee: null, updatedAt: "2024-09-01T08:30:00Z" },
];

beforeEach(() => {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(tickets))));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("TicketList", () => {
  it("renders tickets", async () => {
    render(<TicketList />);
    expect(await screen.findByText("Login loops")).toBeInTheDocument();
    expect(screen.getByText("Unassigned")).toBeInTheDocument();
  });

  it("requests tickets for the typed query", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<TicketList />);
    await user.type(screen.getByRole("searchbox"), "pdf");
    await vi.advanceTimersByTimeAsync(300);
    expect(fetch).toHaveBeenLastCalledWith("/api/tickets?q=pdf", expect.anything());
    vi.useRealTimers();
  });
});
