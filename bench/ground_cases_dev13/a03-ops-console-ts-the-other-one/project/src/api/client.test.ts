import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiGet } from "./client";

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

describe("apiGet", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("sends the bearer token", async () => {
    localStorage.setItem("ops.token", "t0k3n");
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, []));
    vi.stubGlobal("fetch", fetchMock);
    await apiGet("/customers");
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe("Bearer t0k3n");
  });

  it("throws ApiError with the status", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse(404, { error: "nope" })));
    await expect(apiGet("/customers/x")).rejects.toMatchObject({ status: 404, body: { error: "nope" } });
  });

  it("retries when fetch rejects, then succeeds", async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(jsonResponse(200, [{ id: "c1" }]));
    vi.stubGlobal("fetch", fetchMock);
    const pending = apiGet("/customers");
    await vi.runAllTimersAsync();
    await expect(pending).resolves.toEqual([{ id: "c1" }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it("does not retry HTTP errors", async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(503, {}));
    vi.stubGlobal("fetch", fetchMock);
    await expect(apiGet("/customers")).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it("announces an expired session on 401", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse(401, {})));
    const seen = vi.fn();
    window.addEventListener("auth:expired", seen);
    await expect(apiGet("/me")).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveBeenCalledOnce();
  });
});
