import { describe, expect, it, vi } from "vitest";
import { Paylane } from "../src/client";
import { computeDelay, DEFAULT_RETRY, retryAfterMs, shouldRetry } from "../src/retry";

function client(responses: Array<number | Error>) {
  const calls: RequestInit[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    calls.push(init);
    const next = responses[calls.length - 1] ?? 200;
    if (next instanceof Error) throw next;
    return new Response(next === 204 ? null : JSON.stringify({ id: "pay_1" }), { status: next });
  });
  const sdk = new Paylane({ apiKey: "sk_test", fetch: fetch as unknown as typeof globalThis.fetch, retry: { baseDelayMs: 1 } });
  return { sdk, calls };
}

describe("retries", () => {
  it("retries 503 then succeeds", async () => {
    const { sdk, calls } = client([503, 200]);
    await expect(sdk.payments.get("pay_1")).resolves.toEqual({ id: "pay_1" });
    expect(calls).toHaveLength(2);
  });

  it("sends the same Idempotency-Key on every attempt of a POST", async () => {
    const { sdk, calls } = client([new Error("socket hang up"), 200]);
    await sdk.payments.create({ amount: 1000, currency: "EUR", source: "tok_1" });
    const keys = calls.map((c) => (c.headers as Record<string, string>)["Idempotency-Key"]);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it("does not retry 400", async () => {
    const { sdk, calls } = client([400]);
    await expect(sdk.payments.get("pay_1")).rejects.toMatchObject({ status: 400 });
    expect(calls).toHaveLength(1);
  });

  it("reads Retry-After", () => {
    expect(retryAfterMs("2")).toBe(2_000);
    expect(retryAfterMs(null)).toBeUndefined();
  });

  it("classifies statuses", () => {
    expect(shouldRetry(undefined)).toBe(true);
    expect(shouldRetry(404)).toBe(false);
  });

  it("caps the delay", () => {
    expect(computeDelay(DEFAULT_RETRY, 10, () => 0.999)).toBeLessThan(8_000);
    expect(computeDelay(DEFAULT_RETRY, 1, () => 0.5)).toBe(500);
  });
});
