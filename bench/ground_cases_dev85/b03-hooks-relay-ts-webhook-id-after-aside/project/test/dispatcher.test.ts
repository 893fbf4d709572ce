import { describe, expect, it, vi } from "vitest";
import { deliver } from "../src/webhooks/dispatcher.js";

const sub = { id: "sub_1", url: "https://example.test/hook", secret: "whsec_test", eventTypes: ["invoice.paid"] };
const event = {
  type: "invoice.paid" as const,
  data: { invoice_id: "inv_1", amount: 1200, currency: "JPY" as const, paid_at: "2025-11-05T09:00:00+09:00" },
};

describe("deliver", () => {
  it("posts a signed JSON envelope", async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    const r = await deliver(sub, event, { fetchImpl: fetchImpl as unknown as typeof fetch });
    expect(r.ok).toBe(true);
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    const body = JSON.parse(init.body as string);
    expect(body.type).toBe("invoice.paid");
    expect(body.id).toMatch(/^evt_/);
    expect((init.headers as Record<string, string>)["X-Hanamaru-Signature"]).toMatch(/^v1=/);
  });

  it("retries 503 with backoff and stops on success", async () => {
    const statuses = [503, 503, 200];
    const fetchImpl = vi.fn(async () => new Response(null, { status: statuses.shift() }));
    const sleep = vi.fn(async () => {});
    const r = await deliver(sub, event, { fetchImpl: fetchImpl as unknown as typeof fetch, sleep });
    expect(r).toMatchObject({ ok: true, status: 200, attempts: 3 });
    expect(sleep.mock.calls.map((c) => c[0])).toEqual([1000, 2000]);
  });

  it("does not retry 400", async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 400 }));
    const r = await deliver(sub, event, { fetchImpl: fetchImpl as unknown as typeof fetch, sleep: async () => {} });
    expect(r).toMatchObject({ ok: false, status: 400, attempts: 1 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
