import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { invoicesResend } from "../src/commands/invoicesResend.js";

const invoices = [
  { id: "inv_1", number: "N-1001", customerId: "cus_a", issuedAt: "2025-11-01T01:00:00Z", totalYen: 11000, status: "issued" },
  { id: "inv_2", number: "N-1002", customerId: "cus_b", issuedAt: "2025-11-02T01:00:00Z", totalYen: 5500, status: "issued" },
];

describe("invoices:resend", () => {
  const posted: string[] = [];

  beforeEach(() => {
    posted.length = 0;
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.stubGlobal("fetch", vi.fn(async (url: URL, init: RequestInit) => {
      if (init.method === "POST") posted.push(url.pathname);
      const body = init.method === "GET" ? invoices : { queued: true };
      return new Response(JSON.stringify(body), { status: 200 });
    }));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("re-sends every listed invoice", async () => {
    const queued = await invoicesResend({ since: new Date("2025-11-01T00:00:00+09:00"), api: "http://api.test" });
    expect(queued).toBe(2);
  });

  it("filters by --customer", async () => {
    const queued = await invoicesResend({ since: new Date("2025-11-01T00:00:00+09:00"), customer: "cus_b", api: "http://api.test" });
    expect(queued).toBe(1);
    expect(posted).toEqual(["/admin/invoices/inv_2/resend"]);
  });
});
