import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, fetchOrder, fetchOrders } from "./client";

function mockFetch(status: number, body: unknown) {
  return vi.fn().mockResolvedValue({
    ok: status >= 200 && status < 300,
    status,
    statusText: "x",
    json: () => Promise.resolve(body),
  });
}

describe("client", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fetchOrders returns the page", async () => {
    vi.stubGlobal("fetch", mockFetch(200, { items: [{ id: 1 }], total: 1 }));
    const page = await fetchOrders({ page: 1, size: 20 });
    expect(page.total).toBe(1);
  });

  it("fetchOrder throws ApiError on 404", async () => {
    vi.stubGlobal("fetch", mockFetch(404, { code: "NOT_FOUND", message: "订单不存在" }));
    await expect(fetchOrder(9)).rejects.toBeInstanceOf(ApiError);
  });

  it("fetchOrders passes the keyword trimmed", async () => {
    const f = mockFetch(200, { items: [], total: 0 });
    vi.stubGlobal("fetch", f);
    await fetchOrders({ page: 2, size: 20, keyword: " SO12 " });
    expect(f.mock.calls[0][0]).toContain("keyword=SO12");
  });
});
