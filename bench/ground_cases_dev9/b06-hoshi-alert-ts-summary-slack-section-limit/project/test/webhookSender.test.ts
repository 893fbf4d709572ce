import { afterEach, describe, expect, it, vi } from "vitest";
import { postJson, WebhookError } from "../src/notifiers/webhookSender.js";

const noSleep = vi.fn(async () => {});

afterEach(() => {
  vi.unstubAllGlobals();
  noSleep.mockClear();
});

describe("postJson retry", () => {
  it("retries 5xx and succeeds", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response("oops", { status: 503 }))
      .mockResolvedValueOnce(new Response("ok", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await postJson("https://example.test/hook", { a: 1 }, { sleep: noSleep });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(noSleep).toHaveBeenCalledWith(500);
  });

  it("gives up after the configured retries", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("down", { status: 502 })));
    await expect(postJson("https://example.test/hook", {}, { retries: 2, sleep: noSleep })).rejects.toBeInstanceOf(
      WebhookError,
    );
    expect(noSleep.mock.calls.map((c) => c[0])).toEqual([500, 1000]);
  });

  it("does not retry 4xx", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response("invalid_blocks", { status: 400 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(postJson("https://example.test/hook", {}, { sleep: noSleep })).rejects.toThrow(/400/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
