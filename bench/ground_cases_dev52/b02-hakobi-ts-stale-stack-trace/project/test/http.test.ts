import { describe, expect, it, vi } from "vitest";
import { HttpClient, normalizeHeaders } from "../src/http";

const okFetch = () =>
  vi.fn(async () => new Response(JSON.stringify({ id: "shp_1" }), { status: 200 }));

describe("normalizeHeaders", () => {
  it("lower-cases names and trims values", () => {
    expect(normalizeHeaders({ "X-Trace": " abc " })).toEqual({ "x-trace": "abc" });
  });
});

describe("HttpClient", () => {
  it("sends the bearer token", async () => {
    const fetch = okFetch();
    const client = new HttpClient({ apiKey: "k_test", fetch });
    await client.request("GET", "/shipments/shp_1");
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBe("Bearer k_test");
  });

  it("builds the query string", async () => {
    const fetch = okFetch();
    const client = new HttpClient({ apiKey: "k", fetch, baseUrl: "https://x.test/v1/" });
    await client.request("GET", "/shipments", { query: { status: "created", limit: 5, cursor: undefined } });
    expect(fetch.mock.calls[0][0]).toBe("https://x.test/v1/shipments?status=created&limit=5");
  });

  it("sends a default user agent, overridable", async () => {
    const fetch = okFetch();
    await new HttpClient({ apiKey: "k", fetch }).request("GET", "/x");
    await new HttpClient({ apiKey: "k", fetch, userAgent: "acme-bot/1.0" }).request("GET", "/x");
    const ua = (i: number) => ((fetch.mock.calls[i] as unknown as [string, RequestInit])[1].headers as Record<string, string>)["user-agent"];
    expect(ua(0)).toMatch(/^hakobi-js\/\d+\.\d+\.\d+$/);
    expect(ua(1)).toBe("acme-bot/1.0");
  });

  it("requires an api key", () => {
    expect(() => new HttpClient({ apiKey: "" })).toThrow("apiKey is required");
  });
});
