import { renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as client from "../api/client";
import { useOrders } from "./useOrders";

const order = (id: number): client.Order => ({
  id,
  number: `A-${id}`,
  customerName: "テスト",
  status: "paid",
  total: 1000,
  createdAt: "2024-05-01T00:00:00Z",
});

describe("useOrders", () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it("loads the first page", async () => {
    vi.spyOn(client, "fetchOrders").mockResolvedValue({ items: [order(1)], total: 1 });
    const { result } = renderHook(() => useOrders(1));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.orders).toHaveLength(1);
  });

  it("refetches when the status filter changes", async () => {
    const spy = vi.spyOn(client, "fetchOrders").mockResolvedValue({ items: [order(1)], total: 1 });
    const { rerender } = renderHook(({ status }) => useOrders(1, status), {
      initialProps: { status: undefined as client.OrderStatus | undefined },
    });
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    rerender({ status: "paid" });
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(2));
    expect(spy).toHaveBeenLastCalledWith({ page: 1, status: "paid" });
  });

  it("reports errors", async () => {
    vi.spyOn(client, "fetchOrders").mockRejectedValue(new Error("boom"));
    const { result } = renderHook(() => useOrders(1));
    await waitFor(() => expect(result.current.error).toBe("boom"));
  });
});
