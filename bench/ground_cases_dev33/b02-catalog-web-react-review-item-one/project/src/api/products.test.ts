import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, fetchProducts } from "./products";

describe("fetchProducts", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("encodes the query and returns items", async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      new Response(JSON.stringify({ items: [{ id: "p1", name: "ケーブル" }], total: 1 }), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetchMock);

    const items = await fetchProducts("USB C&ケーブル");

    expect(fetchMock).toHaveBeenCalledWith(
      "/api/products/search?q=USB%20C%26%E3%82%B1%E3%83%BC%E3%83%96%E3%83%AB&limit=50",
      expect.objectContaining({ headers: { Accept: "application/json" } }),
    );
    expect(items).toHaveLength(1);
  });

  it("throws ApiError on non-2xx", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("", { status: 503 })));
    await expect(fetchProducts("abc")).rejects.toBeInstanceOf(ApiError);
  });
});
