import { describe, expect, it, vi } from "vitest";

vi.mock("../src/db.js", () => ({ recordAttempt: vi.fn(async () => {}), disableEndpoint: vi.fn(async () => {}) }));

import { backoffDelay, deliver } from "../src/webhooks/sender.js";
import type { WebhookEvent } from "../src/webhooks/types.js";

const endpoint = { id: "ep_1", url: "https://example.test/hook", secret: "whsec_test" };
const event: WebhookEvent = { id: "evt_1", type: "order.paid", createdAt: "2025-11-01T10:00:00Z", data: { orderId: 7 } };

function fakeFetch(statuses: number[]) {
  const calls: RequestInit[] = [];
  const fn = vi.fn(async (_url: string, init: RequestInit) => {
    calls.push(init);
    return new Response(null, { status: statuses[calls.length - 1] ?? 500 });
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

describe("deliver", () => {
  it("stops at the first 2xx", async () => {
    const { fn, calls } = fakeFetch([500, 200]);
    const r = await deliver(endpoint, event, { maxAttempts: 5, backoffMs: 1, timeoutMs: 1000, fetch: fn });
    expect(r).toEqual({ ok: true, attempts: 2, lastStatus: 200 });
    expect(calls).toHaveLength(2);
  });

  it("does not retry a 400", async () => {
    const { fn, calls } = fakeFetch([400, 200]);
    const r = await deliver(endpoint, event, { maxAttempts: 5, backoffMs: 1, timeoutMs: 1000, fetch: fn });
    expect(r).toEqual({ ok: false, attempts: 1, lastStatus: 400 });
    expect(calls).toHaveLength(1);
  });

  it("disables the endpoint on 410", async () => {
    const { disableEndpoint } = await import("../src/db.js");
    const { fn } = fakeFetch([410]);
    const r = await deliver(endpoint, event, { maxAttempts: 5, backoffMs: 1, timeoutMs: 1000, fetch: fn });
    expect(r.ok).toBe(false);
    expect(disableEndpoint).toHaveBeenCalledWith("ep_1", "410 Gone from consumer");
  });

  it("caps the backoff at 60s", () => {
    expect(backoffDelay(2_000, 10, () => 0.999)).toBeLessThan(60_000);
    expect(backoffDelay(2_000, 2, () => 0.5)).toBe(2_000);
  });

  it("gives up after maxAttempts", async () => {
    const { fn, calls } = fakeFetch([500, 502, 503]);
    const r = await deliver(endpoint, event, { maxAttempts: 3, backoffMs: 1, timeoutMs: 1000, fetch: fn });
    expect(r.ok).toBe(false);
    expect(calls).toHaveLength(3);
  });
});
