import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as api from "../api/tickets";
import { useTicketSearch } from "./useTicketSearch";

const ticket = (id: number): api.Ticket => ({
  id,
  title: `Ticket ${id}`,
  customer: "ACME GmbH",
  status: "open",
  updatedAt: "2025-11-01T10:00:00Z",
});

describe("useTicketSearch", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("does not search for fewer than 2 characters", async () => {
    const spy = vi.spyOn(api, "searchTickets");
    const { result } = renderHook(() => useTicketSearch());
    act(() => result.current.setQuery("a"));
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(spy).not.toHaveBeenCalled();
  });

  it("debounces and returns results", async () => {
    const spy = vi.spyOn(api, "searchTickets").mockResolvedValue({ items: [ticket(1), ticket(2)], total: 2 });
    const { result } = renderHook(() => useTicketSearch());
    act(() => result.current.setQuery("pri"));
    act(() => result.current.setQuery("printer"));
    await act(() => vi.advanceTimersByTimeAsync(400));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0][0]).toBe("printer");
    expect(result.current.results).toHaveLength(2);
  });

  it("reset clears query and results", async () => {
    vi.spyOn(api, "searchTickets").mockResolvedValue({ items: [ticket(1)], total: 1 });
    const { result } = renderHook(() => useTicketSearch());
    act(() => result.current.setQuery("printer"));
    await act(() => vi.advanceTimersByTimeAsync(400));
    await waitFor(() => expect(result.current.results).toHaveLength(1));
    act(() => result.current.reset());
    expect(result.current.query).toBe("");
    expect(result.current.results).toHaveLength(0);
    expect(result.current.loading).toBe(false);
  });

  it("exposes errors", async () => {
    vi.spyOn(api, "searchTickets").mockRejectedValue(new Error("502 Bad Gateway"));
    const { result } = renderHook(() => useTicketSearch());
    act(() => result.current.setQuery("vpn"));
    await act(() => vi.advanceTimersByTimeAsync(400));
    await waitFor(() => expect(result.current.error?.message).toBe("502 Bad Gateway"));
    expect(result.current.loading).toBe(false);
  });
});
