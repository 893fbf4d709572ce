import { describe, expect, it, vi } from "vitest";
import { Ledgerly } from "../src/client";

function fakeFetch(body: unknown, status = 200) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

describe("Ledgerly", () => {
  it("sends the bearer token", async () => {
    const f = fakeFetch({ id: "inv_1" });
    await new Ledgerly({ apiKey: "k", fetch: f }).getInvoice("inv_1");
    expect(f.mock.calls[0][1].headers.Authorization).toBe("Bearer k");
  });

  it("builds invoice urls", async () => {
    const f = fakeFetch({ id: "inv_1" });
    await new Ledgerly({ apiKey: "k", fetch: f }).getInvoice("inv_1");
    expect(f.mock.calls[0][0]).toBe("https://api.ledgerly.io/v1/invoices/inv_1");
  });

  it("joins base url and path with one slash", async () => {
    const f = fakeFetch({ id: "inv_1" });
    await new Ledgerly({ apiKey: "k", fetch: f, baseUrl: "https://staging.ledgerly.io/v1/" }).getInvoice("inv_1");
    expect(f.mock.calls[0][0]).toBe("https://staging.ledgerly.io/v1/invoices/inv_1");
  });

  it("retries a 503 once", async () => {
    const f = vi
      .fn()
      .mockResolvedValueOnce(new Response("{}", { status: 503 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ id: "x" }), { status: 200 }));
    const client = new Ledgerly({ apiKey: "k", fetch: f, maxRetries: 1 });
    await expect(client.getInvoice("x")).resolves.toEqual({ id: "x" });
    expect(f).toHaveBeenCalledTimes(2);
  });
});
