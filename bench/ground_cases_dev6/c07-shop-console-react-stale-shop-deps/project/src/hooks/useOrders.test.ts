import { describe, expect, it, vi } from "vitest";
import { fetchOrders } from "../api/orders";
import { http } from "../api/client";

describe("fetchOrders", () => {
  it("requests the shop's orders with paging", async () => {
    const get = vi.spyOn(http, "get").mockResolvedValue({ items: [], total: 0 });
    await fetchOrders({ shopId: 7, page: 2, status: "paid" });
    expect(get).toHaveBeenCalledWith("/shops/7/orders", { params: { page: 2, size: 20, status: "paid" } });
  });
});
