import { describe, expect, it } from "vitest";

import { Dispatcher, HttpPost } from "../src/webhooks/dispatcher.js";
import type { Endpoint } from "../src/webhooks/events.js";
import { makeEvent } from "../src/webhooks/events.js";

const endpoint: Endpoint = { id: "we_1", url: "https://partner.example/hooks", secret: "whsec_test", events: ["payment.succeeded"] };
const noSleep = async () => {};

describe("Dispatcher", () => {
  it("skips endpoints that are not subscribed", async () => {
    const d = new Dispatcher(undefined, async () => 200, noSleep);
    expect(await d.deliver(endpoint, makeEvent("evt_1", "refund.created", {}))).toBeNull();
  });

  it("sends id, timestamp and signature headers", async () => {
    let seen: Record<string, string> = {};
    const post: HttpPost = async (_url, headers) => { seen = headers; return 200; };
    await new Dispatcher(undefined, post, noSleep).deliver(endpoint, makeEvent("evt_2", "payment.succeeded", {}));
    expect(seen["x-webhook-id"]).toBe("evt_2");
    expect(seen["x-webhook-timestamp"]).toMatch(/^\d{10}$/);
    expect(seen["x-webhook-signature"]).toMatch(/^v1=/);
  });

  it("stops after maxAttempts and marks the delivery failed", async () => {
    let calls = 0;
    const post: HttpPost = async () => { calls++; return 502; };
    const d = new Dispatcher({ maxAttempts: 3, delayMs: 0 } as never, post, noSleep);
    const rec = await d.deliver(endpoint, makeEvent("evt_3", "payment.succeeded", {}));
    expect(calls).toBe(3);
    expect(rec?.ok).toBe(false);
  });
});
